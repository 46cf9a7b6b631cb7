// Converts ../shared/reference/oracle-corpus.json (name, manaCost, typeLine, power, toughness,
// loyalty, oracleText) to Scryfall's card format (name, mana_cost, type_line, oracle_text,
// power, toughness, loyalty, colors, layout, oracle_id, …), the input of `mtg-layers
// coverage` and of `cards:` / `--cards`.
//
//   node scripts/corpus-to-scryfall.mjs [IN] [OUT]
//
// Default OUT is bench/.data/oracle-corpus.scryfall.json (git-ignored: the card data stays
// outside the repository and the package). The corpus keeps only the first face of a card
// named "A // B"; such a card gets `card_faces` with that face in full and the other face's
// name alone, and no `layout` (its layout is not known), so both names find it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WUBRG = ['W', 'U', 'B', 'R', 'G'];

/** Colours from the mana cost's symbols (202.2), in WUBRG order, as Scryfall lists them. */
function colorsOf(cost) {
  const found = new Set();
  for (const m of (cost ?? '').matchAll(/\{([^}]+)\}/g)) for (const p of m[1].split('/')) if (WUBRG.includes(p)) found.add(p);
  return WUBRG.filter((c) => found.has(c));
}

/** A stable UUID-shaped id from the name (the corpus has no oracle_id). */
function oracleId(name) {
  const h = createHash('sha1').update(`oracle:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function faceFields(c) {
  const out = { mana_cost: c.manaCost ?? '', type_line: c.typeLine ?? '', oracle_text: c.oracleText ?? '' };
  for (const [from, to] of [
    ['power', 'power'],
    ['toughness', 'toughness'],
    ['loyalty', 'loyalty'],
  ]) {
    if (c[from] !== null && c[from] !== undefined) out[to] = String(c[from]);
  }
  return out;
}

export function toScryfall(c) {
  const fields = faceFields(c);
  const base = { object: 'card', oracle_id: oracleId(c.name), name: c.name };
  if (!c.name.includes(' // ')) return { ...base, layout: 'normal', ...fields, colors: colorsOf(c.manaCost), keywords: [] };
  const [front, ...rest] = c.name.split(' // ');
  return {
    ...base,
    colors: colorsOf(c.manaCost),
    keywords: [],
    card_faces: [
      { object: 'card_face', name: front, ...fields },
      ...rest.map((name) => ({ object: 'card_face', name, mana_cost: '', type_line: '', oracle_text: '' })),
    ],
  };
}

export function readCorpus(path = resolve(root, '../shared/reference/oracle-corpus.json')) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const input = process.argv[2] ?? resolve(root, '../shared/reference/oracle-corpus.json');
  const output = process.argv[3] ?? resolve(root, 'bench/.data/oracle-corpus.scryfall.json');
  const cards = readCorpus(input).map(toScryfall);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(cards, null, 1)}\n`);
  console.log(`${cards.length} cards written to ${output}`);
}
