/**
 * Game actions on a position. Each returns a new state (or an error sentence) and
 * then lets durations end (611.2b, 514.2) as the rules say.
 */

import type { Resolution } from '../effects/language/abilities.js';
import type { EffectContext, TargetRef, View } from '../effects/view.js';
import { printedColors } from '../model/characteristics.js';
import { recordTurn, turnCount } from '../model/history.js';
import { type KeywordAttach, keywordAttach, keywordCostTaps, keywordResolution } from '../model/keyword-meanings.js';
import type { CardDef, Choices, GameObject, PlayerId } from '../model/objects.js';
import type { Result } from '../model/result.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import { viewOf } from '../pass/candidate.js';
import { evaluate, evaluateFull } from '../pass/evaluate.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { combatProblem, endCombatIn, soleDefender } from './combat.js';
import { addCounters } from './counters.js';
import {
  cloneForEntering,
  cloneShared,
  cloneWith,
  done,
  fail,
  freshRecord,
  getObject,
  isCard,
  isPlayer,
  nextEffectId,
  nextTimestamp,
  noCard,
  type Outcome,
  ownObjects,
  refOf,
  writable,
} from './draft.js';
import { apnapSort, checkEnter, type EnterProblem, type EnterSpec, enterOne } from './enter.js';
import { checkModes, targetsProblem } from './modes.js';
import {
  chosenObjectProblem,
  chosenObjectsProblem,
  freshView,
  keywordChoiceProblem,
  modalInsteadHolds,
  needsChosenObject,
  performedProblem,
  referentProblem,
  resolve,
  unusedTokenIds,
} from './resolve.js';
import { settle } from './settle.js';
import { type Chooser, targetProblem } from './target-legality.js';
import { targetsMisfit, targetWords, type Worded, wordsOf } from './target-words.js';
import { changeZone } from './zones.js';

export type { EnterSpec, Outcome };

/** An action on one object: `f` changes its record, and any other through `writable` (the rest stay shared with `state`). */
function withObject(state: GameState, id: string, f: (s: GameState, o: GameObject) => string | null): Outcome {
  const s = cloneShared(state);
  const o = getObject(s, id);
  if (!o) return fail('unknown-object', `no object with id "${id}"`);
  const problem = f(s, writable(s, o));
  return problem ? fail('illegal-action', problem) : done(settle(s));
}

/** Objects enter simultaneously: timestamps in APNAP order (613.7m). */
export function enterObjects(state: GameState, specs: readonly EnterSpec[]): Outcome {
  const problem = checkEnter(state, specs);
  if (problem) return { ok: false, error: problem };
  const s = cloneForEntering(state);
  const problems: string[] = [];
  let at: (string | number)[] | undefined;
  for (const spec of apnapSort(s, specs)) {
    const t = spec.timestamp ?? nextTimestamp(s);
    if (spec.timestamp !== undefined) s.nextTimestamp = Math.max(s.nextTimestamp, spec.timestamp + 1);
    const found: EnterProblem[] = [];
    enterOne(s, spec, t, found);
    for (const p of found) {
      if (typeof p === 'string') problems.push(p);
      else {
        problems.push(p.error);
        at ??= [specs.indexOf(spec), ...p.at];
      }
    }
  }
  if (problems.length > 0) return fail('bad-choice', problems.join('; '), problems.length === 1 ? at : undefined);
  // 506.4: an object can enter as an attacking or blocking creature only if it could be one.
  if (specs.some((x) => x.attacking || x.blocking)) {
    // Types and controllers are final after layer 4 (613.1b, 613.1d): the later layers are not needed.
    const working = evaluateFull(s, { trace: false, until: '4' }).working;
    for (const [i, spec] of specs.entries()) {
      const o = getObject(s, spec.id);
      for (const role of ['attack', 'block'] as const) {
        if (!o || !(role === 'attack' ? spec.attacking : spec.blocking)) continue;
        const problem = combatProblem(s, working, o, role);
        if (problem) return fail('illegal-action', problem, [i, role === 'attack' ? 'attacking' : 'blocking']);
        o.combatController = working.get(o.id)?.controller ?? o.baseController;
        // 508.4: put onto the battlefield attacking, it attacks the only opponent of a two-player game.
        const whom = role === 'attack' ? soleDefender(s) : undefined;
        if (o && whom !== undefined) o.attacks = whom;
      }
    }
  }
  return done(settle(s));
}

function targetRefs(s: GameState, ids: readonly string[] | undefined): TargetRef[] | string {
  const out: TargetRef[] = [];
  for (const id of ids ?? []) {
    const o = getObject(s, id);
    if (o) out.push(refOf(o));
    else if (isPlayer(s, id)) out.push({ player: id });
    else return `no object or player named "${id}"`;
  }
  return out;
}

function choicesWithPlayer(choices: Choices | undefined, targets: TargetRef[]): Choices {
  const player = targets.find((t): t is { player: string } => 'player' in t);
  return { ...(player ? { player: player.player } : {}), ...(choices ?? {}) };
}

export interface CastSpec {
  id: string;
  card: CardDef;
  controller?: PlayerId;
  targets?: string[];
  choices?: Choices;
  x?: number;
  /** 700.2: the modes chosen for a modal spell, 1-based in printed order. */
  modes?: number[];
  /** Ids for the tokens it creates, in creation order (111.1); default: the token's name's id. */
  tokens?: string[];
}

/** 700.2: the modes fit the ability, and the targets given are no more than the chosen modes take (700.2c). */
function modesProblem(
  res: Resolution | undefined,
  modes: number[] | undefined,
  targets: number,
  what: string,
  insteadHolds?: boolean,
): Outcome | null {
  const p = checkModes(res?.modal, modes, what, insteadHolds);
  if (p) return fail('bad-choice', p.message, p.at);
  const t = res?.modal && modes ? targetsProblem(res.modal, modes, targets, what) : null;
  return t ? fail('bad-choice', t.message, t.at) : null;
}

/**
 * 601.2c, 115.1, 115.3: the targets given fit the "target" words of the texts (target-words.ts; for a modal one,
 * its own and the chosen modes', 700.2c) and each is legal for its word as it is cast (target-legality.ts, on
 * `view`). Null when they fit, or when a number can't be told.
 */
function targetsCheck(
  texts: readonly { text: string; res: Resolution | undefined }[],
  modes: number[] | undefined,
  targets: readonly TargetRef[],
  ids: readonly string[],
  what: string,
  judge: { view: () => View; ctx: EffectContext; by: Chooser },
): Outcome | null {
  const words: Worded[] = [];
  for (const t of texts) {
    const w = wordsOf(t.text, t.res, modes, judge.ctx.x);
    if (w === null) return null;
    words.push(...w);
  }
  const p = targetsMisfit(words, ids, what, (i, phrase) => {
    const t = targets[i];
    return t ? targetProblem(judge.view(), judge.ctx, t, phrase, judge.by, what) : null;
  });
  return p && fail('bad-choice', p.message, p.at < 0 ? ['targets'] : ['targets', p.at]);
}

/** A spell resolves now (608.2); then its card goes to its owner's graveyard (608.2n). */
export function castSpell(state: GameState, spec: CastSpec): Outcome {
  if (!isCard(spec.card)) return fail('unknown-card', noCard(spec.id), ['card']);
  if (getObject(state, spec.id)) return fail('duplicate-id', `an object with id "${spec.id}" already exists`, ['id']);
  // The resolution changes records only through `writable` (resolve.ts): the others stay shared.
  const s = cloneShared(state);
  const you = spec.controller ?? s.activePlayer;
  if (!isPlayer(s, you)) return fail('unknown-player', `unknown player "${you}"`, ['controller']);
  const targets = targetRefs(s, spec.targets);
  if (typeof targets === 'string') return fail('unknown-object', targets, ['targets']);
  const choices = choicesWithPlayer(spec.choices, targets);
  const x = spec.x ?? choices.x;
  // A creature spell being cast ends "until a player casts a creature spell" (601.2i: once it is cast).
  if (spec.card.types.includes('Creature')) s.effects = s.effects.filter((e) => e.duration !== 'untilCreatureSpellCast');
  // Turn history: "you've cast two or more spells this turn" (601.2i).
  recordTurn(s, you, 'spellsCast');
  if (spec.card.types.includes('Instant') || spec.card.types.includes('Sorcery')) recordTurn(s, you, 'instantSorcerySpellsCast');
  const modal = spec.card.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal !== undefined);
  const what = JSON.stringify(spec.card.name);
  const modalRes = modal?.kind === 'spell' ? modal.resolve : undefined;
  const holds = modalInsteadHolds(s, modalRes, { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x });
  const bad = modesProblem(modalRes, spec.modes, targets.length, what, holds);
  if (bad) return bad;
  // 115.1b: an Aura spell targets by its enchant ability, not by its text. The position it is cast in is the
  // first ability's as it resolves (608.2b: one view, evaluated only if something reads it).
  let view: View | undefined = freshView(s);
  const spells = spec.card.abilities.flatMap((a) => (a.kind === 'spell' ? [{ text: a.text, res: a.resolve }] : []));
  const judge = {
    view: () => view ?? freshView(s),
    ctx: { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x },
    by: { you, colors: printedColors(spec.card) },
  };
  const miscount = spec.card.subtypes.includes('Aura') ? null : targetsCheck(spells, spec.modes, targets, spec.targets ?? [], what, judge);
  if (miscount) return miscount;
  const tokens = { given: spec.tokens ?? [], used: 0 };
  for (const a of spec.card.abilities) {
    if (a.kind !== 'spell' || !a.resolve) continue;
    // The spell on the stack is the source; it stops being that object once it resolves (400.7).
    const ctx = { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x };
    const referent = referentProblem(s, a.resolve, ctx, a.text);
    if (referent) return fail('bad-choice', referent, ['choices', 'object']);
    const referents = chosenObjectsProblem(s, a.resolve, a.text, ctx);
    if (referents) return fail('bad-choice', referents, ['choices', 'objects']);
    const chosen = chosenObjectProblem(s, a.resolve, ctx, a.text);
    if (chosen) return fail('bad-choice', chosen, ['choices', 'copyOf']);
    const keyword = keywordChoiceProblem(a.resolve, ctx, a.text);
    if (keyword) return fail('bad-choice', keyword, ['choices', 'keyword']);
    const performed = performedProblem(a.resolve, ctx, a.text);
    if (performed) return fail('bad-choice', performed[0], ['choices', performed[1]]);
    const modes = a.resolve.modal ? spec.modes : undefined;
    const input = {
      text: a.text,
      source: null,
      sourceRef: ctx.source,
      sourceName: spec.card.name,
      ctx,
      ability: a,
      tokens,
      ...(view && { view }),
    };
    view = undefined;
    const err = resolve(s, a.resolve, modes ? { ...input, modes } : input);
    if (err) return fail('bad-choice', err);
  }
  const unused = unusedTokenIds(tokens, spec.card.name);
  if (unused) return fail('bad-choice', unused, ['tokens']);
  const t = nextTimestamp(s);
  ownObjects(s).push(
    freshRecord({
      id: spec.id,
      incarnation: 0,
      card: spec.card,
      token: false,
      zone: 'graveyard',
      owner: you,
      baseController: you,
      timestamp: t,
      choices,
    }),
  );
  return done(settle(s));
}

export interface ActivateSpec {
  object: string;
  /** 1-based, in the order of the object's abilities now; or the ability's text exactly as listed. */
  ability: number | string;
  targets?: string[];
  choices?: Choices;
  x?: number;
  trigger?: boolean;
  /** 700.2: the modes chosen for a modal ability, 1-based in printed order. */
  modes?: number[];
  /** Ids for the tokens it creates, in creation order (111.1). */
  tokens?: string[];
  /** Who controls the ability (a triggered ability: who controlled the source when it triggered). Default: the source's controller now. */
  controller?: PlayerId;
}

/**
 * The object an ability's text calls "that creature" or "it" (608.2c: neither a target nor its source) is
 * `choices.object`; written as the one entry of `targets` of an ability with no "target" word (as the format's
 * examples did before target counts were checked, 601.2c), it is read as `choices.object`.
 */
function referentAsTarget(spec: ActivateSpec, def: { text: string; resolve?: Resolution | undefined } | undefined): ActivateSpec {
  const [only, ...more] = spec.targets ?? [];
  if (!def?.resolve || only === undefined || more.length > 0 || spec.choices?.object !== undefined) return spec;
  if (targetWords(def.text)?.length !== 0 || !needsChosenObject(def.resolve)) return spec;
  return { ...spec, targets: [], choices: { ...spec.choices, object: only } };
}

/** The object's N-th ability (1-based, as listed in its abilities now), or the one with that text, resolves. */
export function activateAbility(state: GameState, given: ActivateSpec): Outcome {
  // The resolution changes records only through `writable` (resolve.ts): the others stay shared.
  const s = cloneShared(state);
  const found = getObject(s, given.object);
  if (!found) return fail('unknown-object', `no object with id "${given.object}"`, ['object']);
  let o = found;
  const working = evaluateFull(s, { trace: false }).working;
  const w = working.get(o.id);
  const listed = (w?.abilities ?? []).map((x, i) => `${i + 1}. ${JSON.stringify(x.def.text)}`).join(', ');
  const index = typeof given.ability === 'number' ? given.ability - 1 : (w?.abilities ?? []).findIndex((x) => x.def.text === given.ability);
  const a = w?.abilities[index];
  if (!w || !a) {
    const which = typeof given.ability === 'number' ? `no ability ${given.ability}` : `no ability ${JSON.stringify(given.ability)}`;
    const n = w?.abilities.length ?? 0;
    return fail('illegal-action', `"${o.id}" has ${n} ${n === 1 ? 'ability' : 'abilities'} here (${listed || 'none'}); there is ${which}`);
  }
  const def = a.def;
  // An activated or triggered ability has its own text's targets and resolution (115.1c-d).
  const own = def.kind === 'activated' || def.kind === 'triggered' ? def : undefined;
  const spec = referentAsTarget(given, own);
  const targets = targetRefs(s, spec.targets);
  if (typeof targets === 'string') return fail('unknown-object', targets, ['targets']);
  // 702.122a: a keyword that is an activated ability (crew) resolves as its rules say.
  const res = own ? own.resolve : keywordResolution(def);
  const holds = modalInsteadHolds(s, res, {
    source: refOf(o),
    you: spec.controller ?? w.controller,
    choices: choicesWithPlayer({ ...o.choices, ...(spec.choices ?? {}) }, targets),
    targets,
    x: spec.x ?? spec.choices?.x,
  });
  const what = `ability ${spec.ability} of "${o.id}" (${JSON.stringify(def.text)})`;
  const bad = modesProblem(res, spec.modes, targets.length, what, holds);
  if (bad) return bad;
  // A keyword's targets are its rule's (115.1e, its own checks).
  const you = spec.controller ?? w.controller;
  const judge = {
    view: () => viewOf(s, working),
    ctx: { source: refOf(o), you, choices: {}, targets, x: spec.x ?? spec.choices?.x },
    by: { you, colors: w.colors },
  };
  const miscount = own && targetsCheck([{ text: own.text, res: own.resolve }], spec.modes, targets, spec.targets ?? [], what, judge);
  if (miscount) return miscount;
  // 602.2: paying a {T} cost taps the object ("for as long as it remains tapped" needs it).
  // 605.1a: a mana ability is an activated ability; its {T} cost taps too.
  const taps = (def.kind === 'activated' || def.kind === 'mana') && /^[^:]*\{T\}[^:]*:/.test(def.text);
  if (!spec.trigger && (taps || keywordCostTaps(def))) {
    o = writable(s, o);
    o.tapped = true;
  }
  const attach = keywordAttach(def);
  if (attach) {
    o = writable(s, o);
    const problem = keywordAttachProblem(s, o, attach, targets, spec.controller ?? w.controller);
    if (problem) return fail('bad-choice', problem, ['targets']);
    return done(settle(s));
  }
  if (res) {
    const choices = choicesWithPlayer({ ...o.choices, ...(spec.choices ?? {}) }, targets);
    const ctx = { source: refOf(o), you: spec.controller ?? w.controller, choices, targets, x: spec.x ?? spec.choices?.x };
    const referent = referentProblem(s, res, ctx, def.text);
    if (referent) return fail('bad-choice', referent, ['choices', 'object']);
    const referents = chosenObjectsProblem(s, res, def.text, ctx);
    if (referents) return fail('bad-choice', referents, ['choices', 'objects']);
    const chosen = chosenObjectProblem(s, res, ctx, def.text);
    if (chosen) return fail('bad-choice', chosen, ['choices', 'copyOf']);
    const keyword = keywordChoiceProblem(res, ctx, def.text);
    if (keyword) return fail('bad-choice', keyword, ['choices', 'keyword']);
    const performed = performedProblem(res, ctx, def.text);
    if (performed) return fail('bad-choice', performed[0], ['choices', performed[1]]);
    const tokens = { given: spec.tokens ?? [], used: 0 };
    const input = { text: def.text, source: o, sourceName: w.name, ctx, ability: def, tokens };
    const err = resolve(s, res, spec.modes ? { ...input, modes: spec.modes } : input);
    if (err) return fail('bad-choice', err);
    const unused = unusedTokenIds(tokens, def.text);
    if (unused) return fail('bad-choice', unused, ['tokens']);
    if (res.transformSelf && o.card.backFace) {
      o = writable(s, o);
      o.transformed = !o.transformed;
      o.timestamp = nextTimestamp(s);
    }
  }
  return done(settle(s));
}

export function putCounters(state: GameState, id: string, counters: Record<string, number>): Outcome {
  const i = state.objects.findIndex((x) => x.id === id);
  const old = state.objects[i];
  if (!old) return fail('unknown-object', `no object with id "${id}"`);
  // Only this object changes: the others are shared with `state` (settle copies any it changes).
  const o: GameObject = { ...old, counters: { ...old.counters } };
  const s = cloneWith(state, i, o);
  for (const [kind, n] of Object.entries(counters)) addCounters(s, o, kind, n);
  return done(settle(s));
}

/** 613.7e: an Aura or Equipment gets a new timestamp each time it becomes attached. */
/**
 * 701.3a-b, 301.5, 303.4, 301.6: only an Aura, Equipment or Fortification on the battlefield
 * becomes attached, to a permanent on the battlefield (not phased out, 702.26b); Equipment
 * only to a creature, a Fortification only to a land. Characteristics are the current ones
 * (Bludgeon Brawl makes an artifact an Equipment). Enchant restrictions are not checked.
 */
type Working = ReturnType<typeof evaluateFull>['working'];

function attachProblem(s: GameState, o: GameObject, to: string, evaluated?: Working): string | null {
  const target = getObject(s, to);
  if (o.zone !== 'battlefield' || o.phasedOut)
    return `"${o.id}" is not on the battlefield (it is ${o.phasedOut ? 'phased out' : `in the ${o.zone}`}), so it can't become attached (701.3a)`;
  if (target?.zone !== 'battlefield' || target.phasedOut)
    return `"${o.id}" can be attached only to a permanent on the battlefield, and "${to}" is ${target?.phasedOut ? 'phased out (702.26b)' : `in the ${target?.zone ?? 'no zone'}`} (701.3a, 303.4)`;
  // Subtypes, types and controllers: final after layer 4.
  const working = evaluated ?? evaluateFull(s, { trace: false, until: '4' }).working;
  const w = working.get(o.id);
  const t = working.get(to);
  const kind = ['Aura', 'Equipment', 'Fortification'].find((k) => w?.subtypes.includes(k));
  if (!kind) return `"${o.id}" is not an Aura, Equipment or Fortification, so it can't become attached (701.3a)`;
  if (kind === 'Equipment' && !t?.types.includes('Creature'))
    return `"${to}" is not a creature, so Equipment can't be attached to it (301.5, 701.3b)`;
  if (kind === 'Fortification' && !t?.types.includes('Land'))
    return `"${to}" is not a land, so a Fortification can't be attached to it (301.6, 701.3b)`;
  return null;
}

/**
 * 702.6a, 702.67a, 702.151a: equip / fortify / reconfigure attach the permanent to a target
 * creature (a land for fortify) its controller controls, with a new timestamp (613.7e);
 * reconfigure with no target unattaches it. Changes `s`; returns a problem or null.
 */
function keywordAttachProblem(s: GameState, o: GameObject, how: KeywordAttach, targets: TargetRef[], you: PlayerId): string | null {
  const [first] = targets;
  if (first === undefined && how.unattachWithoutTarget) {
    if (o.attachedTo === null) return `"${o.id}" is not attached to anything, so reconfigure can't unattach it (702.151a)`;
    o.attachedTo = null;
    return null;
  }
  const kind = how.to === 'Land' ? 'land' : 'creature';
  if (first === undefined || !('id' in first) || targets.length > 1)
    return `${how.keyword} targets one ${kind} you control (702.${how.keyword === 'equip' ? '6a' : how.keyword === 'fortify' ? '67a' : '151a'}): give it in \`targets\``;
  if (first.id === o.id) return `"${o.id}" can't be attached to itself (701.3c)`;
  const working = evaluateFull(s, { trace: false, until: '4' }).working;
  const w = working.get(first.id);
  if (!w?.types.includes(how.to) || w.controller !== you)
    return `"${first.id}" is not a ${kind} you control, so ${how.keyword} can't attach "${o.id}" to it`;
  return attach(s, o, first.id, working);
}

/** 701.3a, 613.7e: attaches `o` to `to` with a new timestamp, or says why it can't be. Changes `s`. */
function attach(s: GameState, o: GameObject, to: string, evaluated?: Working): string | null {
  const problem = attachProblem(s, o, to, evaluated);
  if (problem) return problem;
  o.attachedTo = to;
  o.timestamp = nextTimestamp(s);
  return null;
}

export function attachObject(state: GameState, id: string, to: string): Outcome {
  if (!getObject(state, to)) return fail('unknown-object', `cannot attach "${id}" to "${to}": no such object`);
  return withObject(state, id, (s, o) => {
    if (id === to) return `"${id}" can't be attached to itself`;
    return attach(s, o, to);
  });
}

/**
 * 400.7: an object that changes zones becomes a new object with no memory of the old one;
 * onto the battlefield it enters under `controller` (default: its owner) with its "as
 * enters" abilities. A token that leaves the battlefield ceases to exist (111.7, 111.8, 704.5d).
 */
export function moveObject(state: GameState, id: string, zone: Zone, controller?: PlayerId): Outcome {
  return moveKnowing(state, id, zone, controller);
}

/** moveObject, given what the caller may already know: `known`, the full evaluation of `state` (the evaluator's). */
export function moveKnowing(state: GameState, id: string, zone: Zone, controller?: PlayerId, known?: EvaluationResult): Outcome {
  if (controller !== undefined && !isPlayer(state, controller)) return fail('unknown-player', `unknown player "${controller}"`);
  return withObject(state, id, (s, o) => {
    if (controller !== undefined && zone !== 'battlefield')
      return `only an object put onto the battlefield gets a controller ("${id}" goes to ${zone})`;
    changeZone(s, o, zone, controller, known?.objects[id]);
    return null;
  });
}

export function setTapped(state: GameState, id: string, tapped: boolean): Outcome {
  return withObject(state, id, (_s, o) => {
    o.tapped = tapped;
    return null;
  });
}

/** 613.7f: turning face up or down gives a new timestamp. */
export function turnFaceUp(state: GameState, id: string): Outcome {
  return withObject(state, id, (s, o) => {
    if (!o.faceDown) return `"${id}" is not face down`;
    o.faceDown = false;
    // 701.58a: a permanent is cloaked only for as long as it remains face down.
    delete o.cloaked;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}

export function turnFaceDown(state: GameState, id: string): Outcome {
  return withObject(state, id, (s, o) => {
    o.faceDown = true;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}

/** 613.7g: a double-faced permanent gets a new timestamp each time it transforms. */
export function transformObject(state: GameState, id: string): Outcome {
  return withObject(state, id, (s, o) => {
    if (!o.card.backFace) return `"${id}" is not a double-faced card and can't transform (701.27c)`;
    // 701.27a, 712.9: a modal double-faced permanent (one that entered with a face chosen) is turned over
    // to its other face, which has that face's own characteristics (712.8f), not a transformed back face.
    if (o.face !== undefined) o.face = o.face === 'back' ? 'front' : 'back';
    else o.transformed = !o.transformed;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}

/**
 * 702.26: phasing doesn't change timestamps. Auras and Equipment attached to a permanent
 * that phases out phase out with it, "indirectly", and phase in only along with it (702.26g,
 * 702.26h); the same holds for whatever is attached to them.
 */
function phase(state: GameState, id: string, out: boolean): Outcome {
  return withObject(state, id, (s, o) => {
    if (!out && o.phasedOutIndirectly) {
      return `"${id}" phased out indirectly, with "${o.attachedTo}"; it phases in only along with that permanent (702.26g)`;
    }
    if (o.zone !== 'battlefield') return `"${id}" is not on the battlefield: only permanents phase (702.26a)`;
    if (out === o.phasedOut) return `"${id}" is already phased ${out ? 'out' : 'in'}`;
    o.phasedOut = out;
    delete o.phasedOutIndirectly;
    const seen = new Set([id]);
    const carry = (host: string) => {
      for (const other of s.objects) {
        if (other.attachedTo !== host || seen.has(other.id)) continue;
        seen.add(other.id);
        if (out && !other.phasedOut) Object.assign(writable(s, other), { phasedOut: true, phasedOutIndirectly: true });
        else if (!out && other.phasedOutIndirectly) {
          const w = writable(s, other);
          w.phasedOut = false;
          delete w.phasedOutIndirectly;
        } else continue;
        carry(other.id);
      }
    };
    carry(id);
    // 506.4: a permanent that phases out (with what phased out with it) is removed from combat by settle.
    return null;
  });
}
export const phaseOut = (state: GameState, id: string) => phase(state, id, true);
export const phaseIn = (state: GameState, id: string) => phase(state, id, false);

/** A plain control-changing effect with no end (layer 2). */
export function gainControl(state: GameState, id: string, player: PlayerId): Outcome {
  if (!isPlayer(state, player)) return fail('unknown-player', `unknown player "${player}"`);
  return withObject(state, id, (s, o) => {
    // 108.4a: a card outside the battlefield and the stack has no controller to change.
    if (o.zone !== 'battlefield' && o.zone !== 'stack')
      return `${id} is in ${o.zone === 'exile' ? 'exile' : `the ${o.zone}`}: only a permanent or a spell can change control (108.4a)`;
    // 506.4: if its controller changes, settle removes it from combat.
    s.effects.push({
      id: nextEffectId(s),
      source: null,
      text: `${player} gains control of ${id}`,
      controller: player,
      timestamp: [nextTimestamp(s)],
      affects: { self: true },
      ops: [{ op: 'control', player: { player } }],
      locked: [refOf(o)],
      targets: [],
      choices: {},
      duration: 'permanent',
      kind: 'resolved',
      createdTurn: s.turn,
    });
    return null;
  });
}

/** 511.3 (if combat has not ended), then 514.2: "until end of turn" effects end; the next player's turn begins (611.2a). */
export function endTurn(state: GameState): Outcome {
  // Only the records in combat change (endCombatIn copies those): the others stay shared.
  const s = cloneShared(state);
  endCombatIn(s);
  // 514.2: "until the end of your next turn" ends with the controller's turn after the one it began in.
  s.effects = s.effects.filter(
    (e) =>
      e.duration !== 'endOfTurn' && !(e.duration === 'untilEndOfYourNextTurn' && e.controller === s.activePlayer && e.createdTurn < s.turn),
  );
  // 726.3a: as the next turn begins, day becomes night if the active player cast no spells this turn;
  // night becomes day if they cast two or more.
  const cast = turnCount(s, s.activePlayer, 'spellsCast');
  if (s.dayNight === 'day' && cast === 0) s.dayNight = 'night';
  else if (s.dayNight === 'night' && cast >= 2) s.dayNight = 'day';
  // Turn history starts over with the new turn (500.1).
  delete s.thisTurn;
  const ids = s.players.map((p) => p.id);
  s.activePlayer = ids[(ids.indexOf(s.activePlayer) + 1) % ids.length] ?? s.activePlayer;
  s.turn += 1;
  // "until your next upkeep" ends at that turn's upkeep (503.1); the untap step before it has no priority (502.4).
  s.effects = s.effects.filter(
    (e) => !((e.duration === 'untilYourNextTurn' || e.duration === 'untilYourNextUpkeep') && e.controller === s.activePlayer),
  );
  return done(settle(s));
}

export interface MergeSpec {
  card: CardDef;
  onto: string;
  /** Put it under the permanent instead of on top (702.140b). */
  under?: boolean;
  token?: boolean;
}

/** 730.2: an object merges with a permanent (mutate); the merge is a copiable effect stamped now. */
export function mergeObject(state: GameState, spec: MergeSpec): Outcome {
  return withObject(state, spec.onto, (s, o) => {
    if (o.zone !== 'battlefield') return `"${o.id}" is not on the battlefield, so nothing can merge with it`;
    const components = o.merged?.components ?? [{ card: o.card, token: o.token, faceDown: o.faceDown }];
    const added = { card: spec.card, token: spec.token ?? false, faceDown: false };
    const next = spec.under ? [...components, added] : [added, ...components];
    o.merged = { components: next, timestamp: nextTimestamp(s) };
    // 730.2d-e: token status and face-down status follow the topmost component.
    o.token = next[0]?.token ?? o.token;
    o.faceDown = next[0]?.faceDown ?? o.faceDown;
    return null;
  });
}

/**
 * 611.3c, 614.12: the characteristics an object would have as it enters the battlefield
 * now, with the static effects already in play — what enters-triggers must look at.
 */
export function asItEnters(state: GameState, spec: EnterSpec): Result<ObjectResult> {
  const entered = enterObjects(state, [{ ...spec, zone: 'battlefield' }]);
  if (!entered.ok) return entered;
  const object = evaluate(entered.value, { trace: false }).objects[spec.id];
  return object ? { ok: true, value: object } : fail('illegal-action', `"${spec.id}" did not enter`);
}
