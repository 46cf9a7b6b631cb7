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

import type { Working } from '../effects/ops.js';
import type { GameState } from '../model/state.js';
import { objectResult } from '../pass/evaluate.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { abilitiesBlock, floatingBlocks, isSource } from './locality.js';
import type { PassLog } from './order-replay.js';
import { countingSubjects, countsObjects, rereadEntries } from './rereads.js';
import { withEntries } from './result-entries.js';
import { addedObject, keepsEffects, sameGame, scanView } from './same-position.js';
import { seenAfter, seenRecord } from './seen-object.js';
import { asTwin, hasCounters, twinOf } from './twins.js';

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
  records: Map<string, Working> = new Map(),
): EvaluationResult | null {
  if (after.objects.length !== before.objects.length + 1 || after.effects.length !== before.effects.length) return null;
  if (!sameGame(before, after)) return null;
  if (!keepsEffects(before, after)) return null;
  const entered = addedObject(before, after, id);
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
  // With the parent's order known and an effect that counts objects, its record by the replay (kept for
  // later rereads), and the effects that count where it entered read it again (rereads.ts).
  let mine: ObjectResult | undefined;
  let reread: [string, ObjectResult][] = [];
  if (log && countsObjects(after)) {
    const record = seenRecord(after, entered, log, records);
    if (!record) return null;
    records.set(id, record);
    const entries = rereadEntries(after, log, countingSubjects(after, [entered.zone], id), records);
    if (!entries) return null;
    mine = objectResult(entered, record);
    reread = entries;
  } else {
    const twin = ordered && hasCounters(entered) ? undefined : twinOf(before, entered, after.effects);
    const had = twin && result.objects[twin.id];
    mine = had ? asTwin(had, entered) : seenAfter(after, entered, log, records);
  }
  if (!mine) return null;
  // The new object last (as entering puts it): the parent's entries, it added after them.
  if (after.objects[after.objects.length - 1] === entered) return withEntries(result, [...reread, [id, mine]]);
  const replaced = new Map(reread);
  const objects: Record<string, ObjectResult> = {};
  for (const o of after.objects) {
    const r = o === entered ? mine : (replaced.get(o.id) ?? result.objects[o.id]);
    if (!r) return null;
    objects[o.id] = r;
  }
  return { ...result, objects };
}
