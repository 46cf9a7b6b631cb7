/**
 * The game's terms that both the effect language (effects/language/) and the object model
 * (objects.ts) name: colours, zones, and the costs a spell can be cast with. They depend on
 * nothing, so the effect language can use them without importing the objects that carry it.
 */

/** One of the five colours (105.1), in lower case. */
export type Color = 'white' | 'blue' | 'black' | 'red' | 'green';
/** The five colours in WUBRG order (105.1). */
export const COLORS: readonly Color[] = ['white', 'blue', 'black', 'red', 'green'];

/**
 * The card types (205.2a), as a type line writes them. `CardType` is derived from this list, so the
 * two cannot disagree.
 */
export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Conspiracy',
  'Creature',
  'Dungeon',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Phenomenon',
  'Plane',
  'Planeswalker',
  'Scheme',
  'Sorcery',
  'Vanguard',
] as const;
/** One of the card types of 205.2a (`CARD_TYPES`). */
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The supertypes: basic, legendary, ongoing, snow and world (205.4a), and the Un-cards' Elite and
 * Host, which type lines also print before the card types. `Supertype` is derived from this list.
 */
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing', 'Elite', 'Host'] as const;
/** A supertype (205.4a, `SUPERTYPES`). */
export type Supertype = (typeof SUPERTYPES)[number];

/** A zone (400.1). */
export type Zone = 'battlefield' | 'hand' | 'library' | 'graveyard' | 'exile' | 'stack' | 'command';
/** The zones of 400.1 a scenario can put an object in. */
export const ZONES: readonly Zone[] = ['battlefield', 'hand', 'library', 'graveyard', 'exile', 'stack', 'command'];

/** `unless`: a player made the payment an "unless … pays" instruction asks for as it resolved (118.12). */
export const COSTS_PAID = ['kicker', 'evidence', 'bargain', 'gift', 'teamwork', 'additional', 'mayhem', 'unless'] as const;
/** An optional or additional cost a spell was cast with (`COSTS_PAID`), or an "unless" payment made as it resolved. */
export type CostPaid = (typeof COSTS_PAID)[number];
