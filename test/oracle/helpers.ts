/** Compiling one Oracle card for the grammar tests. */
import type { AbilityDef } from '../../src/core/effects/language/abilities.js';
import type { CardDef } from '../../src/core/model/objects.js';
import { compileCard } from '../../src/oracle/index.js';
import type { CompiledCard } from '../../src/oracle/types.js';
import { abilityDefSchema } from '../../src/scenario/ability-schema.js';

export function compile(name: string, typeLine: string, oracleText: string, pt?: [string, string]): CompiledCard {
  const card = compileCard({
    name,
    type_line: typeLine,
    oracle_text: oracleText,
    ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
  });
  for (const a of card.card.abilities) abilityDefSchema.parse(a);
  return card;
}

/** The abilities of a compiled card, every one checked against the effect schema. */
export function abilities(name: string, typeLine: string, oracleText: string, pt?: [string, string]): AbilityDef[] {
  return compile(name, typeLine, oracleText, pt).card.abilities;
}

/** The card itself, for putting on a battlefield. */
export function cardOf(name: string, typeLine: string, oracleText: string, pt?: [string, string]): CardDef {
  return compile(name, typeLine, oracleText, pt).card;
}

/** The single ability of a one-ability text. */
export function only(name: string, typeLine: string, oracleText: string): AbilityDef {
  const all = abilities(name, typeLine, oracleText);
  if (all.length !== 1) throw new Error(`expected one ability, got ${all.length}`);
  return all[0] as AbilityDef;
}
