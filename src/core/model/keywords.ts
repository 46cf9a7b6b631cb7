/**
 * 122.1b: the keyword abilities a keyword counter can grant (a counter of that name gives
 * the object the ability). Lower-case, as counters are named.
 */
export const KEYWORD_COUNTERS: readonly string[] = [
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'decayed',
  'exalted',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'menace',
  'reach',
  'shadow',
  'trample',
  'vigilance',
];
