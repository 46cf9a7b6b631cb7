/**
 * Which of mana-font's drawings the page uses (read by web/lazy-data.ts, which puts them in mana.js, and by mana.ts);
 * each is 32×32 (energy's is not, so {E} stays text). */
export const MANA_GLYPHS = [
  'w',
  'u',
  'b',
  'r',
  'g',
  'c',
  's',
  'x',
  'y',
  'z',
  'p',
  'tap',
  'untap',
  ...Array.from({ length: 21 }, (_, n) => String(n)),
];
