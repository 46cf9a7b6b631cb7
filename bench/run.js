// Speed of a full layer pass (`npm run bench`): pruned dependency trials vs. the
// exhaustive reference, on boards of growing size. Prints figures and ratios.
import { Bench } from 'tinybench';
import { emptyState, enterObjects, evaluate, findCard } from '../dist/index.js';

const STATICS = [
  'Blood Moon',
  'Urborg, Tomb of Yawgmoth',
  'Humility',
  'Opalescence',
  'Mycosynth Lattice',
  'March of the Machines',
  'Glorious Anthem',
  'Crusade',
  'Levitation',
  'Darkest Hour',
  'Bad Moon',
  'Kwende, Pride of Femeref',
  'Elvish Champion',
  'Lord of Atlantis',
  'Goblin King',
  'Conspiracy',
];
const FILLER = ['Grizzly Bears', 'Forest', 'Llanowar Elves', 'Serra Angel', 'Sol Ring', 'Stomping Ground'];

function board(statics, others) {
  let state = emptyState();
  const add = (name, i, controller) => {
    const r = enterObjects(state, [{ id: `o${i}`, card: findCard(name), controller, choices: { creatureType: 'Elf' } }]);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  };
  let i = 0;
  for (let k = 0; k < statics; k++) add(STATICS[k % STATICS.length], i++, k % 2 ? 'opponent' : 'you');
  for (let k = 0; k < others; k++) add(FILLER[k % FILLER.length], i++, k % 3 ? 'you' : 'opponent');
  return state;
}

const sizes = [
  [4, 6],
  [8, 22],
  [16, 44],
  [16, 100],
];
const bench = new Bench({ time: 1500, warmupTime: 300 });
for (const [s, o] of sizes) {
  const state = board(s, o);
  bench.add(`${s} statics, ${s + o} objects, pruned`, () => evaluate(state, { trace: false }));
  bench.add(`${s} statics, ${s + o} objects, exhaustive`, () => evaluate(state, { exhaustive: true, trace: false }));
}
await bench.run();

const mean = (name) => bench.tasks.find((t) => t.name === name)?.result?.latency?.mean ?? Number.NaN;
console.log('board                                   pruned ms   exhaustive ms   exhaustive/pruned');
for (const [s, o] of sizes) {
  const p = mean(`${s} statics, ${s + o} objects, pruned`);
  const e = mean(`${s} statics, ${s + o} objects, exhaustive`);
  console.log(
    `${`${s} statics, ${s + o} objects`.padEnd(40)}${p.toFixed(2).padStart(9)}   ${e.toFixed(2).padStart(13)}   ${(e / p).toFixed(2).padStart(17)}`,
  );
}
const small = mean(`${sizes[0][0]} statics, ${sizes[0][0] + sizes[0][1]} objects, pruned`);
const large = mean(`${sizes[3][0]} statics, ${sizes[3][0] + sizes[3][1]} objects, pruned`);
console.log(`growth from ${sizes[0][0] + sizes[0][1]} to ${sizes[3][0] + sizes[3][1]} objects: ×${(large / small).toFixed(1)}`);
