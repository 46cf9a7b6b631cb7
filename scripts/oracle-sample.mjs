#!/usr/bin/env node
/**
 * The Oracle compiler's audit tool: draws a seeded random sample of corpus cards that have at
 * least one continuous-effect sentence (by the compiler's classification) and prints, for each,
 * its Oracle text, each continuous sentence's report and the compiled abilities as JSON, for a
 * person to judge against the rules.
 * Usage: npm run build && node scripts/corpus-to-scryfall.mjs && node scripts/oracle-sample.mjs [--seed N] [--count N]
 * [--hard] [--name NAME]. The draw depends on the compiler too (which cards have a continuous sentence): give the commit
 * with the seed.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const seed = Number(opt('--seed', '1'));
const count = Number(opt('--count', '20'));
const only = opt('--name', undefined);
/** `--hard`: only cards whose compiled data has something beyond a plain pump or keyword grant. */
const hard = args.includes('--hard');
const HARD =
  /"(?:condition|where|setTypes|addTypes|removeTypes|control|copy|copyOf|cda|removeAbilities|setColors|addColors|count|chosen|setPT|switchPT|changeText)"/;
const { compileCard } = await import(resolve(here, '../dist/oracle/index.js'));
const raw = JSON.parse(readFileSync(resolve(here, '../bench/.data/oracle-corpus.scryfall.json'), 'utf8'));
const cards = Array.isArray(raw) ? raw : raw.data;

/** mulberry32: a small seeded PRNG, so a sample can be drawn again. */
function rng(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const withContinuous = cards.filter((c) => {
  const { card, report } = compileCard(c);
  if (!report.sentences.some((s) => s.continuous)) return false;
  return !hard || HARD.test(JSON.stringify([card.abilities, card.backFace?.abilities])) || report.warnings.length > 0;
});
let picked;
if (only) picked = cards.filter((c) => c.name.toLowerCase().includes(only.toLowerCase()));
else {
  const next = rng(seed);
  const pool = [...withContinuous];
  picked = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
}
console.log(`# seed ${seed}, ${picked.length} of ${withContinuous.length} cards with a continuous sentence`);
for (const c of picked) {
  const { card, report } = compileCard(c);
  console.log(`\n==== ${c.name} — ${c.type_line} ${c.power ?? ''}${c.power ? '/' : ''}${c.toughness ?? ''}`);
  console.log(c.oracle_text ?? (c.card_faces ?? []).map((f) => f.oracle_text).join('\n//\n'));
  for (const s of report.sentences)
    if (s.continuous) console.log(`  [${s.compiled ? 'read' : 'UNREAD'}] ${s.text}${s.why ? ` — ${s.why}` : ''}`);
  const faces = [card, ...(card.backFace ? [card.backFace] : [])];
  for (const f of faces) for (const a of f.abilities) if (a.kind !== 'keyword' && a.kind !== 'mana') console.log(`  ${JSON.stringify(a)}`);
}
