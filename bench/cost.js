// `node bench/cost.js [--dist DIR] [--all] [sizes...]` (after `npm run build`): CPU time of loading and replaying,
// and of one evaluation with and without the trace, for the generated scenarios of bench/cost-scenarios.js
// at growing sizes, with the growth from the second-largest size to the largest (linear growth is their
// ratio: 1000/300 gives 3.3). `--dist` points at another build (the code before a change) to compare. CPU
// time, not wall time: the machine may be shared. The last generator is held out of tuning.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bloodMoonsAndUrborgs, opalescencesThenSong, switcherooCasts } from './cost-scenarios.js';

const args = process.argv.slice(2);
const d = args.indexOf('--dist');
const dist = d === -1 ? 'dist' : args[d + 1];
const all = args.includes('--all');
const sizes = args.filter((a, i) => a !== '--all' && (d === -1 || (i !== d && i !== d + 1))).map(Number);
const lib = await import(pathToFileURL(resolve(dist, 'index.js')).href);
const cards = { findCard: lib.findCard, suggestCards: lib.suggestCards };
const cpu = () => process.cpuUsage().user / 1000;

function time(doc) {
  let t = cpu();
  const loaded = lib.loadScenario(JSON.stringify(doc), 'generated.json', { cards });
  if (!loaded.ok) throw new Error(lib.formatProblem?.(loaded.error.problems[0]) ?? 'bad input');
  const load = cpu() - t;
  t = cpu();
  const replayed = lib.replay(loaded.value);
  if (!replayed.ok) throw new Error('the replay failed');
  const replay = cpu() - t;
  const state = replayed.value.state;
  t = cpu();
  lib.evaluate(state);
  const traced = cpu() - t;
  t = cpu();
  lib.evaluate(state, { trace: false });
  return { load, replay, traced, untraced: cpu() - t, effects: state.effects.length, objects: state.objects.length };
}

const num = (x, w = 7) => x.toFixed(0).padStart(w);
console.log(`${dist}: CPU ms (load | replay | evaluate with trace | without), and the floating effects and objects of the position`);
// The held-out board beyond 300 only with --all (1,000: about 1.4 s traced, docs/performance.md).
for (const [name, gen, dflt, max] of [
  ['Switcheroo casts', switcherooCasts, [100, 300, 1000], Infinity],
  ['Opalescences + Song', opalescencesThenSong, [100, 300, 1000], Infinity],
  ['Urborgs + Blood Moons', bloodMoonsAndUrborgs, [100, 300], all ? Infinity : 300],
]) {
  const rows = [];
  for (const n of (sizes.length > 0 ? sizes : dflt).filter((k) => k <= max)) {
    const r = time(gen(n));
    rows.push([n, r]);
    console.log(
      `${name.padEnd(22)} ${String(n).padStart(5)}  ${num(r.load)} | ${num(r.replay)} | ${num(r.traced)} | ${num(r.untraced)}   ${r.effects} effects, ${r.objects} objects`,
    );
  }
  if (rows.length >= 2) {
    const [[n0, a], [n1, b]] = rows.slice(-2);
    const x = (p, q) => (p > 0 ? `x${(q / p).toFixed(1)}` : '-').padStart(7);
    console.log(
      `${''.padEnd(22)} ${`${n1}/${n0}`.padStart(9)} ${x(a.load, b.load)} | ${x(a.replay, b.replay)} | ${x(a.traced, b.traced)} | ${x(a.untraced, b.untraced)}   (linear: x${(n1 / n0).toFixed(1)})`,
    );
  }
}
