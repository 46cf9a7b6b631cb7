#!/usr/bin/env node
// Regenerates src/catalog/oracle-data.ts from the reference Oracle data (canon.json).
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
const { parseTypeLine } = await import(resolve(root, 'dist/catalog/parse.js'));
/** The definitions' keys in DEFINITIONS' order: a row names a defined face by its index here. */
const DEFINED_NAMES = [...DEFINITIONS.keys()];

/** A face's abilities: its hand-written ones, or those deriveAbilities reads from its Oracle text. */
function abilitiesOf(face) {
  return DEFINITIONS.get(face.name) ?? deriveAbilities(face.oracleText, parseTypeLine(face.typeLine).types);
}

/**
 * A derived ability as a row writes it: [kind, text], and third a keyword ability's keyword
 * unless it is the text in lower case ("Flying" → "flying"; "Morph {G}" → "morph" is written).
 */
function derivedEntry(ability) {
  if (Object.keys(ability).some((k) => !['kind', 'text', 'keyword'].includes(k))) {
    throw new Error(`a derived ability has more than kind, text and keyword: ${JSON.stringify(ability)}`);
  }
  const keyword = ability.kind === 'keyword' && ability.keyword !== ability.text.toLowerCase() ? [ability.keyword] : [];
  return [ability.kind, ability.text, ...keyword];
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
  const names = card.backFace ? `${card.name} // ${card.backFace.name}` : card.name;
  const named = DEFINITIONS.has(card.name) || DEFINITIONS.has(card.backFace?.name);
  return `  ${JSON.stringify(packed(card))},${named ? ` // ${names}` : ''}`;
};

/** A defined face's name as its index among DEFINED_NAMES; any other name as itself. */
function nameOrIndex(name) {
  const i = DEFINED_NAMES.indexOf(name);
  return i < 0 ? name : i;
}

/** A row's order: the fields most often null last, so that trailing nulls can be left out. */
const ROW_FIELDS = ['name', 'manaCost', 'typeLine', 'abilities', 'power', 'toughness', 'loyalty'];

/**
 * A face as a row: its fields in ROW_FIELDS order (abilities: null for a face with hand-written
 * ones, else the derived ones), the colour indicator, the back face, and the Oracle text when it
 * isn't the abilities' texts; trailing nulls dropped (smaller to ship than keys).
 */
function packed(card) {
  const field = (f) => {
    if (f === 'name') return nameOrIndex(card.name);
    if (f === 'abilities') return DEFINITIONS.has(card.name) ? null : abilitiesOf(card).map(derivedEntry);
    return card[f];
  };
  const row = [
    ...ROW_FIELDS.map(field),
    card.colorIndicator ?? null,
    card.backFace ? packed(card.backFace) : null,
    textUnlessAbilities(card),
  ];
  while (row.length > 0 && row[row.length - 1] === null) row.pop();
  return row;
}
const rows = cards.map(toRow);
const extraRows = extra.map(toRow);

const text = `// Generated by scripts/gen-canon.mjs from canon.json (${cards.length} cards) and scripts/extra-oracle.json (${extra.length}). Do not edit.
import type { AbilityDef } from '../core/effects/types.js';
import type { Color } from '../core/model.js';
import { DEFINITIONS } from './definitions/index.js';

/** One face of a card as Oracle prints it (strings verbatim; P/T may be "*" or "1+*"). */
export interface OracleFace {
  name: string;
  /** Empty string when the card has no mana cost. */
  manaCost: string;
  typeLine: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  oracleText: string;
  colorIndicator?: Color[];
}

export interface OracleCard extends OracleFace {
  backFace?: OracleFace;
}

/** A derived ability (derive.ts): kind and text, and a keyword ability's keyword when it isn't the text in lower case. */
type Derived = ['keyword', string, string?] | ['mana' | 'triggered' | 'activated' | 'spell' | 'text', string];

function derivedAbility(entry: Derived): AbilityDef {
  return entry[0] === 'keyword'
    ? { kind: entry[0], text: entry[1], keyword: entry[2] ?? entry[1].toLowerCase() }
    : { kind: entry[0], text: entry[1] };
}

/**
 * One row per card: ${ROW_FIELDS.join(', ')}, colorIndicator, the back face's row, oracleText;
 * trailing nulls left out. A face with hand-written definitions is named by the index of its name
 * among DEFINITIONS' keys (the comment after the row gives the name) and has null abilities; any
 * other face has the abilities deriveAbilities (derive.ts) reads from its text. A null oracleText
 * is the face's abilities' texts, one per line.
 */
type Row = [
  string | number,
  string,
  string,
  (Derived[] | null)?,
  (string | null)?,
  (string | null)?,
  (string | null)?,
  (Color[] | null)?,
  (Row | null)?,
  (string | null)?,
];

/** DEFINITIONS' keys, in order: the names that rows give by index. */
const DEFINED_NAMES: readonly string[] = [...DEFINITIONS.keys()];

const derived = new Map<string, AbilityDef[]>();

function unpack(row: Row): OracleCard {
  const [nameOrIndex, manaCost, typeLine, entries = null, power = null, toughness = null, loyalty = null, colorIndicator, back, oracleText] = row;
  const name = typeof nameOrIndex === 'number' ? (DEFINED_NAMES[nameOrIndex] as string) : nameOrIndex;
  const abilities = entries?.map(derivedAbility) ?? DEFINITIONS.get(name) ?? [];
  if (entries) derived.set(name, abilities);
  const text = oracleText ?? abilities.map((a) => a.text).join('\\n');
  const card: OracleCard = { name, manaCost, typeLine, power, toughness, loyalty, oracleText: text };
  if (colorIndicator) card.colorIndicator = colorIndicator;
  if (back) card.backFace = unpack(back);
  return card;
}

const ROWS: Row[] = [
${rows.join('\n')}
];

const EXTRA_ROWS: Row[] = [
${extraRows.join('\n')}
];

export const ORACLE: readonly OracleCard[] = ROWS.map(unpack);

/** Cards canon.json lacks that the project's examples need (scripts/extra-oracle.json). */
export const EXTRA_ORACLE: readonly OracleCard[] = EXTRA_ROWS.map(unpack);

/**
 * The abilities of every face without hand-written definitions, as deriveAbilities read its
 * Oracle text when this module was generated (by face name).
 */
export const DERIVED: ReadonlyMap<string, AbilityDef[]> = derived;
`;
writeFileSync(output, text, 'utf8');
console.log(`wrote ${output} (${cards.length} + ${extra.length} cards)`);
