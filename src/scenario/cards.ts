/**
 * Inline card definitions (docs/scenario-and-cli.md, "Inline cards") turned into the
 * core's CardDef, reading type lines and Oracle lines with the catalog's own helpers.
 */
import { deriveAbilities } from '../catalog/derive.js';
import { parseStat, parseTypeLine } from '../catalog/parse.js';
import type { AbilityDef } from '../core/effects/types.js';
import type { CardDef, CardFace } from '../core/model.js';
import type { InlineCardInput, InlineFaceInput } from './schema.js';

function stat(v: number | string | undefined): number | null {
  if (v === undefined) return null;
  return typeof v === 'number' ? v : parseStat(v);
}

export function inlineFace(input: InlineFaceInput): CardFace {
  const { types, subtypes, supertypes } = parseTypeLine(input.typeLine);
  const abilities: AbilityDef[] = input.oracle === undefined ? [] : deriveAbilities(input.oracle, types);
  for (const a of input.abilities ?? []) {
    if (typeof a === 'string') abilities.push(...deriveAbilities(a, types));
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

export function inlineCard(input: InlineCardInput): CardDef {
  const { backFace, morph, ...front } = input;
  const card: CardDef = inlineFace(front);
  if (backFace !== undefined) card.backFace = inlineFace(backFace);
  if (morph !== undefined) card.morph = morph;
  return card;
}
