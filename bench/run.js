// Speed of the layer pass (`npm run bench`; `npm run bench -- --quick` for a short run;
// `-- --incremental` for sections 5 and 5b alone).
// Prints, in one run so that ratios compare like with like on a noisy machine:
//  1. one full pass (trace off) against the floor (../shared/tools/floor: a one-pass
//     reference with no dependency analysis), for the bench boards and the floor's
//     generated boards (anthems, lands, enchantments) at 1k-10k objects;
//  2. growth 8k/4k per board kind, engine and floor;
//  3. whole process (`mtg-layers evaluate FILE`, trace on as the CLI asks) on generated
//     scenario files, with its peak memory;
//  4. pruned dependency trials against the exhaustive reference;
//  5. the incremental evaluator: one small action then the new result, median µs (5b: on a
//     board of local effects, where the resolution, leave, enter and control shortcuts apply);
//  6-9. real workloads (bench/games.js, boards from bench/realistic.js): realistic boards against
//     the floor, depth-20 playouts per action kind with the share of full passes, growth in
//     permanent control effects, memory per retained evaluator node (`-- --games`: these alone).
// Times are median CPU ms per call (process CPU time: steadier than wall time under load).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as lib from '../dist/index.js';
import { BENCH_FILLER, BENCH_STATICS } from './boards.js';
import { controlGrowth, playoutSection, realisticPasses, retainedMemory } from './games.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const quick = process.argv.includes('--quick');
/** `--incremental`: sections 5 and 5b alone (the evaluator for search). */
const incrementalOnly = process.argv.includes('--incremental');
/** `--games`: sections 6-9 alone (real workloads). */
const gamesOnly = process.argv.includes('--games');
const FLOOR_DIR = join(root, '..', 'shared', 'tools', 'floor');
const floor = existsSync(join(FLOOR_DIR, 'floor.mjs')) ? await import(pathToFileURL(join(FLOOR_DIR, 'floor.mjs')).href) : null;

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median CPU ms per call of f, batched so each sample lasts ≥ 5 ms, within a CPU budget. */
function measure(f, { samples = 9, budgetMs = 4000, warmMs = 150 } = {}) {
  const w0 = cpuNow();
  let calls = 0;
  do {
    f();
    calls++;
  } while (cpuNow() - w0 < warmMs && calls < (warmMs > 150 ? 20000 : 500));
  const one = (cpuNow() - w0) / calls;
  const batch = Math.max(1, Math.ceil(5 / Math.max(one, 1e-4)));
  const out = [];
  const t0 = cpuNow();
  while (out.length < 3 || (out.length < samples && cpuNow() - t0 < budgetMs)) {
    const c = cpuNow();
    for (let k = 0; k < batch; k++) f();
    out.push((cpuNow() - c) / batch);
  }
  return med(out);
}

const fmt = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const pad = (s, n) => String(s).padStart(n);

// ---------------------------------------------------------------- boards
/** Entries { name, controller, choices } -> the engine's state (one batch, sequential timestamps). */
function stateOf(entries) {
  const specs = entries.map((e, i) => ({
    id: `o${i}`,
    card: lib.findCard(e.name),
    controller: e.controller,
    owner: e.controller,
    choices: e.choices,
    timestamp: i + 1,
  }));
  const r = lib.enterObjects(lib.emptyState(), specs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const BENCH = ['bench:4:6', 'bench:8:22', 'bench:16:44', 'bench:16:100'];
const KINDS = ['anthems', 'lands', 'enchantments'];
const SIZES = quick ? [1000, 4000, 8000] : [1000, 4000, 8000, 10000];

const rows = [];
function passRow(spec) {
  const { label, entries } = floor.boardOf(spec);
  const state = stateOf(entries);
  const objs = floor.buildFloor(entries);
  const effects = objs.reduce((k, o) => k + o.card.statics.length, 0);
  const big = entries.length > 3000;
  const fl = measure(() => floor.floorPass(objs), { samples: 9 });
  let result;
  const en = measure(
    () => {
      result = lib.evaluate(state, { trace: false });
    },
    { samples: big ? 3 : 7, warmMs: big ? 0 : 150, budgetMs: big ? 8000 : 4000 },
  );
  const row = { spec, label, objects: entries.length, effects, engine: en, floor: fl, ratio: en / fl };
  rows.push(row);
  console.log(
    `${label.padEnd(22)}${pad(row.objects, 8)}${pad(effects, 8)}${pad(fmt(en), 11)}${pad(fmt(fl, 3), 10)}${pad(fmt(row.ratio, 0), 8)}`,
  );
  return { row, result };
}

if (incrementalOnly) console.log('(--incremental: sections 5 and 5b only)');
else if (gamesOnly) console.log('(--games: sections 6-9 only)');
else if (floor) {
  console.log('\n1. One full pass, trace off (median CPU ms)');
  console.log(`${'board'.padEnd(22)}${pad('objects', 8)}${pad('effects', 8)}${pad('engine', 11)}${pad('floor', 10)}${pad('ratio', 8)}`);
  for (const spec of BENCH) passRow(spec);
  for (const kind of KINDS) for (const n of SIZES) passRow(`${kind}:${n}`);

  console.log('\n2. Growth from 4k to 8k objects (×, linear is 2)');
  for (const kind of KINDS) {
    const a = rows.find((r) => r.spec === `${kind}:4000`);
    const b = rows.find((r) => r.spec === `${kind}:8000`);
    console.log(`${kind.padEnd(22)} engine ×${fmt(b.engine / a.engine)}   floor ×${fmt(b.floor / a.floor)}`);
  }
} else console.log(`(no floor at ${FLOOR_DIR}: skipping the floor comparisons)`);

// ---------------------------------------------------------------- whole process
if (!incrementalOnly && !gamesOnly) {
  console.log('\n3. Whole process: mtg-layers evaluate FILE (wall s, CPU s = user + sys, peak RSS MB)');
  const OUT = join(here, '.out');
  mkdirSync(OUT, { recursive: true });
  const GEN = join(FLOOR_DIR, 'gen-board.py');
  const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  if (existsSync(GEN)) {
    const whole = {};
    for (const kind of KINDS) {
      for (const n of quick ? [4000, 8000] : [4000, 8000, 10000]) {
        const file = join(OUT, `${kind}-${n}.yaml`);
        if (!existsSync(file))
          writeFileSync(file, execFileSync('python3', [GEN, kind, String(n)], { encoding: 'utf8', maxBuffer: 1 << 28 }));
        const run = (extra) => {
          const args = [join(root, 'bin', 'mtg-layers.js'), 'evaluate', file, ...extra];
          const t = performance.now();
          // Standard output to /dev/null: the --json document of anthems 8000 is 514 MB.
          const stdio = ['ignore', 'ignore', 'pipe'];
          const r = TIME
            ? spawnSync(TIME, ['-f', '%U %S %M', process.execPath, ...args], { encoding: 'utf8', stdio })
            : spawnSync(process.execPath, args, { encoding: 'utf8', stdio });
          const s = (performance.now() - t) / 1000;
          const [u, sys, kb] = TIME ? (r.stderr.trim().split('\n').pop() ?? '').split(' ').map(Number) : [];
          return { s, cpu: u + sys, rss: kb / 1024, status: r.status };
        };
        const r = run([]);
        whole[`${kind}:${n}`] = r.cpu;
        console.log(
          `${`${kind} ${n}`.padEnd(22)}${pad(fmt(r.s), 8)} s wall${pad(fmt(r.cpu), 8)} s CPU${pad(fmt(r.rss, 0), 8)} MB${r.status === 0 ? '' : `  exit ${r.status}`}`,
        );
        // The JSON document with its trace (issue #27: within 3× the CPU of the table), on the 8k boards.
        if (n === 8000) {
          const j = run(['--json']);
          console.log(
            `${'  --json'.padEnd(22)}${pad(fmt(j.s), 8)} s wall${pad(fmt(j.cpu), 8)} s CPU${pad(fmt(j.rss, 0), 8)} MB  ×${fmt(j.cpu / r.cpu)} CPU${j.status === 0 ? '' : `  exit ${j.status}`}`,
          );
        }
      }
      const a = whole[`${kind}:4000`];
      const b = whole[`${kind}:8000`];
      console.log(`${''.padEnd(22)}8k/4k ×${fmt(b / a)} (CPU)`);
    }
  } else console.log(`(no ${GEN})`);
}

// ---------------------------------------------------------------- pruned vs exhaustive
const STATICS = BENCH_STATICS;
const FILLER = BENCH_FILLER;
function benchEntries(statics, others) {
  const out = [];
  for (let k = 0; k < statics; k++)
    out.push({ name: STATICS[k % STATICS.length], controller: k % 2 ? 'opponent' : 'you', choices: { creatureType: 'Elf' } });
  for (let k = 0; k < others; k++)
    out.push({ name: FILLER[k % FILLER.length], controller: k % 3 ? 'you' : 'opponent', choices: { creatureType: 'Elf' } });
  return out;
}
const skip4 = incrementalOnly || gamesOnly;
if (!skip4) console.log('\n4. Dependency order: pruned trials vs the exhaustive reference (median CPU ms)');
if (!skip4) console.log(`${'board'.padEnd(30)}${pad('pruned', 10)}${pad('exhaustive', 12)}${pad('exh/pruned', 12)}`);
for (const [s, o] of skip4 ? [] : [[4, 6], [8, 22], [16, 44], [16, 100], ...(quick ? [] : [[200, 100]])]) {
  const state = stateOf(benchEntries(s, o));
  const once = (f) => {
    const c = cpuNow();
    f();
    return cpuNow() - c;
  };
  // The 200-effect board: one call each (the exhaustive pass takes tens of seconds).
  const p =
    s > 100 ? once(() => lib.evaluate(state, { trace: false })) : measure(() => lib.evaluate(state, { trace: false }), { samples: 5 });
  const e =
    s > 100
      ? once(() => lib.evaluate(state, { trace: false, exhaustive: true }))
      : measure(() => lib.evaluate(state, { trace: false, exhaustive: true }), { samples: 5 });
  console.log(`${`${s} statics, ${s + o} objects`.padEnd(30)}${pad(fmt(p), 10)}${pad(fmt(e), 12)}${pad(fmt(e / p, 1), 12)}`);
}

// ---------------------------------------------------------------- incremental
/** Every action of a section, and a full evaluate, in turn for `ms` of CPU time. */
function warmAll(state, base, actions, ms = 2000) {
  const t0 = cpuNow();
  while (cpuNow() - t0 < ms) {
    lib.evaluate(state, { trace: false });
    for (const make of Object.values(actions)) {
      const r = base.apply(make());
      if (!r.ok) throw new Error(r.error.message);
      r.value.result();
    }
  }
}

/**
 * One section of incremental rows on `state`: each action on a Grizzly Bears of the board, applied to
 * the same base evaluator, then its result (median µs), after a full evaluate for comparison.
 * `rows` names the actions to time, in order.
 */
function incrementalRows(state, rows) {
  const bodies = state.objects.filter((o) => o.card.types.includes('Creature') && o.card.name === 'Grizzly Bears').map((o) => o.id);
  const giant = lib.findCard('Giant Growth');
  const bears = lib.findCard('Grizzly Bears');
  let n = 0;
  const all = {
    '+1/+1 counter': () => ({ kind: 'counters', object: bodies[n++ % bodies.length], counters: { '+1/+1': 1 } }),
    'Giant Growth': () => ({
      kind: 'cast',
      spec: { id: `gg${n++}`, card: giant, controller: 'you', targets: [bodies[n % bodies.length]] },
    }),
    'creature enters': () => ({ kind: 'enter', specs: [{ id: `new${n++}`, card: bears, controller: 'you' }] }),
    'creature dies': () => ({ kind: 'move', object: bodies[n++ % bodies.length], zone: 'graveyard' }),
    'control change': () => ({ kind: 'gainControl', object: bodies[n++ % bodies.length], player: n % 2 ? 'opponent' : 'you' }),
  };
  const actions = Object.fromEntries(rows.map((name) => [name, all[name]]));
  // Each row runs code on object records of shapes the rows before it never made (an action
  // copies records, a move deletes fields), so V8 deoptimizes and recompiles much of the pass
  // on its first calls (on a compiler thread this CPU clock counts). Warmed only the default
  // 150 ms, a row's samples fell in that recompilation and read 2-4× one full pass; 1.5 s of
  // warm-up per row measures the steady state a search runs in.
  const WARM = { samples: 9, warmMs: 1500 };
  const base = lib.createEvaluator(state);
  base.result();
  // A search mixes the actions: warm them all together first (2 s), so that no row pays for
  // recompiling what the next one's records deoptimize (one run's Giant Growth row still read
  // 3× a full pass after its own 1.5 s, and one full pass when it came after the others).
  warmAll(state, base, actions);
  const full = measure(() => lib.evaluate(state, { trace: false }), WARM);
  console.log(`${'full evaluate'.padEnd(22)}${pad(fmt(full * 1000, 0), 9)} µs`);
  for (const [name, make] of Object.entries(actions)) {
    const us =
      measure(() => {
        const r = base.apply(make());
        if (!r.ok) throw new Error(r.error.message);
        r.value.result();
      }, WARM) * 1000;
    console.log(`${name.padEnd(22)}${pad(fmt(us, 0), 9)} µs`);
  }
}

if (!gamesOnly) {
  console.log('\n5. Incremental evaluator: one action, then the new result (200 objects, 20 statics; median µs)');
  incrementalRows(stateOf(benchEntries(20, 180)), ['+1/+1 counter', 'Giant Growth', 'creature enters', 'creature dies', 'control change']);

  // The same actions on a board whose effects are local (anthems, lords, Humility, color setters: no
  // count, no dependency, nothing outside the battlefield): the conditions of the resolution,
  // leave, enter and control shortcuts hold there (the board above has Mycosynth Lattice and Conspiracy, which reach
  // cards in the graveyard, and type-changing effects that read types, so it falls back).
  console.log('\n5b. The same, on a board of local effects (200 objects, 20 statics; median µs)');
  {
    const LOCAL = [
      'Glorious Anthem',
      'Crusade',
      'Bad Moon',
      'Levitation',
      'Darkest Hour',
      'Elvish Champion',
      'Lord of Atlantis',
      'Goblin King',
      'Humility',
    ];
    const entries = [];
    for (let k = 0; k < 20; k++) entries.push({ name: LOCAL[k % LOCAL.length], controller: k % 2 ? 'opponent' : 'you', choices: {} });
    for (let k = 0; k < 180; k++) entries.push({ name: FILLER[k % FILLER.length], controller: k % 3 ? 'you' : 'opponent', choices: {} });
    incrementalRows(stateOf(entries), ['+1/+1 counter', 'Giant Growth', 'creature enters', 'creature dies', 'control change']);
  }
}

if (!incrementalOnly) {
  realisticPasses(lib, floor, measure, quick);
  playoutSection(lib, quick);
  controlGrowth(lib, measure);
  retainedMemory();
}

console.log(`\npeak RSS of this process: ${fmt(process.resourceUsage().maxRSS / 1024, 0)} MB`);
console.log(
  `machine: ${(await import('node:os')).cpus().length} cpus, node ${process.version}, ${(await import('node:os')).cpus()[0]?.model ?? '?'}`,
);
