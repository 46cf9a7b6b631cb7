// bench/run.js's sections on real workloads (6-9): realistic boards against the floor, depth-20
// playouts through createEvaluator, growth in permanent control effects, memory per retained node.
// Boards come from bench/realistic.js. TUNING seeds are the ones looked at while making the
// evaluator faster; HELD_OUT seeds were never looked at, and are reported on their own.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTION_MIX, randomAction, randomStream, realisticEntries, realisticState } from './realistic.js';

const here = dirname(fileURLToPath(import.meta.url));

export const TUNING = [1, 2, 3];
export const HELD_OUT = [9001, 9002];

const fmt = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const pad = (s, n) => String(s).padStart(n);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Section 6: one full pass (trace off) on realistic boards, against the floor where the floor knows every card. */
export function realisticPasses(lib, floor, measure, quick) {
  console.log('\n6. Realistic boards: one full pass, trace off (median CPU ms). "engine": the whole board; "floor board": the');
  console.log("   same seed dealt from the floor's cards alone (no Auras, Equipment, control, graveyards), engine and floor");
  console.log(
    `${'board'.padEnd(22)}${pad('objects', 8)}${pad('engine', 10)}${pad('floor board', 12)}${pad('floor', 10)}${pad('ratio', 8)}`,
  );
  const sizes = quick ? [50, 200, 1000] : [50, 200, 500, 1000];
  const rows = [];
  for (const [label, seeds] of [
    ['tuning', TUNING],
    ['held-out', HELD_OUT],
  ]) {
    console.log(`(${label} boards)`);
    for (const seed of seeds)
      for (const players of [2, 4])
        for (const objects of sizes) {
          const board = realisticEntries(seed, { objects, players });
          const state = realisticState(lib, board);
          const en = measure(() => lib.evaluate(state, { trace: false }), { samples: objects > 500 ? 5 : 7 });
          let fl = Number.NaN;
          let en2 = Number.NaN;
          if (floor) {
            // The same seed with the floor's cards alone (no Auras, Equipment, control or graveyards).
            const known = (name) => {
              try {
                floor.buildFloor([{ name, controller: 'you', choices: {} }]);
                return true;
              } catch {
                return false;
              }
            };
            const plain = realisticEntries(seed, { objects, players, only: known });
            const objs = floor.buildFloor(plain.entries);
            const plainState = realisticState(lib, plain);
            fl = measure(() => floor.floorPass(objs), { samples: 7 });
            en2 = measure(() => lib.evaluate(plainState, { trace: false }), { samples: objects > 500 ? 5 : 7 });
          }
          rows.push({ label, seed, players, objects, engine: en, floorBoard: en2, floor: fl });
          console.log(
            `${`seed ${seed}, ${players} players`.padEnd(22)}${pad(objects, 8)}${pad(fmt(en), 10)}${pad(fmt(en2), 12)}${pad(fmt(fl, 3), 10)}${pad(fmt(en2 / fl, 1), 8)}`,
          );
        }
  }
  return rows;
}

/**
 * Playouts: from the root position of a board, `count` playouts of `depth` random actions (the mix of
 * realistic.js), each applied to the evaluator of the previous position, then its result. Returns the
 * wall µs of each action (apply + result) by kind, the evaluator's paths by kind, and the reasons of its full passes by kind.
 */
export function playouts(lib, state, { seed, count, depth }) {
  const r = randomStream(seed);
  const root = lib.createEvaluator(state);
  root.result();
  const times = new Map();
  const paths = new Map();
  const reasons = new Map();
  let step = 0;
  for (let p = 0; p < count; p++) {
    let ev = root;
    for (let d = 0; d < depth; d++) {
      const { kind, action } = randomAction(lib, ev.state, r, step++);
      const t = performance.now();
      const next = ev.apply(action);
      if (!next.ok) continue;
      next.value.result();
      const us = (performance.now() - t) * 1000;
      ev = next.value;
      if (!times.has(kind)) times.set(kind, []);
      times.get(kind).push(us);
      const path = ev.path();
      if (!paths.has(kind)) paths.set(kind, new Map());
      paths.get(kind).set(path, (paths.get(kind).get(path) ?? 0) + 1);
      // Why a full pass was taken (the evaluator's reason(): docs/performance.md lists them).
      const why = ev.reason?.();
      if (why === undefined) continue;
      if (!reasons.has(kind)) reasons.set(kind, new Map());
      reasons.get(kind).set(why, (reasons.get(kind).get(why) ?? 0) + 1);
    }
  }
  return { times, paths, reasons };
}

function playoutRow(name, xs, fullShare) {
  const s = [...xs].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(14)}${pad(s.length, 7)}${pad(fmt(quantile(s, 0.5), 0), 9)}${pad(fmt(quantile(s, 0.95), 0), 9)}${pad(fmt(quantile(s, 0.99), 0), 9)}${pad(`${fmt(fullShare * 100, 0)} %`, 8)}`,
  );
}

/** Section 7: playouts on 200-object boards (tuning, then held-out), per action kind. */
export function playoutSection(lib, quick) {
  console.log('\n7. Playouts: depth-20 random playouts from a root through createEvaluator, µs per action (apply + result, wall)');
  const count = quick ? 30 : 100;
  const summary = [];
  for (const [label, seeds] of [
    ['tuning', TUNING],
    ['held-out', HELD_OUT],
  ])
    for (const seed of seeds)
      for (const players of [2, 4]) {
        const state = realisticState(lib, realisticEntries(seed, { objects: 200, players }));
        // Warm-up (V8 compiles the pass and the shortcuts), then the measured playouts.
        playouts(lib, state, { seed: seed + 7, count: 10, depth: 20 });
        const { times, paths, reasons } = playouts(lib, state, { seed, count, depth: 20 });
        console.log(`(${label}) seed ${seed}, ${players} players, 200 objects, ${count} playouts`);
        console.log(`${'action'.padEnd(14)}${pad('n', 7)}${pad('median', 9)}${pad('p95', 9)}${pad('p99', 9)}${pad('full', 8)}  paths`);
        const all = [];
        let fulls = 0;
        for (const [kind] of ACTION_MIX) {
          const xs = times.get(kind) ?? [];
          const ps = paths.get(kind) ?? new Map();
          const why = [...(reasons.get(kind) ?? new Map())].map(([k, v]) => `${k} ${v}`).join(', ');
          const full = ps.get('full') ?? 0;
          fulls += full;
          all.push(...xs);
          if (xs.length === 0) continue;
          const s = [...xs].sort((a, b) => a - b);
          console.log(
            `${kind.padEnd(14)}${pad(s.length, 7)}${pad(fmt(quantile(s, 0.5), 0), 9)}${pad(fmt(quantile(s, 0.95), 0), 9)}${pad(fmt(quantile(s, 0.99), 0), 9)}${pad(`${fmt((full / xs.length) * 100, 0)} %`, 8)}  ${[...ps].map(([k, v]) => `${k} ${v}`).join(', ')}${why ? ` (full: ${why})` : ''}`,
          );
        }
        playoutRow('all', all, fulls / all.length);
        const s = [...all].sort((a, b) => a - b);
        summary.push({ label, seed, players, median: quantile(s, 0.5), p99: quantile(s, 0.99), full: fulls / all.length });
      }
  return summary;
}

/**
 * Section 8: one evaluate with N permanent control effects (a long game line: creatures stolen back
 * and forth, each gainControl a floating control effect with no end, 613.1b).
 */
export function controlGrowth(lib, measure) {
  console.log('\n8. Growth in effects: one evaluate with N permanent control effects (median CPU ms; linear is ×2 from 100 to 200)');
  const board = realisticEntries(TUNING[0], { objects: 200, players: 2 });
  const base = realisticState(lib, board);
  const bodies = base.objects.filter((o) => o.zone === 'battlefield' && o.card.types.includes('Creature')).map((o) => o.id);
  const out = {};
  for (const n of [10, 50, 100, 200]) {
    let s = base;
    for (let k = 0; k < n; k++) {
      const r = lib.gainControl(s, bodies[k % bodies.length], k % 2 ? 'you' : 'opponent');
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    out[n] = measure(() => lib.evaluate(s, { trace: false }), { samples: 5 });
    console.log(
      `${`${n} control effects`.padEnd(22)}${pad(fmt(out[n]), 10)} ms${n > 10 ? `   ×${fmt(out[n] / out[n === 50 ? 10 : n / 2])} from ${n === 50 ? 10 : n / 2}` : ''}`,
    );
  }
  return out;
}

/** Section 9: heap kept per retained evaluator node (bench/retained.js, one process per row). */
export function retainedMemory() {
  console.log('\n9. Memory kept per retained evaluator node (a line of 60 positions from a 200-object realistic board; KiB per node)');
  const rows = {
    full: 'result by a full pass',
    released: 'the same, then release()',
    counter: 'result by a shortcut (counter)',
  };
  const out = {};
  for (const [how, label] of Object.entries(rows)) {
    const r = spawnSync(process.execPath, ['--expose-gc', join(here, 'retained.js'), how], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const { bytesPerNode } = JSON.parse(r.stdout);
    out[how] = bytesPerNode / 1024;
    console.log(`${label.padEnd(34)}${pad(fmt(out[how], 1), 9)} KiB`);
  }
  return out;
}
