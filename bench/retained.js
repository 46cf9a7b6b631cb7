// One measurement of bench/games.js's section 9, in a process of its own (so that no earlier
// section's caches or garbage blur the heap): `node --expose-gc bench/retained.js HOW` prints the
// heap kept per evaluator node, in bytes, for a line of 60 positions from a 200-object realistic
// board. HOW: `full` (each node's result by a full pass: a life change has no shortcut), `released` (the
// same, each node released after its result), `counter` (each result by the counter shortcut).
import * as lib from '../dist/index.js';
import { realisticEntries, realisticState } from './realistic.js';

const how = process.argv[2];
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const state = realisticState(lib, realisticEntries(1, { objects: 200, players: 2 }));
const target = state.objects.find((o) => o.zone === 'battlefield' && o.card.types.includes('Creature')).id;
const action =
  how === 'counter' ? { kind: 'counters', object: target, counters: { '+1/+1': 1 } } : { kind: 'life', player: 'you', amount: -1 };
const N = 60;
/** A line of N positions from a root, each kept; returns the root (whose evaluators hold the line). */
function line() {
  const kept = [lib.createEvaluator(state)];
  kept[0].result();
  for (let k = 0; k < N; k++) {
    const r = kept[k].apply(action);
    if (!r.ok) throw new Error(r.error.message);
    r.value.result();
    if (how === 'released') r.value.release();
    kept.push(r.value);
  }
  return kept;
}
line(); // warm-up: compiled code and the pass's caches across passes
const h0 = heap();
const kept = line();
const h1 = heap();
console.log(JSON.stringify({ how, bytesPerNode: (h1 - h0) / (N + 1), nodes: kept.length, paths: kept[0].stats() }));
