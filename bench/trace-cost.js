// What the trace costs, in one process (issue #27 point 4): `node bench/trace-cost.js FILE [REPS]`
// (after `npm run build`) loads a scenario file once, then times, median CPU ms over REPS calls each
// (default 5): `evaluate(state, {trace: false})` (what the `evaluate` table and an engine use), the
// same with the trace, and the trace with the `--json` document written to /dev/null as the CLI
// writes it. The boards: `python3 ../shared/tools/floor/gen-board.py anthems 8000 > FILE`.
import { openSync, readFileSync, writeSync } from 'node:fs';
import { writeJson } from '../dist/cli/json-out.js';
import * as lib from '../dist/index.js';

const [file, reps = '5'] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: node bench/trace-cost.js FILE [REPS]');
  process.exit(2);
}
const loaded = lib.loadScenario(readFileSync(file, 'utf8'), file, { cards: { findCard: lib.findCard, suggestCards: lib.suggestCards } });
if (!loaded.ok) {
  console.error(loaded.error.problems.map(lib.formatProblem).join('\n'));
  process.exit(2);
}
const replayed = lib.replay(loaded.value, { checkpoints: false });
if (!replayed.ok) {
  console.error(replayed.error.message);
  process.exit(2);
}
const { state } = replayed.value;
const devNull = openSync('/dev/null', 'w');
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function median(f) {
  f(); // warm-up
  const times = [];
  for (let k = 0; k < Number(reps); k++) {
    const c = cpuMs();
    f();
    times.push(cpuMs() - c);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}
const off = median(() => lib.evaluate(state, { trace: false }));
const on = median(() => lib.evaluate(state));
const json = median(() => {
  const result = lib.evaluate(state);
  writeJson({ text: (t) => writeSync(devNull, t), bytes: (b) => writeSync(devNull, b) }, { formatVersion: 1, ...result, warnings: [] });
});
const f = (x) => x.toFixed(0).padStart(8);
console.log(`${file}: ${state.objects.length} objects, median CPU ms of ${reps}`);
console.log(`evaluate, trace off        ${f(off)}`);
console.log(`evaluate, trace on         ${f(on)}   ×${(on / off).toFixed(2)}`);
console.log(`trace on, JSON written     ${f(json)}   ×${(json / off).toFixed(2)}`);
