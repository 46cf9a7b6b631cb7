/**
 * Keyword abilities whose meaning (702) is a continuous effect the rules define, so that a
 * card only has to list the keyword — hand-written, derived or compiled from Oracle text
 * alike. Changeling and devoid are characteristic-defining abilities (pass/candidates.ts);
 * this module holds the rest:
 *
 * - 702.122a crew: "Crew N" is an activated ability; it resolves as "this permanent becomes an
 *   artifact creature until end of turn" (205.1b: it keeps its other types and subtypes).
 * - 702.6a equip, 702.67a fortify, 702.151a reconfigure: activated abilities that attach the
 *   permanent to a target creature you control (a land for fortify); reconfigure with no
 *   target unattaches it. 702.107a outlast and 702.87a level up put a counter on it.
 * - 702.165a backup: a triggered ability; its counters go on the target, and another creature gains the
 *   abilities printed below it until end of turn.
 * - 702.151b reconfigure: while the permanent is attached to a creature it is not a creature
 *   (nor has creature types, 205.1a).
 * - 702.103b bestow: a bestowed Aura is an Aura enchantment with enchant creature — not a
 *   creature, no creature types — for as long as it stays bestowed (702.103f).
 */
import type { AbilityDef, Op, Resolution, StaticEffectDef } from '../effects/language/abilities.js';
import type { Condition } from '../effects/language/condition.js';

/**
 * The resolution of a keyword that is an activated or triggered ability, or undefined. `printed`: the source's
 * printed abilities, in order (backup grants those printed below it, 702.165a).
 */
export function keywordResolution(def: AbilityDef, printed: readonly AbilityDef[] = []): Resolution | undefined {
  if (def.kind !== 'keyword') return undefined;
  if (def.keyword === 'backup') return backup(def, printed);
  if (def.keyword === 'crew') return CREW;
  if (def.keyword === 'outlast') return OUTLAST;
  if (def.keyword === 'level up') return LEVEL_UP;
  return undefined;
}

/** A keyword that is an activated ability attaching its permanent (701.3a), with what it attaches to. */
export interface KeywordAttach {
  keyword: 'equip' | 'fortify' | 'reconfigure';
  /** What the target must be: a creature (equip, reconfigure) or a land (fortify). */
  to: 'Creature' | 'Land';
  /** Reconfigure's second ability: with no target, it unattaches (702.151a). */
  unattachWithoutTarget: boolean;
}

export function keywordAttach(def: AbilityDef): KeywordAttach | undefined {
  if (def.kind !== 'keyword') return undefined;
  if (def.keyword === 'equip') return { keyword: 'equip', to: 'Creature', unattachWithoutTarget: false };
  if (def.keyword === 'fortify') return { keyword: 'fortify', to: 'Land', unattachWithoutTarget: false };
  if (def.keyword === 'reconfigure') return { keyword: 'reconfigure', to: 'Creature', unattachWithoutTarget: true };
  return undefined;
}

/** 702.107a: outlast's cost includes {T}. */
export function keywordCostTaps(def: AbilityDef): boolean {
  return def.kind === 'keyword' && def.keyword === 'outlast';
}

/** The static effects a keyword's rules give its object (none for most keywords). */
export function keywordStaticEffects(def: AbilityDef): StaticEffectDef[] {
  if (def.kind !== 'keyword') return [];
  if (def.keyword === 'reconfigure') return RECONFIGURE;
  if (def.keyword === 'bestow') return BESTOW;
  return [];
}

/**
 * 702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
 * another creature, it also gains the non-backup abilities of this creature printed below this one until end of
 * turn." 702.165c: only abilities printed on it; 702.165d: fixed as the ability is put on the stack.
 */
function backup(def: Extract<AbilityDef, { kind: 'keyword' }>, printed: readonly AbilityDef[]): Resolution {
  const n = Number(/\d+/.exec(def.text)?.[0] ?? '1');
  const at = printed.findIndex((a) => a.text === def.text);
  const below = at < 0 ? [] : printed.slice(at + 1).filter((a) => !(a.kind === 'keyword' && a.keyword === 'backup'));
  return {
    counters: [{ on: { target: 0 }, kind: '+1/+1', amount: n }],
    ...(below.length > 0 && {
      effects: [{ affects: { target: 0, where: { other: true } }, ops: [{ op: 'addAbilities', abilities: below }], duration: 'endOfTurn' }],
    }),
  };
}

const OUTLAST: Resolution = { counters: [{ on: { self: true }, kind: '+1/+1', amount: 1 }] };
const LEVEL_UP: Resolution = { counters: [{ on: { self: true }, kind: 'level', amount: 1 }] };

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
