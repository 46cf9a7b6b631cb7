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
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SPLIT_SEED, isHeldOut } from '../dist/cards/held-out.js';
import { fileSource } from '../dist/cards/node.js';
import { openCardFile } from '../dist/cards/open.js';
import { toCompilerInput } from '../dist/cards/schema.js';
import { compileCard } from '../dist/oracle/index.js';

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
const seed = option('--seed', 2026);
const count = option('--count', 100);
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

const pools = [join(root, 'bench/.data/oracle-corpus.scryfall.json'), join(root, '../shared/reference/scryfall-2018-cards.json')];

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
for (const [i, file] of pools.entries()) {
  if (!existsSync(file)) {
    console.error(`${relative(root, file)}: not found (run node scripts/corpus-to-scryfall.mjs for the corpus)`);
    process.exit(2);
  }
  const opened = openCardFile(file, fileSource, relative(root, file));
  if (!opened.ok) {
    for (const p of opened.error.problems) console.error(`${p.file}:${p.line}:${p.col}: ${p.message}`);
    process.exit(2);
  }
  const cardFile = opened.value.file;
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
