/** Activating an ability, or putting a triggered ability on the stack: it resolves now, or later from the stack (602.2, 603.3, 608.2). */
import type { Resolution } from '../effects/language/abilities.js';
import { faceUp } from '../model/characteristics.js';
import { keywordAttach, keywordCostTaps, keywordResolution } from '../model/keyword-meanings.js';
import type { Choices, PlayerId } from '../model/objects.js';
import { type AbilityOnStack, type GameState, noObjectMessage } from '../model/state.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { modesProblem, targetRefs, targetsCheck, withPlayerTargets } from './announce.js';
import { keywordAttachProblem } from './attach.js';
import { objectProblem, recordProblem, specPartsProblem, wholeProblem } from './check-input.js';
import { modalInsteadHolds, needsChosenObject } from './choice-checks.js';
import { recordCrime } from './crimes.js';
import { cloneShared, done, fail, getObject, type Outcome, refOf, writable } from './draft.js';
import { choicesWithPlayer, resolveAbilityParts } from './resolving.js';
import { settle } from './settle.js';
import { targetWords } from './target-words.js';

/** What `activateAbility` (the `activate` action) is given: the object, which of its abilities, and its targets, choices, X, modes and tokens (602.2, 601.2b-c). */
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
  /** Put on the stack under this id and resolved by a later `resolveTop` (608.2), instead of resolving now. */
  stack?: string;
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

/**
 * The ability with that text; when a static ability has the same text as the ability it grants (716.2a: a Class's
 * bare level bar followed by "When this Class becomes level 3, …"), the one that can resolve (113.3b-d).
 */
function indexByText(abilities: readonly { def: { kind: string; text: string } }[], text: string): number {
  const resolves = abilities.findIndex((x) => x.def.text === text && x.def.kind !== 'static' && x.def.kind !== 'text');
  return resolves >= 0 ? resolves : abilities.findIndex((x) => x.def.text === text);
}

/** The object's N-th ability (1-based, as listed in its abilities now), or the one with that text, resolves. */
export function activateAbility(state: GameState, given: ActivateSpec): Outcome {
  const malformed =
    recordProblem(given, 'an activation', []) ??
    objectProblem(state, given.object, ['object']) ??
    (typeof given.ability === 'string' ? null : wholeProblem(given.ability, 'an ability number (1-based)', ['ability'], 1)) ??
    specPartsProblem(given as unknown as Record<string, unknown>);
  if (malformed) return malformed;
  // The resolution changes records only through `writable` (resolve.ts): the others stay shared.
  const s = cloneShared(state);
  const found = getObject(s, given.object);
  if (!found) return fail('unknown-object', noObjectMessage(s, given.object), ['object']);
  let o = found;
  const working = evaluateFull(s, { trace: false }).working;
  const w = working.get(o.id);
  const listed = (w?.abilities ?? []).map((x, i) => `${i + 1}. ${JSON.stringify(x.def.text)}`).join(', ');
  const index = typeof given.ability === 'number' ? given.ability - 1 : indexByText(w?.abilities ?? [], given.ability);
  const a = w?.abilities[index];
  if (!w || !a) {
    const which = typeof given.ability === 'number' ? `no ability ${given.ability}` : `no ability ${JSON.stringify(given.ability)}`;
    const n = w?.abilities.length ?? 0;
    return fail('illegal-action', `"${o.id}" has ${n} ${n === 1 ? 'ability' : 'abilities'} here (${listed || 'none'}); there is ${which}`);
  }
  const def = a.def;
  // An activated or triggered ability has its own text's targets and resolution (115.1c-d).
  const own = def.kind === 'activated' || def.kind === 'triggered' ? def : undefined;
  const spec = withPlayerTargets(referentAsTarget(given, own), own ? [{ text: own.text, res: own.resolve }] : []);
  const targets = targetRefs(s, spec.targets);
  if (typeof targets === 'string') return fail('unknown-object', targets, ['targets']);
  // 702.122a: a keyword that is an activated ability (crew) resolves as its rules say.
  const res = own ? own.resolve : keywordResolution(def, faceUp(o).abilities);
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
  // 700.13: activating it, or putting it on the stack as it triggers, with such a target is a crime.
  recordCrime(s, you, targets, (id) => working.get(id)?.controller);
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
    const item: AbilityOnStack = {
      kind: 'ability',
      id: spec.stack ?? '',
      text: def.text,
      ability: def,
      resolve: res,
      source: refOf(o),
      sourceName: w.name,
      controller: spec.controller ?? w.controller,
      targets,
      choices: spec.choices ?? {},
      ...(spec.x !== undefined || spec.choices?.x !== undefined ? { x: (spec.x ?? spec.choices?.x) as number } : {}),
      ...(spec.modes ? { modes: spec.modes } : {}),
      ...(spec.tokens ? { tokens: spec.tokens } : {}),
    };
    // 602.2, 603.3: activated or put on the stack now, resolved by a later `resolve` (608.2), its targets chosen now.
    if (spec.stack !== undefined) s.stack = [...(s.stack ?? []), item];
    else {
      const err = resolveAbilityParts(s, item);
      if (err) return err;
    }
  }
  return done(settle(s));
}
