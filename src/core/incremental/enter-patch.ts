/**
 * The evaluator's shortcut for one object entering (a creature put onto the battlefield, a token
 * made): after `apply({kind: 'enter', specs: [one]})`, the other objects' results are the
 * parent's and the new object is evaluated against the sources of the board's effects alone,
 * when all of this holds (otherwise the caller evaluates in full):
 *
 * 1. Only the new object was added: every other record, every floating effect, the life totals
 *    and designations as they were (so no "as enters" copy or choice made an effect, no pairing
 *    changed a partner). The turn history may differ: nothing may read it (2).
 * 2. The new object is the source of nothing (no face of its card makes a static effect), and the
 *    position's effects are those of the leave shortcut (leave-patch.ts, 3): local (no count, sum
 *    or relation over objects, no turn history), none reading what its own layer writes, none
 *    granting a static ability or copying.
 *
 * Then, as for a permanent leaving, no effect can depend on another through the set it applies to
 * or what it does (613.8a b-c), only through its existence, which its source's record decides
 * (611.3b): every layer's order (613.7, 613.8b) is decided by the sources, and each object's result
 * by its own record, the sources' and that order. So the other objects keep their results, and the
 * new one's is what a pass over the sources and it alone gives (the board's static effects do
 * apply to it: Glorious Anthem's +1/+1, 613.4c).
 *
 * A pass is not needed when the parent has a *twin* of the new object (twinOf): an object whose
 * record is the new one's in everything but its id, incarnation and timestamp (the same card,
 * controller, zone, status, choices, counts of counters, and so on), when nothing tells the two
 * apart by identity:
 *
 * - no floating effect's locked set or targets name either (611.2c: a set locked by object); no
 *   object is attached to the twin (the `attached` selector of an Aura or Equipment) and no object's
 *   choice names it (the other selectors and filters naming objects are not local: 2);
 * - neither has a counter other than +N/+M ones, which all apply in layer 7c, where additions
 *   commute (613.4c), so their timestamps don't matter (a keyword counter's does, 613.7c, in layer 6);
 * - neither is face down or merged (their own timestamps would order a layer 1 effect, 613.7).
 *
 * An object's own timestamp orders only the effects it generates (613.7): the new object generates
 * none (2), nor does the twin (the same card). So under the condition above each is affected by the
 * same effects in the same order, and the new object's result is the twin's in the parent's result
 * (which the child keeps), with its own id and timestamp.
 */

import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { ptCounter } from '../pass/fixed-candidates.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { abilitiesBlock, floatingBlocks, isSource, refersTo, seenAfter } from './leave-patch.js';
import type { PassLog } from './order-replay.js';
import { keepsEffects, sameGame, sameObject, sameShallow, scanView } from './resolution-patch.js';
import { withEntry } from './result-entries.js';

/**
 * The result after `after` = `before` with the object `id` entered, or null when it has to be
 * evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchEnter(
  before: GameState,
  after: GameState,
  id: string,
  result: EvaluationResult,
  log?: PassLog,
): EvaluationResult | null {
  if (after.objects.length !== before.objects.length + 1 || after.effects.length !== before.effects.length) return null;
  if (!sameGame(before, after)) return null;
  if (!keepsEffects(before, after)) return null;
  let entered: GameObject | undefined;
  for (let i = 0, j = 0; i < after.objects.length; i++) {
    const a = after.objects[i] as GameObject;
    if (a.id === id && !entered) {
      entered = a;
      continue;
    }
    const b = before.objects[j++];
    if (!b || a.id !== b.id || !sameObject(a, b)) return null;
  }
  if (!entered || isSource(entered)) return null;
  // 2: every effect local, none granting or copying, none reading what its own layer writes (with the
  // parent's order known, in layers 1-3 only: order-replay.ts checks the object makes no dependency).
  const ordered = log !== undefined;
  if (after.effects.some((e) => floatingBlocks(e, id, ordered))) return null;
  if (abilitiesBlock(scanView(before, after), ordered)) return null;
  if (abilitiesBlock(scanView({ ...before, objects: [entered] }, { ...after, effects: [] }), ordered)) return null;
  // The new object: its twin's result (whatever dependency it could make, its twin already makes),
  // or the parent's order replayed on it, or what a pass over the sources and it alone gives.
  // (With effects that read what their layer writes, a counter's timestamp may matter through a
  // dependency, 613.8a: then a twin has no counters.)
  const twin = ordered && hasCounters(entered) ? undefined : twinOf(before, entered, after.effects);
  const had = twin && result.objects[twin.id];
  const mine = had ? asTwin(had, entered) : seenAfter(after, entered, log);
  if (!mine) return null;
  // The new object last (as entering puts it): the parent's entries, it added after them.
  if (after.objects[after.objects.length - 1] === entered) return withEntry(result, id, mine);
  const objects: Record<string, ObjectResult> = {};
  for (const o of after.objects) {
    const r = o === entered ? mine : result.objects[o.id];
    if (!r) return null;
    objects[o.id] = r;
  }
  return { ...result, objects };
}

export function hasCounters(o: GameObject): boolean {
  for (const _ in o.counters) return true;
  return false;
}

/**
 * Whatever dependency `o` (an object of `state` with no counters) makes (613.8a), does another object,
 * its twin, make it too (the same record through every layer)? Then the order is the same without `o`.
 */
export function twinned(state: GameState, o: GameObject): boolean {
  if (hasCounters(o) || state.objects.some((x) => refersTo(x, o.id))) return false;
  return twinOf(state, o, state.effects) !== undefined;
}

/** The twin's entry for `o`: its own id and timestamp, lists of its own. */
export function asTwin(had: ObjectResult, o: GameObject): ObjectResult {
  return {
    ...had,
    id: o.id,
    timestamp: o.timestamp,
    colors: [...had.colors],
    types: [...had.types],
    subtypes: [...had.subtypes],
    supertypes: [...had.supertypes],
    abilities: [...had.abilities],
    counters: { ...had.counters },
  };
}

/** Fields that tell objects apart without changing what happens to them (see above); counters are compared by count below. */
const IDENTITY = new Set(['id', 'incarnation', 'timestamp', 'counters']);

/** The same record but for id, incarnation and timestamp (and `also`: the starting controller, control-patch.ts), with only +N/+M counters, in equal numbers. */
function sameButIdentity(a: GameObject, b: GameObject, also?: string): boolean {
  let n = 0;
  for (const k in a) {
    n++;
    const x = a[k as keyof GameObject];
    if (x === b[k as keyof GameObject] || IDENTITY.has(k) || k === also) continue;
    if (k !== 'choices' || !sameShallow(a.choices, b.choices)) return false;
  }
  for (const _ in b) n--;
  if (n !== 0) return false;
  for (const k in a.counters) if (!ptCounter(k) || a.counters[k]?.count !== b.counters[k]?.count) return false;
  for (const k in b.counters) if (!(k in a.counters)) return false;
  return true;
}

const names = (e: FloatingEffect, id: string): boolean =>
  (e.locked ?? []).some((r) => r.id === id) || e.targets.some((t) => 'id' in t && t.id === id);

/**
 * An object of `before` that nothing tells apart from `entered` but its identity (see above), if any.
 * With `controlled`, one that may start from another controller but ends layer 2 with the given one
 * in `before`'s result (control-patch.ts).
 */
export function twinOf(
  before: GameState,
  entered: GameObject,
  effects: readonly FloatingEffect[],
  controlled?: { by: string; result: EvaluationResult },
): GameObject | undefined {
  if (entered.faceDown || entered.merged || effects.some((e) => names(e, entered.id))) return undefined;
  for (const t of before.objects) {
    if (t.card !== entered.card || !sameButIdentity(t, entered, controlled && 'baseController')) continue;
    if (t.id === entered.id || (controlled && controlled.result.objects[t.id]?.controller !== controlled.by)) continue;
    if (effects.some((e) => names(e, t.id))) continue;
    if (before.objects.some((o) => refersTo(o, t.id))) continue;
    return t;
  }
  return undefined;
}
