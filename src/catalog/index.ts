/**
 * The card catalog: every Oracle card of oracle-data.ts as a CardDef (CR 108, 109.3), with
 * abilities written in the effect language (hand-written in definitions/, otherwise derived
 * from the Oracle text by derive.ts when scripts/gen-canon.mjs wrote oracle-data.ts). Pure: no I/O. Catalog objects are deeply frozen and shared; copy
 * them before changing anything.
 *
 * @packageDocumentation
 */

import type { AbilityDef } from '../core/effects/language/abilities.js';
import { deepFreeze } from '../core/model/deep-freeze.js';
import type { CardDef, CardFace } from '../core/model/objects.js';
import type { Color } from '../core/model/terms.js';
import { DEFINITIONS } from './definitions/index.js';
import { deriveAbilities } from './derive.js';
import {
  ORACLE as CANON,
  CARD_FIELDS,
  derivedAbilities,
  EXTRA_ORACLE,
  type FaceFields,
  faceCost,
  faceName,
  type OracleCard,
  type OracleFace,
} from './oracle-rows.js';
import { parseStat, parseTypeLine } from './parse.js';
import { rowStat, rowTypeLine } from './row-parse.js';

/** canon.json, then the cards the project adds (scripts/extra-oracle.json). */
function oracleCards(): readonly OracleCard[] {
  return [...CANON, ...EXTRA_ORACLE];
}

export { deriveAbilities } from './derive.js';
export type { OracleCard, OracleFace } from './oracle-rows.js';
export { keywordOf, oracleAbilityTexts, parseStat, parseTypeLine, splitAbilities } from './parse.js';

/** Face-down casting keywords whose cost CardDef.morph records (702.37, 702.168). */
const MORPH_KEYWORDS = ['morph', 'megamorph', 'disguise'];

/**
 * One face as a CardFace. `definitions` maps a face name to its hand-written abilities;
 * faces without one get abilities derived from their Oracle text.
 */
export function faceFromOracle(face: OracleFace, definitions: ReadonlyMap<string, AbilityDef[]> = DEFINITIONS): CardFace {
  const { supertypes, types, subtypes } = parseTypeLine(face.typeLine);
  const abilities = definitions.get(face.name) ?? deriveAbilities(face.oracleText, types);
  return {
    name: face.name,
    manaCost: face.manaCost === '' ? null : face.manaCost,
    ...(face.colorIndicator === undefined ? {} : { colorIndicator: [...face.colorIndicator] }),
    types,
    subtypes,
    supertypes,
    power: parseStat(face.power),
    toughness: parseStat(face.toughness),
    loyalty: parseStat(face.loyalty),
    defense: null,
    abilities,
  };
}

/**
 * A catalog face as a CardFace with these abilities, read from its row (oracle-data.ts) as
 * faceFromOracle reads the face (the catalog test checks it): without the intermediate Oracle
 * face and parse.ts's lists (row-parse.ts), so that a bundle of findCard and allCards needn't
 * ship them (issue #9).
 */
function rowFace(fields: FaceFields, abilities: AbilityDef[]): CardFace {
  const [, , typeLine = '', power, toughness, , loyalty, colorIndicator] = fields;
  const { supertypes, types, subtypes } = rowTypeLine(typeLine);
  return {
    name: faceName(fields),
    manaCost: faceCost(fields) || null,
    ...(colorIndicator ? { colorIndicator: colorIndicator.split(',') as Color[] } : {}),
    types,
    subtypes,
    supertypes,
    power: rowStat(power),
    toughness: rowStat(toughness),
    loyalty: rowStat(loyalty),
    defense: null,
    abilities,
  };
}

/** A whole card (with its back face, 712) as a CardDef. */
export function cardFromOracle(card: OracleCard, definitions: ReadonlyMap<string, AbilityDef[]> = DEFINITIONS): CardDef {
  return cardOf(faceFromOracle(card, definitions), card.backFace && faceFromOracle(card.backFace, definitions));
}

/** A card of these faces, with the cost of its face-down casting keyword (CardDef.morph). */
function cardOf(front: CardFace, back: CardFace | undefined): CardDef {
  const out: CardDef = { ...front };
  if (back !== undefined) out.backFace = back;
  const morph = front.abilities.find((a) => a.kind === 'keyword' && MORPH_KEYWORDS.includes(a.keyword));
  if (morph !== undefined) out.morph = morph.text.replace(/^\S+\s+/, '');
  return out;
}

/** Lower-case, curly apostrophes and quotes made straight, whitespace collapsed. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

interface Catalog {
  cards: readonly CardDef[];
  /** Normalized name (front, back face, or a legendary card's short name) → card. */
  byName: Map<string, CardDef>;
}

let catalog: Catalog | undefined;
let overrides: ReadonlyMap<string, AbilityDef[]> | undefined;

/**
 * Test mode: abilities (by face name) that replace the hand-written or derived ones, e.g. the
 * Oracle compiler's output for the cards it reads fully, so the test suite can run against
 * compiled definitions. `undefined` restores the hand-written catalog. Reloads the catalog.
 */
export function setCatalogOverrides(abilitiesByFace: ReadonlyMap<string, AbilityDef[]> | undefined): void {
  overrides = abilitiesByFace;
  catalog = undefined;
}

function load(): Catalog {
  if (catalog !== undefined) return catalog;
  // The overrides, else the hand-written abilities, else those the row carries as deriveAbilities
  // read them when oracle-data.ts was generated (what cardFromOracle would derive; a test checks
  // it). Not cardFromOracle: the catalog doesn't read Oracle wording (derive.ts) at run time (issue #9).
  const face = (f: FaceFields) =>
    rowFace(f, overrides?.get(faceName(f)) ?? DEFINITIONS.get(faceName(f)) ?? (derivedAbilities(f) as AbilityDef[]));
  const cards = CARD_FIELDS.map(([front = [], back]) => deepFreeze(cardOf(face(front), back && face(back))));
  const byName = new Map<string, CardDef>();
  for (const card of cards) for (const f of [card, card.backFace]) if (f) byName.set(normalizeName(f.name), card);
  // Cards with an epithet are often called by their short name ("Urborg", "Svogthos", "Moritte").
  // A short name two cards share names neither (null).
  const shortNames = new Map<string, CardDef | null>();
  for (const card of cards) {
    const split = card.supertypes.includes('Legendary') ? /,| of / : /,/;
    const short = normalizeName(card.name.split(split)[0] ?? card.name);
    if (short !== normalizeName(card.name)) shortNames.set(short, shortNames.has(short) ? null : card);
  }
  for (const [short, card] of shortNames) if (card && !byName.has(short)) byName.set(short, card);
  catalog = { cards: Object.freeze(cards), byName };
  return catalog;
}

/** A card's faces, the front first. */
function oracleFaces(o: OracleCard): OracleFace[] {
  return o.backFace === undefined ? [o] : [o, o.backFace];
}

/**
 * Normalized face name → that face's Oracle text. Apart from load() (the Oracle data doesn't
 * change with the overrides), so that a bundle of findCard and allCards leaves it out (issue #9).
 */
let texts: Map<string, string> | undefined;
function faceTexts(): Map<string, string> {
  texts ??= new Map(
    oracleCards()
      .flatMap(oracleFaces)
      .map((face) => [normalizeName(face.name), face.oracleText]),
  );
  return texts;
}

/**
 * The catalog card with this name: case-insensitive, curly or straight apostrophes. A back
 * face's name finds its double-faced card; a card may be named by the part of its name before
 * a comma ("Urborg", "Svogthos"), a legendary card also before " of " ("Moritte"), when that
 * short name is unique.
 */
export function findCard(name: string): CardDef | undefined {
  return load().byName.get(normalizeName(name));
}

/** Every catalog card, in Oracle data order. */
export function allCards(): readonly CardDef[] {
  return load().cards;
}

/** The Oracle text of the named card or face, as printed (undefined for an unknown name). */
export function oracleText(name: string): string | undefined {
  const key = normalizeName(name);
  const direct = faceTexts().get(key);
  if (direct !== undefined) return direct;
  const card = load().byName.get(key);
  return card === undefined ? undefined : faceTexts().get(normalizeName(card.name));
}

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost));
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/** The `n` catalog names closest to `name` (for "unknown card" errors), closest first. */
export function suggestCards(name: string, n = 3): string[] {
  const query = normalizeName(name);
  if (n <= 0) return [];
  const scored = oracleCards()
    .flatMap(oracleFaces)
    .map(({ name: candidate }) => {
      const norm = normalizeName(candidate);
      let score = editDistance(query, norm);
      if (query.length >= 3 && norm.includes(query)) score = Math.min(score, 1);
      return { candidate, score };
    });
  scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, n).map((s) => s.candidate);
}
