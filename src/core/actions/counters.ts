/** Counters (122): putting and removing them, their timestamps (613.7c), and 704.5q. */
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { nextTimestamp } from './draft.js';

/** Put (n > 0) or remove (n < 0) counters of one kind; a new counter re-stamps its kind (613.7c). */
export function addCounters(state: GameState, obj: GameObject, kind: string, n: number): void {
  const cur = obj.counters[kind];
  if (n > 0) {
    obj.counters[kind] = { count: (cur?.count ?? 0) + n, timestamp: nextTimestamp(state) };
  } else if (n < 0 && cur) {
    const count = Math.max(0, cur.count + n);
    if (count === 0) delete obj.counters[kind];
    else obj.counters[kind] = { ...cur, count };
  }
}

/** 704.5q (a state-based action): +1/+1 and -1/-1 counters on one permanent cancel in pairs. */
export function annihilate(obj: GameObject): void {
  if (obj.zone !== 'battlefield') return;
  const plus = obj.counters['+1/+1'];
  const minus = obj.counters['-1/-1'];
  if (!plus || !minus) return;
  const n = Math.min(plus.count, minus.count);
  if (plus.count === n) delete obj.counters['+1/+1'];
  else obj.counters['+1/+1'] = { ...plus, count: plus.count - n };
  if (minus.count === n) delete obj.counters['-1/-1'];
  else obj.counters['-1/-1'] = { ...minus, count: minus.count - n };
}
