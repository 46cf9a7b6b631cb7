#!/usr/bin/env node
/**
 * Draws cards at random from the held-out parts of both reference pools (src/cards/held-out.ts:
 * FNV-1a of "<split seed>:<card name>" modulo 5, bucket 0), half from each, keeping only cards
 * with at least one sentence the documented classification (src/oracle/classify.ts) counts as a
 * continuous effect. Whether the compiler reads a sentence plays no part in the draw. Writes the
 * drawn cards, in draw order, to a card file in Scryfall's format holding only the fields the
 * compiler reads (the `cards:` file of examples/held-out/), and prints their names.
 *
 *   npm run build && node scripts/corpus-to-scryfall.mjs && node scripts/draw-held-out.mjs [--seed N] [--count N] [--out FILE]
 *
 * Defaults: draw seed 2026, 100 cards, examples/held-out/cards.json. The same seed draws the same
 * cards on every machine (a mulberry32 shuffle of each pool's held-out part in file order).
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_SPLIT_SEED, isHeldOut } from '../dist/cards/held-out.js';
import { toCompilerInput } from '../dist/cards/schema.js';
import { compileCard } from '../dist/oracle/index.js';
import { openPool, POOLS, root, wholeOption } from './pools.mjs';
const args = process.argv.slice(2);
const seed = wholeOption(args, '--seed', 2026);
const count = wholeOption(args, '--count', 100);
const outAt = args.indexOf('--out');
const out = outAt < 0 ? join(root, 'examples/held-out/cards.json') : args[outAt + 1];
if (out === undefined) {
  console.error('--out: a file path');
  process.exit(2);
}

/** mulberry32: a small seeded generator, so the draw is the same everywhere. */
function random(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


/** Only the fields the compiler reads, so the committed file stays small. */
const FIELDS = [
  'name',
  'layout',
  'mana_cost',
  'type_line',
  'oracle_text',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'colors',
  'color_indicator',
];
function slim(card) {
  const o = { object: 'card' };
  for (const f of FIELDS) if (card[f] !== undefined) o[f] = card[f];
  if (card.card_faces !== undefined)
    o.card_faces = card.card_faces.map((face) => {
      const f2 = { object: 'card_face' };
      for (const f of FIELDS) if (face[f] !== undefined && f !== 'layout') f2[f] = face[f];
      return f2;
    });
  return o;
}

const drawn = [];
const next = random(seed);
for (const [i, { file }] of POOLS.entries()) {
  const cardFile = openPool(file);
  const heldOut = [];
  for (let k = 0; k < cardFile.entries.length; k++) {
    if (!isHeldOut(cardFile.entries[k].name, DEFAULT_SPLIT_SEED)) continue;
    const data = cardFile.card(k);
    if (data.ok) heldOut.push(data.value);
  }
  // Fisher-Yates with the seeded generator, then the first cards with a continuous-effect sentence.
  for (let k = heldOut.length - 1; k > 0; k--) {
    const j = Math.floor(next() * (k + 1));
    [heldOut[k], heldOut[j]] = [heldOut[j], heldOut[k]];
  }
  const want = i === 0 ? Math.ceil(count / 2) : Math.floor(count / 2);
  let taken = 0;
  for (const card of heldOut) {
    if (taken === want) break;
    const sentences = compileCard(toCompilerInput(card)).report.sentences;
    if (!sentences.some((s) => s.continuous)) continue;
    drawn.push({ pool: relative(root, file), card: slim(card) });
    taken++;
  }
}

writeFileSync(
  out,
  `${JSON.stringify(
    drawn.map((d) => d.card),
    null,
    2,
  )}\n`,
);
for (const [n, d] of drawn.entries()) console.log(`${String(n + 1).padStart(3)}  ${d.card.name}  (${d.pool})`);
console.error(`${drawn.length} cards written to ${relative(root, out)}`);
