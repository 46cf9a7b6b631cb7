/**
 * Inline card definitions (docs/scenario-and-cli.md, "Inline cards") turned into the
 * core's CardDef: the type line read with the catalog's parser, the Oracle lines read by the
 * Oracle compiler (when the loader is given it) exactly as a card file's `oracle_text` is, so
 * "Other Elf creatures you control get +1/+1." is an anthem and not text, with its warnings for
 * the sentences it can't read; without it, as the catalog reads Oracle text.
 */
import { deriveAbilities } from '../catalog/derive.js';
import { parseStat, parseTypeLine } from '../catalog/parse.js';
import type { AbilityDef } from '../core/effects/language/abilities.js';
import type { CardDef, CardFace, RoomHalf } from '../core/model/objects.js';
import type { CompiledCard, ScryfallCard } from '../oracle/types.js';
import type { InlineCardInput, InlineFaceInput } from './object-schema.js';
import type { CardWarning } from './types.js';

function stat(v: number | string | undefined): number | null {
  if (v === undefined) return null;
  return typeof v === 'number' ? v : parseStat(v);
}

type Compile = (card: ScryfallCard) => CompiledCard;

/** Oracle text read as the face's own (its name is what "this creature" / CARDNAME refer to). */
function read(
  input: InlineFaceInput,
  oracle: string,
  compile: Compile | undefined,
  types: string[],
  warnings: CardWarning[],
): AbilityDef[] {
  if (compile === undefined) return deriveAbilities(oracle, types);
  const scryfall: ScryfallCard = { name: input.name, type_line: input.typeLine, oracle_text: oracle, layout: 'normal' };
  if (input.manaCost) scryfall.mana_cost = input.manaCost;
  for (const k of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const v = input[k];
    if (v !== undefined) scryfall[k] = String(v);
  }
  const { card, report } = compile(scryfall);
  warnings.push(...report.warnings);
  // A copy: the compiler memoises its result, which the face's list must not share.
  return [...card.abilities];
}

function inlineFace(input: InlineFaceInput, compile: Compile | undefined, warnings: CardWarning[]): CardFace {
  const { types, subtypes, supertypes } = parseTypeLine(input.typeLine);
  const abilities: AbilityDef[] = input.oracle === undefined ? [] : read(input, input.oracle, compile, types, warnings);
  for (const a of input.abilities ?? []) {
    if (typeof a === 'string') abilities.push(...read(input, a, compile, types, warnings));
    else abilities.push(a);
  }
  const face: CardFace = {
    name: input.name,
    manaCost: input.manaCost === undefined || input.manaCost === '' ? null : input.manaCost,
    types,
    subtypes,
    supertypes,
    power: stat(input.power),
    toughness: stat(input.toughness),
    loyalty: stat(input.loyalty),
    defense: stat(input.defense),
    abilities,
  };
  if (input.colorIndicator !== undefined) face.colorIndicator = input.colorIndicator;
  return face;
}

/** The card an inline definition describes, and the compiler's warnings for its Oracle lines. */
export function inlineCard(input: InlineCardInput, compile?: Compile): { card: CardDef; warnings: CardWarning[] } {
  const { backFace, morph, prototype, halves, ...front } = input;
  const warnings: CardWarning[] = [];
  const card: CardDef = inlineFace(front, compile, warnings);
  if (backFace !== undefined) card.backFace = inlineFace(backFace, compile, warnings);
  if (morph !== undefined) card.morph = morph;
  if (prototype !== undefined) card.prototype = { ...prototype };
  if (halves !== undefined) {
    // 709.5: each half has its own name, mana cost and text under the shared type line (709.5a).
    const read = halves.map((h) => {
      const f = inlineFace({ ...h, typeLine: front.typeLine }, compile, warnings);
      return { name: f.name, manaCost: f.manaCost, abilities: f.abilities };
    });
    const [left, right] = read as [RoomHalf, RoomHalf];
    card.halves = [left, right];
    // 709.4: in every zone but the battlefield, the two halves combined (names, mana costs, abilities).
    const costs = [left.manaCost, right.manaCost].filter((c): c is string => c !== null && c !== '');
    card.manaCost = costs.length > 0 ? costs.join(' // ') : null;
    card.abilities = [...card.abilities, ...left.abilities, ...right.abilities];
  }
  return { card, warnings };
}
