#!/usr/bin/env node
/**
 * The Oracle compiler's steering tool: compiles every card of a corpus (default
 * ../shared/reference/oracle-corpus.json, converted on the fly to Scryfall field names) with
 * dist/oracle and prints cards, ability sentences, continuous sentences, compiled continuous
 * sentences and %, cards/s, compiled JSON size, and the top unrecognised shapes.
 * Usage: npm run build && node scripts/oracle-coverage.mjs [corpus.json] [--top N] [--examples]
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 30;
const examples = args.includes('--examples');
const all = args.includes('--all');
const file =
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? resolve(here, '../../shared/reference/oracle-corpus.json');

const { compileCard } = await import(resolve(here, '../dist/oracle/index.js'));

function toScryfall(c) {
  const card = { name: c.name, mana_cost: c.manaCost ?? '', type_line: c.typeLine ?? '', oracle_text: c.oracleText ?? '' };
  if (c.power != null) card.power = String(c.power);
  if (c.toughness != null) card.toughness = String(c.toughness);
  if (c.loyalty != null) card.loyalty = String(c.loyalty);
  return card;
}

const raw = JSON.parse(readFileSync(file, 'utf8'));
const cards = (Array.isArray(raw) ? raw : (raw.cards ?? raw.data)).map((c) => ('type_line' in c ? c : toScryfall(c)));

const t0 = performance.now();
const results = cards.map((c) => compileCard(c));
const seconds = (performance.now() - t0) / 1000;

let sentences = 0;
let continuous = 0;
let compiledContinuous = 0;
let fullCards = 0;
let sibling = 0;
const shapes = new Map();
for (const r of results) {
  let full = true;
  for (const s of r.report.sentences) {
    sentences++;
    if (!s.continuous) continue;
    continuous++;
    if (s.compiled) compiledContinuous++;
    else if (s.why === 'another sentence of this ability was not read') {
      full = false;
      sibling++;
    } else {
      full = false;
      const entry = shapes.get(s.shape) ?? { n: 0, example: `${r.report.card}: ${s.text}` };
      entry.n++;
      shapes.set(s.shape, entry);
    }
  }
  if (full) fullCards++;
}
const bytes = Buffer.byteLength(JSON.stringify(results.map((r) => r.card)));
const pct = continuous === 0 ? 100 : (100 * compiledContinuous) / continuous;
console.log(`corpus                         ${file}`);
console.log(`cards                          ${results.length}`);
console.log(`ability sentences              ${sentences}`);
console.log(`continuous sentences           ${continuous}`);
console.log(`compiled continuous sentences  ${compiledContinuous} (${pct.toFixed(2)} %)`);
console.log(`  (of the rest, ${sibling} were read but share an ability with an unread sentence)`);
console.log(`cards with every continuous sentence compiled  ${fullCards}`);
console.log(`cards/s                        ${Math.round(results.length / seconds)} (${seconds.toFixed(2)} s)`);
console.log(`compiled JSON size             ${(bytes / 1024 / 1024).toFixed(2)} MB`);
console.log(`\ntop ${top} unrecognised continuous shapes:`);
const sorted = [...shapes.entries()].sort((a, b) => b[1].n - a[1].n).slice(0, all ? undefined : top);
for (const [shape, { n, example }] of sorted) {
  console.log(`${String(n).padStart(5)}  ${shape}`);
  if (examples) console.log(`       e.g. ${example}`);
}
