/** The characteristics an effect reads or writes, as named in footprints, traces and custom operations. */

/** The characteristics (and controller) an effect can read or write, for footprints and traces. */
export const CHARACTERISTIC_FIELDS = [
  'name',
  'manaCost',
  'colors',
  'types',
  'subtypes',
  'supertypes',
  'abilities',
  'power',
  'toughness',
  'controller',
] as const;

/** A characteristic (109.3) or the controller, as an effect reads or writes it. */
export type CharacteristicField = (typeof CHARACTERISTIC_FIELDS)[number];
