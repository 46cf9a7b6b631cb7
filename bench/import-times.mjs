#!/usr/bin/env node
/**
 * Part of `npm run bench`: how long importing each entry of the built package takes in a fresh
 * Node process (the median of 7 runs, each a new process, so nothing is cached between them).
 * Run alone with `npm run build && node bench/import-times.mjs`.
 */
import { spawnSync } from 'node:child_process';

const ENTRIES = {
  // Node resolves the root to dist/node.js (the `node` condition), which loads yaml, zod and the
  // Oracle compiler on first use; dist/index.js is the root as bundlers see it, everything at once.
  'mtg-layers': '../dist/node.js',
  'mtg-layers (index.js)': '../dist/index.js',
  'mtg-layers/core': '../dist/core/index.js',
  'mtg-layers/catalog': '../dist/catalog/index.js',
  'mtg-layers/scenario': '../dist/scenario/index.js',
  'mtg-layers/explain': '../dist/explain/index.js',
};
const RUNS = 7;

function once(file) {
  const url = new URL(file, import.meta.url).href;
  const code = `const t = performance.now(); await import(${JSON.stringify(url)}); console.log(performance.now() - t);`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`importing ${file} failed: ${r.stderr}`);
  return Number(r.stdout.trim());
}

console.log(`import time, median of ${RUNS} fresh processes (ms):`);
for (const [name, file] of Object.entries(ENTRIES)) {
  const times = Array.from({ length: RUNS }, () => once(file)).sort((a, b) => a - b);
  console.log(`  ${name.padEnd(22)} ${times[Math.floor(RUNS / 2)].toFixed(1)}`);
}
