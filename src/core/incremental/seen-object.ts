/**
 * A new object's result where effects may see it, without a full pass: the parent's order of
 * effects replayed on it (order-replay.ts), or a pass over the sources and it alone (under
 * leave-patch.ts's conditions 2 and 3).
 */
import type { Working } from '../effects/ops.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { evaluate, objectResult } from '../pass/evaluate.js';
import type { ObjectResult } from '../pass/trace.js';
import { isSource } from './locality.js';
import { type PassLog, replayOne } from './order-replay.js';

/**
 * Under 2 and 3, an object's result depends only on its own record and the sources' (their
 * records decide every layer's order): a pass over the sources and the object alone gives it.
 */
export function againstSources(state: GameState, o: GameObject): ObjectResult | undefined {
  return evaluate({ ...state, objects: state.objects.filter((x) => x === o || isSource(x)) }, { trace: false }).objects[o.id];
}

/**
 * A new object's result where effects may see it: the logged order replayed on it, if it makes no
 * dependency there (order-replay.ts); without a log, a pass over the sources and it alone. The
 * replay doesn't know an object's own counters, face-down status or merged components (their
 * effects are not in the parent's log): with any of these, undefined.
 */
export function seenAfter(
  state: GameState,
  o: GameObject,
  log: PassLog | undefined,
  records?: ReadonlyMap<string, Working>,
): ObjectResult | undefined {
  if (!log) return againstSources(state, o);
  const r = seenRecord(state, o, log, records);
  return r && objectResult(o, r);
}

/** seenAfter's record, with the log (undefined where seenAfter would be). */
export function seenRecord(state: GameState, o: GameObject, log: PassLog, records?: ReadonlyMap<string, Working>): Working | undefined {
  if (o.faceDown || o.merged) return undefined;
  for (const _ in o.counters) return undefined;
  const r = replayOne(log, state, o, true, records);
  return r.induces ? undefined : r.record;
}
