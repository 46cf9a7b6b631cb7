/** Activating an ability, or putting a triggered ability on the stack: it resolves now (602.2, 603.3, 608.2). */

import type { Resolution } from '../effects/language/abilities.js';
import { keywordAttach, keywordCostTaps, keywordResolution } from '../model/keyword-meanings.js';
import type { Choices, PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { choicesWithPlayer, modesProblem, targetRefs, targetsCheck } from './announce.js';
import { keywordAttachProblem } from './attach.js';
import {
  chosenObjectProblem,
  chosenObjectsProblem,
  keywordChoiceProblem,
  modalInsteadHolds,
  needsChosenObject,
  performedProblem,
  referentProblem,
  unusedTokenIds,
} from './choice-checks.js';
import { cloneShared, done, fail, getObject, nextTimestamp, type Outcome, refOf, writable } from './draft.js';
import { resolve } from './resolve.js';
import { settle } from './settle.js';
import { targetWords } from './target-words.js';

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
