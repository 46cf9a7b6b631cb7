/** Subtype families (205.3g-m) and their correlation with card types (205.3c-d). */
import { ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, PLANESWALKER_TYPES, SPELL_TYPES } from './subtype-lists.js';

export type SubtypeFamily = 'creature' | 'land' | 'artifact' | 'enchantment' | 'planeswalker' | 'spell' | 'other';

export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
export const BASIC_MANA: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

const FAMILY = new Map<string, SubtypeFamily>();
for (const t of CREATURE_TYPES) FAMILY.set(t, 'creature');
for (const t of LAND_TYPES) FAMILY.set(t, 'land');
for (const t of ARTIFACT_TYPES) FAMILY.set(t, 'artifact');
for (const t of ENCHANTMENT_TYPES) FAMILY.set(t, 'enchantment');
for (const t of PLANESWALKER_TYPES) FAMILY.set(t, 'planeswalker');
for (const t of SPELL_TYPES) FAMILY.set(t, 'spell');

export function subtypeFamily(subtype: string): SubtypeFamily {
  return FAMILY.get(subtype) ?? 'other';
}

export function isCreatureType(s: string): boolean {
  return FAMILY.get(s) === 'creature';
}

export function isBasicLandType(s: string): boolean {
  return (BASIC_LAND_TYPES as readonly string[]).includes(s);
}

/** Card types a subtype family needs (205.3c-d; creature types also go with Kindred, 205.3m). */
const FAMILY_TYPES: Record<SubtypeFamily, string[]> = {
  creature: ['Creature', 'Kindred'],
  land: ['Land'],
  artifact: ['Artifact'],
  enchantment: ['Enchantment'],
  planeswalker: ['Planeswalker'],
  spell: ['Instant', 'Sorcery'],
  other: [],
};

/** 205.3d: a subtype stays only while the object has a card type it corresponds to. */
export function correlatedSubtypes(types: readonly string[], subtypes: readonly string[]): string[] {
  return subtypes.filter((s) => correlates(types, s));
}

/** Does a subtype correspond to one of these card types (205.3d)? */
export function correlates(types: readonly string[], subtype: string): boolean {
  const fam = subtypeFamily(subtype);
  if (fam === 'other') return true;
  // A loop, not .some with a closure: this runs for every object an effect's filter tests.
  for (const t of FAMILY_TYPES[fam]) if (types.includes(t)) return true;
  return false;
}

/** Is `subtype` among the correlated subtypes (correlatedSubtypes(types, subtypes).includes(subtype)), without building them? */
export function hasCorrelatedSubtype(types: readonly string[], subtypes: readonly string[], subtype: string): boolean {
  return subtypes.includes(subtype) && correlates(types, subtype);
}

export { CREATURE_TYPES, LAND_TYPES };

/** Plural forms used in Oracle text ("Other Goblins", "Elves you control") that the rules of pluralOf don't give. */
const IRREGULAR: Record<string, string> = {
  Elf: 'Elves',
  Dwarf: 'Dwarves',
  Wolf: 'Wolves',
  Werewolf: 'Werewolves',
  Merfolk: 'Merfolk',
  Fish: 'Fish',
  Sheep: 'Sheep',
  Ox: 'Oxen',
  Mouse: 'Mice',
  Homunculus: 'Homunculi',
  Fungus: 'Fungi',
  Cyclops: 'Cyclopes',
  Plains: 'Plains',
  Thief: 'Thieves',
};

export function pluralOf(word: string): string {
  const irr = IRREGULAR[word];
  if (irr) return irr;
  if (/(s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}
