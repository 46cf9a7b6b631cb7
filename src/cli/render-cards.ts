/** `cards`: catalog entries with mana cost, type line and Oracle text. */
import type { ScryfallCardData, ScryfallFaceData } from '../cards/schema.js';
import type { CardDef, CardFace } from '../core/model/objects.js';
import { typeLine } from './format.js';
import type { Style } from './style.js';

export type CardText = (name: string) => string | undefined;

function face(f: CardFace, text: CardText, style: Style, indent: string): string[] {
  const stats =
    f.power !== null || f.toughness !== null
      ? `  ${f.power ?? '-'}/${f.toughness ?? '-'}`
      : f.loyalty !== null
        ? `  loyalty ${f.loyalty}`
        : '';
  const lines = [`${indent}${style.bold(f.name)}${f.manaCost === null ? '' : `  ${f.manaCost}`}`, `${indent}  ${typeLine(f)}${stats}`];
  const oracle = text(f.name) ?? '';
  for (const l of oracle.split('\n')) if (l.trim() !== '') lines.push(`${indent}  ${style.dim(l)}`);
  return lines;
}

export function renderCard(card: CardDef, text: CardText, style: Style): string {
  const lines = face(card, text, style, '');
  if (card.backFace !== undefined) lines.push('  //', ...face(card.backFace, text, style, '  '));
  return lines.join('\n');
}

/** Cards whose name (or, with `everywhere`, type line or Oracle text) contains `query`. */
export function filterCards(cards: readonly CardDef[], query: string | undefined, text: CardText, everywhere: boolean): CardDef[] {
  if (query === undefined || query === '') return [...cards];
  const q = query.toLowerCase();
  const faces = (c: CardDef) => (c.backFace === undefined ? [c] : [c, c.backFace]);
  return cards.filter((c) =>
    faces(c).some((f) => {
      if (f.name.toLowerCase().includes(q)) return true;
      return everywhere && (typeLine(f).toLowerCase().includes(q) || (text(f.name) ?? '').toLowerCase().includes(q));
    }),
  );
}

function fileFace(f: ScryfallFaceData, style: Style, indent: string): string[] {
  const stats =
    f.power != null || f.toughness != null
      ? `  ${f.power ?? '-'}/${f.toughness ?? '-'}`
      : f.loyalty != null
        ? `  loyalty ${f.loyalty}`
        : f.defense != null
          ? `  defense ${f.defense}`
          : '';
  const lines = [`${indent}${style.bold(f.name)}${f.mana_cost ? `  ${f.mana_cost}` : ''}`, `${indent}  ${f.type_line ?? ''}${stats}`];
  for (const l of (f.oracle_text ?? '').split('\n')) if (l.trim() !== '') lines.push(`${indent}  ${style.dim(l)}`);
  return lines;
}

/** A card of a card file, as Scryfall gives it: every face, with the file it comes from. */
export function renderFileCard(card: ScryfallCardData, file: string, style: Style): string {
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const lines: string[] = [];
  if (faces.length > 1) lines.push(`${style.bold(card.name)}  ${style.dim(`(${card.layout ?? 'normal'})`)}`);
  faces.forEach((f, i) => {
    if (i > 0) lines.push('  //');
    lines.push(...fileFace(f, style, faces.length > 1 ? '  ' : ''));
  });
  lines.push(style.dim(`  from ${file}`));
  return lines.join('\n');
}

/** One face in `cards --json`: as printed, strings for the numbers (Scryfall's `*` stays `*`), null where none. */
export interface CardFaceJson {
  name: string;
  manaCost: string | null;
  typeLine: string;
  oracleText: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
}

/** One card in `cards --json`: its faces, and the card file it comes from (null for the catalog). */
export interface CardJson {
  name: string;
  from: string | null;
  faces: CardFaceJson[];
}

const str = (n: number | null) => (n === null ? null : String(n));

export function cardJson(card: CardDef, text: CardText): CardJson {
  const faces = card.backFace === undefined ? [card] : [card, card.backFace];
  return {
    name: card.backFace === undefined ? card.name : `${card.name} // ${card.backFace.name}`,
    from: null,
    faces: faces.map((f) => ({
      name: f.name,
      manaCost: f.manaCost,
      typeLine: typeLine(f),
      oracleText: text(f.name) ?? '',
      power: str(f.power),
      toughness: str(f.toughness),
      loyalty: str(f.loyalty),
      defense: str(f.defense),
    })),
  };
}

export function fileCardJson(card: ScryfallCardData, file: string): CardJson {
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  return {
    name: card.name,
    from: file,
    faces: faces.map((f) => ({
      name: f.name,
      manaCost: f.mana_cost ? f.mana_cost : null,
      typeLine: f.type_line ?? '',
      oracleText: f.oracle_text ?? '',
      power: f.power ?? null,
      toughness: f.toughness ?? null,
      loyalty: f.loyalty ?? null,
      defense: f.defense ?? null,
    })),
  };
}
