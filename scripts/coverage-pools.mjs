#!/usr/bin/env node
/**
 * `npm run coverage`: the Oracle compiler over both reference pools, each split into the part
 * grammar work is developed on and the held-out fifth it never reads (src/cards/held-out.ts:
 * FNV-1a of "<seed>:<card name>" modulo 5, bucket 0 held out). Prints the four figures (percent of
 * continuous-effect sentences read) with cards/s, then, for the developed-on parts only, the
 * unread continuous-effect shapes by family and the unread shapes that make no continuous effect.
 * The held-out parts' sentences are never printed.
 *
 *   npm run build && node scripts/corpus-to-scryfall.mjs && node scripts/coverage-pools.mjs [--seed N] [--top N]
 *
 * The same figures one at a time: `mtg-layers coverage FILE --part dev|held-out [--seed N]`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage } from '../dist/cards/coverage.js';
import { DEFAULT_SPLIT_SEED } from '../dist/cards/held-out.js';
import { fileSource } from '../dist/cards/node.js';
import { openCardFile } from '../dist/cards/open.js';
import { renderCoverage } from '../dist/cli/render-coverage.js';
import { plain } from '../dist/cli/style.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const v = args[at + 1];
  if (v === undefined || !/^\d{1,9}$/.test(v)) {
    console.error(`${name}: a whole number from 0 to 999999999 (got ${JSON.stringify(v)})`);
    process.exit(2);
  }
  return Number(v);
};
const seed = option('--seed', DEFAULT_SPLIT_SEED);
const top = option('--top', 15);

const pools = [
  { name: 'oracle corpus (today)', file: join(root, 'bench/.data/oracle-corpus.scryfall.json') },
  { name: 'Scryfall 2018', file: join(root, '../shared/reference/scryfall-2018-cards.json') },
];

const rows = [];
const listings = [];
for (const pool of pools) {
  if (!existsSync(pool.file)) {
    console.error(`${relative(root, pool.file)}: not found (run node scripts/corpus-to-scryfall.mjs for the corpus)`);
    process.exit(2);
  }
  const opened = openCardFile(pool.file, fileSource, relative(root, pool.file));
  if (!opened.ok) {
    for (const p of opened.error.problems) console.error(`${p.file}:${p.line}:${p.col}: ${p.message}`);
    process.exit(2);
  }
  for (const part of ['dev', 'held-out']) {
    const r = coverage(opened.value.file, { part, seed, top });
    rows.push({ pool: pool.name, part, r });
    if (part === 'dev') listings.push(renderCoverage(r, plain));
  }
}

const pad = (s, n) => String(s).padEnd(n);
const num = (s, n) => String(s).padStart(n);
console.log(`Continuous-effect sentences read (split seed ${seed}; held out: bucket 0 of 5 by card name)\n`);
console.log(
  `${pad('pool', 24)}${pad('part', 11)}${num('cards', 7)}${num('continuous', 12)}${num('read', 7)}${num('%', 8)}${num('cards/s', 9)}`,
);
for (const { pool, part, r } of rows)
  console.log(
    `${pad(pool, 24)}${pad(part, 11)}${num(r.cardsRead, 7)}${num(r.continuous, 12)}${num(r.continuousCompiled, 7)}${num(r.percent === null ? 'n/a' : r.percent.toFixed(1), 8)}${num(r.cardsPerSecond, 9)}`,
  );
for (const listing of listings) console.log(`\n${listing}`);
