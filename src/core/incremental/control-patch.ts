/**
 * The evaluator's shortcut for a control change (`apply({kind: 'gainControl', …})`): the new result
 * is the parent's with the object's own entry made afresh, when all of this holds (otherwise the
 * caller evaluates in full):
 *
 * 1. The only changes are one new floating effect, which sets the controller of that object alone
 *    (layer 2, 613.1b; a set locked by object, 611.2c), and maybe that object's own record (506.4:
 *    removed from combat): every other record, the earlier floating effects, life totals and
 *    designations as they were.
 * 2. The object is the source of nothing (no face of its card makes a static effect), so no effect
 *    has it as its source and none changes what "you" means for it (611.2a: a static ability's
 *    "you" is its source's controller); and the position's effects are those of the leave shortcut
 *    (leave-patch.ts, 3): local (no count, sum or relation over objects: "creatures you control"
 *    reads the affected object's controller and the source's alone), none reading what its own
 *    layer writes, none granting a static ability or copying.
 *
 * Then no other object's result can read the object's controller, and no layer's order changes
 * (as for a permanent leaving, 613.8a): the others keep their results. The object's own result is:
 * - the parent's, when it already had that controller there and its record is unchanged: the new
 *   effect has the latest timestamp, so it ends layer 2 with that controller as before (613.7), and
 *   the layers after 2 see the same record;
 * - or a twin's (enter-patch.ts's twinOf: the same record but for identity and starting controller,
 *   ending layer 2 with that controller in the parent, and named by no floating effect; with no copy
 *   effect, 2, both leave layer 2 as the same record);
 * - otherwise what a pass over the sources and it alone gives (leave-patch.ts's againstSources).
 */

import type { Working } from '../effects/ops.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { floatingCandidate } from '../pass/candidates.js';
import { objectResult } from '../pass/evaluate.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { abilitiesBlock, floatingBlocks, isSource } from './locality.js';
import { type PassLog, replayOne, withSteps } from './order-replay.js';
import { countingSubjects, countsObjects, rereadEntries } from './rereads.js';
import { withEntries, withEntry } from './result-entries.js';
import { keepsEffects, onlyChanged, sameGame, sameObject, scanView } from './same-position.js';
import { againstSources } from './seen-object.js';
import { asTwin, hasCounters, twinned, twinOf } from './twins.js';

/**
 * The result after `after` = `before` with the object `id` under the control of `player`, or null
 * when it has to be evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchControl(
  before: GameState,
  after: GameState,
  id: string,
  player: string,
  result: EvaluationResult,
  log?: PassLog,
  records: Map<string, Working> = new Map(),
): EvaluationResult | null {
  // 1: one new effect, setting that object's controller; the other records as they were.
  const n = before.effects.length;
  const added = after.effects[n];
  if (after.objects.length !== before.objects.length || after.effects.length !== n + 1 || !sameGame(before, after)) return null;
  if (!keepsEffects(before, after)) return null;
  if (added?.locked?.length !== 1 || added.locked[0]?.id !== id || added.ops.some((op) => op.op !== 'control')) return null;
  const changed = onlyChanged(before, after, id);
  if (changed === null) return null;
  const { moved, old } = changed;
  // 2: the source of nothing; every effect local, none granting or copying.
  const ordered = log !== undefined;
  if (isSource(moved) || after.effects.some((e) => floatingBlocks(e, id, ordered))) return null;
  if (abilitiesBlock(scanView(before, after), ordered)) return null;
  const prev = result.objects[id];
  // The same controller as before and the same record: the same object through every layer.
  if (prev?.controller === player && sameObject(moved, old)) return withEntry(result, id, prev);
  // The effects that count objects on the battlefield ("Forests you control") read it again (rereads.ts).
  if (log && countsObjects(after)) return reread(before, after, old, moved, added, log, records, result);
  const own = log
    ? replayed(before, after, old, moved, added, log, player, result, records)
    : unordered(before, moved, player, result, after);
  if (!own) return null;
  return withEntry(result, id, own);
}

/** With counting effects to read the object again: its record by the replay (no twin: a twin's result has no record), then theirs. */
function reread(
  before: GameState,
  after: GameState,
  old: GameObject,
  moved: GameObject,
  added: FloatingEffect,
  log: PassLog,
  records: Map<string, Working>,
  result: EvaluationResult,
): EvaluationResult | null {
  if (!twinned(before, old) && replayOne(log, before, old, true, records).induces) return null;
  const next = controlLog(log, added);
  const r = next && replayOne(next, after, moved, true, records);
  if (!r || r.induces) return null;
  records.set(moved.id, r.record);
  const entries = rereadEntries(after, log, countingSubjects(after, [old.zone, moved.zone], moved.id), records);
  return entries && withEntries(result, [...entries, [moved.id, objectResult(moved, r.record)]]);
}

function unordered(before: GameState, moved: GameObject, player: string, result: EvaluationResult, after: GameState) {
  const twin = twinOf(before, moved, before.effects, { by: player, result });
  const had = twin && result.objects[twin.id];
  return had ? asTwin(had, moved) : againstSources(after, moved);
}

/**
 * With the parent's order known (order-replay.ts): the object as it was made no dependency there,
 * nor does it under the new controller, with the new effect last in layer 2 (613.7: it is the latest,
 * and nothing in layer 2 depends on anything under 2); its result is its twin's (which makes the same
 * dependencies, none) or the order replayed on it.
 */
function replayed(
  before: GameState,
  after: GameState,
  old: GameObject,
  moved: GameObject,
  added: FloatingEffect,
  log: PassLog,
  player: string,
  result: EvaluationResult,
  records: ReadonlyMap<string, Working>,
): ObjectResult | undefined {
  if (!twinned(before, old) && replayOne(log, before, old, true, records).induces) return undefined;
  const twin = hasCounters(moved) ? undefined : twinOf(before, moved, before.effects, { by: player, result });
  const had = twin && result.objects[twin.id];
  if (had) return asTwin(had, moved);
  const next = controlLog(log, added);
  if (!next) return undefined;
  const r = replayOne(next, after, moved, true, records);
  return r.induces ? undefined : objectResult(moved, r.record);
}

/** The child's log: the new control effect last in layer 2, or null if it isn't the latest there (613.7). */
export function controlLog(log: PassLog, added: FloatingEffect): PassLog | null {
  return withSteps(log, [{ layer: '2', candidate: floatingCandidate(added) }]);
}
