#!/usr/bin/env node
// Regenerates src/catalog/oracle-data.ts (data only; src/catalog/oracle-rows.ts reads it) from the
// reference Oracle data (canon.json).
// Usage: npm run build && node scripts/gen-canon.mjs [path/to/canon.json]
// (default ../shared/reference/canon.json, relative to the repository root).
// The data is copied verbatim; layerNotes are dropped. The generated module is checked in
// so that the package is self-contained. It is written to be small in a browser bundle (issue #9):
// - A face with hand-written abilities (definitions/) is named by the position of its name among
//   the definitions' keys (DEFINITIONS' order), with the name in a comment: the definitions
//   already ship the name.
// - Every other face carries its abilities as deriveAbilities (../src/catalog/derive.ts) reads
//   its Oracle text, computed here, so the catalog needn't ship the reader of Oracle wording.
// - A face's Oracle text is its abilities' texts, one per line (hand-written or derived), so it
//   is written out only where it differs ("Flying, vigilance" is two keyword abilities, 113.2c).
// Any change to the definitions (names, order, texts) or to derive.ts therefore needs this script
// run again; tests check every name, text and ability against canon.json and derive.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const input = resolve(root, process.argv[2] ?? '../shared/reference/canon.json');
const output = resolve(root, 'src/catalog/oracle-data.ts');

const built = resolve(root, 'dist/catalog/definitions/index.js');
if (!existsSync(built)) {
  console.error(`${built} is missing: run npm run build first (the hand-written definitions say which texts they carry)`);
  process.exit(2);
}
const { DEFINITIONS } = await import(built);
const { deriveAbilities } = await import(resolve(root, 'dist/catalog/derive.js'));
const { parseStat, parseTypeLine } = await import(resolve(root, 'dist/catalog/parse.js'));
const { rowStat, rowTypeLine } = await import(resolve(root, 'dist/catalog/row-parse.js'));
/** The definitions' keys in DEFINITIONS' order: a row names a defined face by its index here. */
const DEFINED_NAMES = [...DEFINITIONS.keys()];

/** A face's abilities: its hand-written ones, or those deriveAbilities reads from its Oracle text. */
function abilitiesOf(face) {
  return DEFINITIONS.get(face.name) ?? deriveAbilities(face.oracleText, parseTypeLine(face.typeLine).types);
}

/** The Oracle text, or null when it is the face's abilities' texts, one per line. */
function textUnlessAbilities(face) {
  return abilitiesOf(face)
    .map((a) => a.text)
    .join('\n') === face.oracleText
    ? null
    : face.oracleText;
}

const FIELDS = ['name', 'manaCost', 'typeLine', 'power', 'toughness', 'loyalty', 'oracleText'];

function face(raw, where) {
  const out = {};
  for (const f of FIELDS) {
    if (!(f in raw)) throw new Error(`${where}: missing field ${f}`);
    const v = raw[f];
    if (f === 'name' || f === 'typeLine' || f === 'oracleText' || f === 'manaCost') {
      if (typeof v !== 'string') throw new Error(`${where}: ${f} must be a string`);
    } else if (v !== null && typeof v !== 'string') {
      throw new Error(`${where}: ${f} must be a string or null`);
    }
    out[f] = v;
  }
  if (raw.colorIndicator != null) out.colorIndicator = raw.colorIndicator;
  return out;
}

// Cards the project needs that canon.json lacks, with their Oracle text as in oracle-corpus.json.
const extraInput = resolve(root, 'scripts/extra-oracle.json');

function readCards(file) {
  const cards = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(cards)) throw new Error(`${file}: expected an array of cards`);
  return cards;
}

const cards = readCards(input);
const extra = readCards(extraInput);
const seen = new Set();
const toRow = (raw, i) => {
  const card = face(raw, `card ${i} (${raw.name})`);
  if (seen.has(card.name)) throw new Error(`duplicate card ${card.name}`);
  seen.add(card.name);
  if (raw.backFace != null) card.backFace = face(raw.backFace, `back face of ${card.name}`);
  return packed(card);
};

/** A defined face's name as its index among DEFINED_NAMES; any other name as itself. */
function nameOrIndex(name) {
  if (/^\d+$/.test(name)) throw new Error(`a card name that is a number can't be told from an index: ${name}`);
  const i = DEFINED_NAMES.indexOf(name);
  return i < 0 ? name : String(i);
}

/** The one-letter kinds of a derived ability (ABILITY_KINDS in the module). */
const KIND_LETTERS = { keyword: 'k', text: 'x', mana: 'm', triggered: 't', activated: 'a', spell: 's' };

/** Characters the encoding uses (and what would end or escape in a template literal): no field may hold them. */
const RESERVED = /[|~^#\n`\\]|\$\{/;

function checked(value, what) {
  if (RESERVED.test(value)) throw new Error(`${what} holds a character the row encoding reserves: ${JSON.stringify(value)}`);
  return value;
}

/** A derived ability as a row writes it: its kind's letter, its text, and "^keyword" unless that is the text in lower case. */
function derivedEntry(ability, where) {
  if (Object.keys(ability).some((k) => !['kind', 'text', 'keyword'].includes(k))) {
    throw new Error(`a derived ability has more than kind, text and keyword: ${JSON.stringify(ability)}`);
  }
  const keyword = ability.kind === 'keyword' && ability.keyword !== ability.text.toLowerCase() ? `^${checked(ability.keyword, where)}` : '';
  return `${KIND_LETTERS[ability.kind]}${checked(ability.text, where)}${keyword}`;
}

/** A mana cost as a row writes it: a symbol of one character without its braces ("{2}{U}{U}" → "2UU"). */
function packedCost(cost, where) {
  const packed = checked(cost, where).replace(/\{([^}])\}/g, '$1');
  if (packed.replace(/\{[^}]*\}|./g, (m) => (m.length > 1 ? m : `{${m}}`)) !== cost)
    throw new Error(`${where}: the mana cost ${cost} doesn't survive packing`);
  return packed;
}

/** A type line as a row writes it: "/" for the long dash and its spaces (the bundle would write "\\u2014"). */
function packedTypeLine(line, where) {
  if (checked(line, where).includes('/') || line.split(' — ').length > 2)
    throw new Error(`${where}: the type line ${line} doesn't survive packing`);
  return line.replace(' — ', '/');
}

/**
 * A face as a row: name (or index), manaCost, typeLine, power, toughness, abilities (for a face
 * without hand-written ones: the derived ones, "~" between them), loyalty, colour indicator
 * ("," between colours) and the Oracle text ("~" for a new line) when it isn't the abilities'
 * texts; "|" between fields, an empty field for null, trailing empty fields dropped; "#" and the
 * back face's row after a front face with one. A text of one string is smaller to ship than an
 * array of arrays of strings (issue #9).
 */
function packed(card) {
  const where = card.name;
  for (const f of ['power', 'toughness', 'loyalty']) if (card[f] === '') throw new Error(`${where}: an empty ${f} would read as null`);
  // The catalog reads its rows with row-parse.ts, which must read them as parse.ts does.
  const typeLine = packedTypeLine(card.typeLine, where);
  if (JSON.stringify(rowTypeLine(typeLine)) !== JSON.stringify(parseTypeLine(card.typeLine)))
    throw new Error(`${where}: row-parse.ts reads the type line "${card.typeLine}" otherwise than parseTypeLine`);
  for (const f of ['power', 'toughness', 'loyalty'])
    if (rowStat(card[f]) !== parseStat(card[f])) throw new Error(`${where}: row-parse.ts reads ${f} "${card[f]}" otherwise than parseStat`);
  const text = textUnlessAbilities(card);
  if (text !== null) oracleTexts[card.name] = text;
  const row = [
    nameOrIndex(checked(card.name, where)),
    packedCost(card.manaCost, where),
    typeLine,
    checked(card.power ?? '', where),
    checked(card.toughness ?? '', where),
    DEFINITIONS.has(card.name)
      ? ''
      : abilitiesOf(card)
          .map((a) => derivedEntry(a, where))
          .join('~'),
    checked(card.loyalty ?? '', where),
    checked((card.colorIndicator ?? []).join(','), where),
  ];
  while (row.length > 0 && row[row.length - 1] === '') row.pop();
  return row.join('|') + (card.backFace ? `#${packed(card.backFace)}` : '');
}

/** The Oracle texts that aren't their faces' abilities' texts, one per line (by face name). */
const oracleTexts = {};
const rows = cards.map(toRow);
const extraRows = extra.map(toRow);

const text = `// Generated by scripts/gen-canon.mjs from canon.json (${cards.length} cards) and scripts/extra-oracle.json (${extra.length}). Do not edit.
// Read by oracle-rows.ts, which says what each field means.

/** canon.json's cards, then scripts/extra-oracle.json's: one line per card, its faces' fields (oracle-rows.ts). */
export const ROWS = \`${rows.join('\n')}
${extraRows.join('\n')}\`;

/**
 * The Oracle texts that aren't their faces' abilities' texts, one per line ("Flying, vigilance" is
 * two keyword abilities, 113.2c), by face name: apart from the rows, which a bundle of findCard and
 * allCards reads without the texts (issue #9).
 */
export const ORACLE_TEXTS: Readonly<Record<string, string>> = ${JSON.stringify(oracleTexts, null, 2)};

/** How many of ROWS' cards come from canon.json. */
export const CANON_COUNT = ${rows.length};
`;
writeFileSync(output, text, 'utf8');
console.log(`wrote ${output} (${cards.length} + ${extra.length} cards)`);
