/**
 * How the catalog reads its own type lines and printed numbers: what parseTypeLine and parseStat
 * (parse.ts) give for every face of oracle-data.ts — scripts/gen-canon.mjs refuses data where they
 * differ — without parse.ts's lists of supertypes and multi-word subtypes (205.3m "Time Lord"), so
 * that a bundle of findCard and allCards needn't ship them (issue #9).
 */
import type { ParsedTypeLine } from './parse.js';

/** The supertypes on the catalog's type lines (205.4a). */
const SUPERTYPES: readonly string[] = ['Basic', 'Legendary', 'Snow', 'World'];

/**
 * "Legendary Creature/Elf Druid" (a row's "Legendary Creature — Elf Druid", oracle-data.ts): words
 * before the "/" are supertypes or card types; each word after it a subtype.
 */
export function rowTypeLine(line: string): ParsedTypeLine {
  const [left = '', right] = line.split('/');
  const words = left.split(' ');
  return {
    supertypes: words.filter((w) => SUPERTYPES.includes(w)),
    types: words.filter((w) => !SUPERTYPES.includes(w)),
    subtypes: right ? right.split(' ') : [],
  };
}

/** "3", "*", "1+*": the leading number, a * counting as 0 (208.2a); null when there is none (an empty field). */
export function rowStat(value: string | null | undefined): number | null {
  return value ? Number.parseInt(value, 10) || 0 : null;
}
