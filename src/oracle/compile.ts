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

export function compileCard(card: ScryfallCard): CompiledCard {
  const report: CompileReport = { card: card.name, sentences: [], warnings: [] };
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const front = faces[0] as ScryfallFace;
  const def: CardDef = face(front, report);
  const back = faces[1];
  if (
    back &&
    (card.layout === 'transform' || card.layout === 'modal_dfc' || card.layout === 'meld' || card.layout === 'double_faced_token')
  )
    def.backFace = face(back, report);
  return { card: def, report };
}
