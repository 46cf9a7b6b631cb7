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
import { coverage } from '../dist/cards/coverage.js';
import { DEFAULT_SPLIT_SEED } from '../dist/cards/held-out.js';
import { renderCoverage } from '../dist/cli/render-coverage.js';
import { plain } from '../dist/cli/style.js';
import { openPool, POOLS, wholeOption } from './pools.mjs';
const args = process.argv.slice(2);
const seed = wholeOption(args, '--seed', DEFAULT_SPLIT_SEED);
const top = wholeOption(args, '--top', 15);


const rows = [];
const listings = [];
for (const pool of POOLS) {
  const cardFile = openPool(pool.file);
  for (const part of ['dev', 'held-out']) {
    const r = coverage(cardFile, { part, seed, top });
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
