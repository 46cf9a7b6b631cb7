// `node bench/cost.js [--dist DIR] [sizes...]` (after `npm run build`): CPU time of loading, replaying
// and evaluating the generated scenarios of bench/cost-scenarios.js at growing sizes. `--dist` points
// at another build (the code before a change) to compare. CPU time, not wall time: the machine may be shared.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { opalescencesThenSong, switcherooCasts } from './cost-scenarios.js';

const args = process.argv.slice(2);
const d = args.indexOf('--dist');
const dist = d === -1 ? 'dist' : args[d + 1];
const sizes = args.filter((_, i) => d === -1 || (i !== d && i !== d + 1)).map(Number);
const lib = await import(pathToFileURL(resolve(dist, 'index.js')).href);
const cards = { findCard: lib.findCard, suggestCards: lib.suggestCards };
const cpu = () => process.cpuUsage().user / 1000;

function time(doc) {
  let t = cpu();
  const loaded = lib.loadScenario(JSON.stringify(doc), 'generated.json', { cards });
  if (!loaded.ok) throw new Error(lib.formatProblem?.(loaded.error.problems[0]) ?? 'bad input');
  const replayed = lib.replay(loaded.value);
  if (!replayed.ok) throw new Error('the replay failed');
  const replay = cpu() - t;
  t = cpu();
  lib.evaluate(replayed.value.state);
  const traced = cpu() - t;
  t = cpu();
  lib.evaluate(replayed.value.state, { trace: false });
  return { replay, traced, untraced: cpu() - t };
}

console.log(`${dist}: CPU ms (load + replay | evaluate with trace | without)`);
for (const [name, gen, dflt] of [
  ['Switcheroo casts', switcherooCasts, [50, 100, 200]],
  ['Opalescences + Song', opalescencesThenSong, [100, 300, 1000]],
]) {
  for (const n of sizes.length > 0 ? sizes : dflt) {
    const r = time(gen(n));
    console.log(
      `${name.padEnd(20)} ${String(n).padStart(5)}  ${r.replay.toFixed(0).padStart(7)} | ${r.traced.toFixed(0).padStart(7)} | ${r.untraced.toFixed(0).padStart(7)}`,
    );
  }
}
