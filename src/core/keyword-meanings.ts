/**
 * Keyword abilities whose meaning (702) is a continuous effect the rules define, so that a
 * card only has to list the keyword — hand-written, derived or compiled from Oracle text
 * alike. Changeling and devoid are characteristic-defining abilities (pass/candidates.ts);
 * this module holds the rest:
 *
 * - 702.122a crew: "Crew N" is an activated ability; it resolves as "this permanent becomes an
 *   artifact creature until end of turn" (205.1b: it keeps its other types and subtypes).
 * - 702.151b reconfigure: while the permanent is attached to a creature it is not a creature
 *   (nor has creature types, 205.1a).
 * - 702.103b bestow: a bestowed Aura is an Aura enchantment with enchant creature — not a
 *   creature, no creature types — for as long as it stays bestowed (702.103f).
 */
import type { AbilityDef, Condition, Op, Resolution, StaticEffectDef } from './effects/types.js';

/** The resolution of a keyword that is an activated ability, or undefined. */
export function keywordResolution(def: AbilityDef): Resolution | undefined {
  if (def.kind !== 'keyword') return undefined;
  if (def.keyword === 'crew') return CREW;
  return undefined;
}

/** The static effects a keyword's rules give its object (none for most keywords). */
export function keywordStaticEffects(def: AbilityDef): StaticEffectDef[] {
  if (def.kind !== 'keyword') return [];
  if (def.keyword === 'reconfigure') return RECONFIGURE;
  if (def.keyword === 'bestow') return BESTOW;
  return [];
}

const CREW: Resolution = {
  effects: [{ affects: { self: true }, ops: [{ op: 'addTypes', types: ['Artifact', 'Creature'] }], duration: 'endOfTurn' }],
};

/** The source is attached to a creature on the battlefield (702.151b). */
const ATTACHED_TO_A_CREATURE: Condition = { count: { and: [{ attachedBySource: true }, { type: 'Creature' }] }, gte: 1 };

const NOT_A_CREATURE: Op = { op: 'removeTypes', types: ['Creature'], allCreatureTypes: true };

const RECONFIGURE: StaticEffectDef[] = [{ affects: { self: true }, ops: [NOT_A_CREATURE], condition: ATTACHED_TO_A_CREATURE }];

const BESTOW: StaticEffectDef[] = [
  {
    affects: { self: true },
    ops: [
      { op: 'setTypes', types: ['Enchantment'], subtypes: ['Aura'] },
      { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Enchant creature', keyword: 'enchant creature' }] },
    ],
    condition: { source: { bestowed: true } },
  },
];
