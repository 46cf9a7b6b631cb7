/**
 * Scryfall card -> CardDef. Each face's abilities are split and classified as the catalog's
 * automatic reading does (derive.ts: keywords, mana, triggered, activated, spell, text), then
 * each ability is read by the grammar (build.ts, grammar.md); every sentence is reported.
 * A card is compiled once: results are memoised by oracle_id (or name and text).
 */
import { deriveAbilities } from '../catalog/derive.js';
import { parseStat, parseTypeLine } from '../catalog/parse.js';
import type { AbilityDef } from '../core/effects/types.js';
import { type CardDef, type CardFace, COLORS, type Color } from '../core/model.js';
import { compileAbility, setAttachedTypes } from './build.js';
import { selfNames } from './lex.js';
import { addSentence } from './report.js';
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

/** "Enchant artifact" → [Artifact]; an Equipment's equipped object is a creature (301.5). */
function attachedTypesOf(abilities: readonly AbilityDef[], subtypes: readonly string[]): string[] {
  if (subtypes.includes('Equipment')) return ['Creature'];
  for (const a of abilities) {
    if (a.kind !== 'keyword') continue;
    const m = /^enchant (artifact|creature|land|enchantment|planeswalker)$/.exec(a.keyword);
    if (m) return [(m[1] as string).charAt(0).toUpperCase() + (m[1] as string).slice(1)];
  }
  return [];
}

function face(f: ScryfallFace, report: CompileReport, cardName: string): CardFace {
  const { types, subtypes, supertypes } = parseTypeLine(f.type_line ?? '');
  const names = selfNames(f.name === cardName ? f.name : `${f.name} // ${cardName}`);
  const derivedAbilities = deriveAbilities(withoutReminders(f.oracle_text ?? ''), types);
  setAttachedTypes(attachedTypesOf(derivedAbilities, subtypes));
  const abilities = derivedAbilities.map((derived) => {
    const r = compileAbility(derived, names, derived.text, types);
    for (const s of r.sentences) addSentence(report, { face: f.name, ...s });
    return r.ability;
  });
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

const memo = new Map<string, CompiledCard>();

function memoKey(card: ScryfallCard): string {
  if (card.oracle_id) return card.oracle_id;
  return JSON.stringify([
    card.name,
    card.layout,
    card.type_line,
    card.oracle_text,
    card.card_faces?.map((f) => [f.name, f.type_line, f.oracle_text]),
  ]);
}

/** Compiles a card once; later calls with the same card return the same result. */
export function compileCard(card: ScryfallCard): CompiledCard {
  const key = memoKey(card);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let out: CompiledCard;
  try {
    out = compileFresh(card);
  } catch (e) {
    // Never fail: a card the compiler cannot read is listed as the catalog's automatic reading does.
    out = listedOnly(card, e instanceof Error ? e.message : String(e));
  }
  memo.set(key, out);
  return out;
}

function listedOnly(card: ScryfallCard, why: string): CompiledCard {
  const report: CompileReport = { card: card.name ?? '', sentences: [], warnings: [] };
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const f = faces[0] as ScryfallFace;
  const { types, subtypes, supertypes } = parseTypeLine(String(f.type_line ?? ''));
  const abilities = deriveAbilities(withoutReminders(String(f.oracle_text ?? '')), types);
  for (const a of abilities)
    report.sentences.push({ face: String(f.name ?? ''), text: a.text, continuous: false, compiled: false, why: `compiler error: ${why}` });
  const def: CardDef = {
    name: String(f.name ?? ''),
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
  return { card: def, report };
}

function compileFresh(card: ScryfallCard): CompiledCard {
  const report: CompileReport = { card: card.name, sentences: [], warnings: [] };
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const front = faces[0] as ScryfallFace;
  const def: CardDef = face(front, report, card.name);
  const back = faces[1];
  if (
    back &&
    (card.layout === 'transform' || card.layout === 'modal_dfc' || card.layout === 'meld' || card.layout === 'double_faced_token')
  )
    def.backFace = face(back, report, card.name);
  return { card: def, report };
}
