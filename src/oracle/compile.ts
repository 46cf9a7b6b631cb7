/**
 * Scryfall card -> CardDef. This first version lists abilities exactly as the catalog's
 * automatic reading does (keywords, mana, triggered, activated, spell, text) and reports
 * every other paragraph as not compiled; the grammar (oracle/grammar.md) replaces it.
 */
import { deriveAbilities } from '../catalog/derive.js';
import { parseStat, parseTypeLine } from '../catalog/parse.js';
import { type CardDef, type CardFace, COLORS, type Color } from '../core/model.js';
import type { CompiledCard, CompileReport, ScryfallCard, ScryfallFace } from './types.js';

const COLOR_LETTERS: Record<string, Color> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

function colorIndicator(letters: readonly string[] | undefined): Color[] | undefined {
  if (!letters) return undefined;
  return letters.map((l) => COLOR_LETTERS[l]).filter((c): c is Color => c !== undefined && COLORS.includes(c));
}

/** Reminder text (in parentheses) is not an ability. */
export function withoutReminders(text: string): string {
  return text
    .replace(/\s*\([^()]*\)/g, '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .join('\n');
}

function face(f: ScryfallFace, report: CompileReport): CardFace {
  const { types, subtypes, supertypes } = parseTypeLine(f.type_line ?? '');
  const abilities = deriveAbilities(withoutReminders(f.oracle_text ?? ''), types);
  for (const a of abilities) {
    const listedOnly = a.kind === 'text' || a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered';
    report.sentences.push({ face: f.name, text: a.text, continuous: false, compiled: !listedOnly });
  }
  const out: CardFace = {
    name: f.name,
    manaCost: f.mana_cost ? f.mana_cost : null,
    types,
    subtypes,
    supertypes,
    power: parseStat(f.power),
    toughness: parseStat(f.toughness),
    loyalty: parseStat(f.loyalty),
    defense: parseStat(f.defense),
    abilities,
  };
  const ci = colorIndicator(f.color_indicator);
  if (ci) out.colorIndicator = ci;
  return out;
}

/**
 * The card's characteristics outside the stack, by layout: a double-faced card (712.8) is its
 * front face with its back face; a split card (709.4) is its two halves combined (both names
 * as "A // B", the combined mana cost, each half's types and abilities); a flip card (710) is
 * its top half, with the flipped half as its other face keeping the top half's mana cost and
 * colour (710.1c); an adventurer card (715.4) is its creature. A half of a split or adventurer
 * card cast on its own is compiled as a card of its own (the face with layout `normal`).
 */
export function compileCard(card: ScryfallCard): CompiledCard {
  const report: CompileReport = { card: card.name, sentences: [], warnings: [] };
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const front = faces[0] as ScryfallFace;
  const back = faces[1];
  if (card.layout === 'split' && back) return { card: combined(card, [front, back], report), report };
  const def: CardDef = face(front, report);
  if (
    back &&
    (card.layout === 'transform' || card.layout === 'modal_dfc' || card.layout === 'meld' || card.layout === 'double_faced_token')
  )
    def.backFace = face(back, report);
  if (back && card.layout === 'flip') {
    const flipped = face(back, report);
    flipped.manaCost = def.manaCost;
    if (def.colorIndicator) flipped.colorIndicator = def.colorIndicator;
    def.backFace = flipped;
  }
  return { card: def, report };
}

/** 709.4: a split card's halves combined (709.4b mana cost, 709.4c types and abilities). */
function combined(card: ScryfallCard, halves: ScryfallFace[], report: CompileReport): CardDef {
  const parts = halves.map((h) => face(h, report));
  const union = (pick: (f: CardFace) => string[]) => [...new Set(parts.flatMap(pick))];
  const costs = parts.map((p) => p.manaCost ?? '').filter((c) => c !== '');
  const def: CardDef = {
    name: card.name,
    manaCost: costs.length > 0 ? costs.join(' // ') : null,
    types: union((p) => p.types),
    subtypes: union((p) => p.subtypes),
    supertypes: union((p) => p.supertypes),
    power: parts.find((p) => p.power !== null)?.power ?? null,
    toughness: parts.find((p) => p.toughness !== null)?.toughness ?? null,
    loyalty: null,
    defense: null,
    abilities: parts.flatMap((p) => p.abilities),
  };
  const indicator = union((p) => p.colorIndicator ?? []) as Color[];
  if (indicator.length > 0) def.colorIndicator = indicator;
  return def;
}
