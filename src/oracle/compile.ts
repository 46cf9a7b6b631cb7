/**
 * Scryfall card -> CardDef. Each face's abilities are split and classified as the catalog's
 * automatic reading does (derive.ts: keywords, mana, triggered, activated, spell, text), then
 * each ability is read by the grammar (build.ts, grammar.md); every sentence is reported.
 * A card is compiled once: results are memoised by oracle_id (or name and text).
 */
import { deriveAbilities } from '../catalog/derive.js';
import { parseStat, parseTypeLine } from '../catalog/parse.js';
import type { AbilityDef } from '../core/effects/language/abilities.js';
import { deepFreeze } from '../core/model/deep-freeze.js';
import type { CardDef, CardFace } from '../core/model/objects.js';
import type { Failure } from '../core/model/result.js';
import { COLORS, type Color } from '../core/model/terms.js';
import { cardInputProblem } from './check-card.js';
import { compileAbility } from './grammar/abilities/build.js';
import { setAttachedTypes, setChosenTypeKind } from './grammar/abilities/face-context.js';
import { withLevelerStriations } from './leveler.js';
import { derivedOf, gated, levelBar, solvedText } from './levels.js';
import { selfNames } from './lex.js';
import { addSentence } from './report.js';
import { joinSpellParagraphs } from './spell-paragraphs.js';
import { staticInstead } from './static-instead.js';
import { withStationCreature } from './station-creature.js';
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

/** A Class level's or a solved Case's static ability, gated on the designation (levels.ts); else undefined. */
function levelled(derived: AbilityDef, names: readonly string[], types: readonly string[], section: number | undefined) {
  const bar = levelBar(derived);
  if (bar?.rest !== undefined) {
    const inner = derivedOf(bar.rest);
    return gated(compileAbility(inner, names, inner.text, types), { source: { levelAtLeast: bar.level } }, derived.text);
  }
  if (bar !== undefined) return undefined;
  const solved = solvedText(derived);
  if (solved !== undefined) {
    const inner = derivedOf(solved);
    return gated(compileAbility(inner, names, inner.text, types), { source: { solved: true } }, derived.text);
  }
  if (section === undefined) return undefined;
  return gated(compileAbility(derived, names, derived.text, types), { source: { levelAtLeast: section } }, derived.text);
}

function face(f: ScryfallFace, report: CompileReport, cardName: string): CardFace {
  const { types, subtypes, supertypes } = parseTypeLine(f.type_line ?? '');
  const names = selfNames(f.name === cardName ? f.name : `${f.name} // ${cardName}`, supertypes.includes('Legendary'));
  const derivedAbilities = deriveAbilities(withoutReminders(f.oracle_text ?? ''), types);
  setAttachedTypes(attachedTypesOf(derivedAbilities, subtypes));
  setChosenTypeKind(f.oracle_text ?? '');
  // 716.2: the level of the Class section an ability is printed in (after a bare "{cost}: Level N" bar).
  let section: number | undefined;
  const results = derivedAbilities.map((derived) => {
    const r = levelled(derived, names, types, section) ?? compileAbility(derived, names, derived.text, types);
    const bar = levelBar(derived);
    if (bar !== undefined) section = bar.rest === undefined ? bar.level : undefined;
    return r;
  });
  // 113.3a: an instant's or sorcery's paragraphs are one spell ability (spell-paragraphs.ts).
  const joined = joinSpellParagraphs(
    derivedAbilities,
    results,
    (a, lexText) => compileAbility(a, names, lexText ?? a.text, types),
    names,
    types,
  );
  // "… it has "…" instead." after a static ability: that ability's effect under the negated condition (static-instead.ts).
  const insteadRead =
    joined.length === derivedAbilities.length
      ? staticInstead(derivedAbilities, joined, (a, lexText) => compileAbility(a, names, lexText, types))
      : joined;
  // 711.2: a leveler's LEVEL striations, each one static ability (leveler.ts).
  const abilities = withLevelerStriations(derivedAbilities, insteadRead).map((r) => {
    for (const s of r.sentences) addSentence(report, { face: f.name, ...s });
    return r.ability;
  });
  const power = parseStat(f.power);
  const toughness = parseStat(f.toughness);
  const out: CardFace = {
    name: f.name,
    manaCost: f.mana_cost ? f.mana_cost : null,
    types,
    subtypes,
    supertypes,
    power,
    toughness,
    loyalty: parseStat(f.loyalty),
    defense: parseStat(f.defense),
    abilities: withStationCreature(f.oracle_text ?? '', abilities, power, toughness),
  };
  const ci = colorIndicator(f.color_indicator);
  if (ci) out.colorIndicator = ci;
  return out;
}

const memo = new Map<string, CompiledCard>();

/** Every field the compiler reads: two cards that differ in any of them (even with one oracle_id) compile apart. */
function faceKey(f: ScryfallFace): unknown[] {
  return [f.name, f.mana_cost, f.type_line, f.oracle_text, f.power, f.toughness, f.loyalty, f.defense, f.colors, f.color_indicator];
}

function memoKey(card: ScryfallCard): string {
  return JSON.stringify([card.oracle_id, card.layout, card.keywords, faceKey(card), card.card_faces?.map(faceKey)]);
}

/**
 * Compiles a card once; later calls with the same card return the same result, deeply frozen.
 * Input that is not a card in Scryfall's format (`null`, `42`, `{}`: no name, no type line, a
 * field of the wrong type) gives an `invalid-input` error whose `path` names the field; a card
 * gives `{ ok: true, card, report }`.
 */
export function compileCard(card: ScryfallCard): CompiledCard;
export function compileCard(card: unknown): CompiledCard | Failure;
export function compileCard(input: unknown): CompiledCard | Failure {
  const bad = cardInputProblem(input);
  if (bad) return bad;
  const card = input as ScryfallCard;
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
  // Frozen: every later caller gets this very object, so no caller may change it.
  memo.set(key, deepFreeze(out));
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
  return { ok: true, card: def, report };
}

/**
 * The card's characteristics outside the stack, by layout: a double-faced card (712.8) is its
 * front face with its back face; a split card (709.4) is its two halves combined (both names
 * as "A // B", the combined mana cost, each half's types and abilities); a flip card (710) is
 * its top half, with the flipped half as its other face keeping the top half's mana cost and
 * colour (710.1c); an adventurer card (715.4) is its creature. A half of a split or adventurer
 * card cast on its own is compiled as a card of its own (the face with layout `normal`).
 */
function compileFresh(card: ScryfallCard): CompiledCard {
  const report: CompileReport = { card: card.name, sentences: [], warnings: [] };
  const faces = card.card_faces && card.card_faces.length > 0 ? card.card_faces : [card];
  const front = faces[0] as ScryfallFace;
  const back = faces[1];
  if (card.layout === 'split' && back) return { ok: true, card: combined(card, [front, back], report), report };
  const def: CardDef = face(front, report, card.name);
  if (
    back &&
    (card.layout === 'transform' || card.layout === 'modal_dfc' || card.layout === 'meld' || card.layout === 'double_faced_token')
  )
    def.backFace = face(back, report, card.name);
  const proto = prototypeOf(front.oracle_text);
  if (proto) def.prototype = proto;
  if (back && card.layout === 'flip') {
    const flipped = face(back, report, card.name);
    flipped.manaCost = def.manaCost;
    if (def.colorIndicator) flipped.colorIndicator = def.colorIndicator;
    def.backFace = flipped;
  }
  return { ok: true, card: def, report };
}

/** 702.160a, 718.1: "Prototype {1}{B}{B} — 3/3": the inset frame's mana cost, power and toughness. */
function prototypeOf(text: string | null | undefined): CardDef['prototype'] {
  const m = /^Prototype ((?:\{[^}]+\})+) [—-] (\d+)\/(\d+)/m.exec(text ?? '');
  return m ? { manaCost: m[1] as string, power: Number(m[2]), toughness: Number(m[3]) } : undefined;
}

/** 709.4: a split card's halves combined (709.4b mana cost, 709.4c types and abilities). */
function combined(card: ScryfallCard, halves: ScryfallFace[], report: CompileReport): CardDef {
  const parts = halves.map((h) => face(h, report, card.name));
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
  // 709.5: a Room (a split permanent card with a shared type line) keeps its halves, for its doors.
  const [left, right] = parts;
  if (left && right && def.subtypes.includes('Room')) {
    const half = (p: CardFace) => ({ name: p.name, manaCost: p.manaCost, abilities: p.abilities });
    def.halves = [half(left), half(right)];
  }
  return def;
}
