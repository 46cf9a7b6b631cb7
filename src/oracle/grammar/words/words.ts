/** Word classes the grammar recognises: colours, card types, subtypes, numbers, keywords. */

import { keywordOf } from '../../../catalog/parse.js';
import {
  ARTIFACT_TYPES,
  CREATURE_TYPES,
  ENCHANTMENT_TYPES,
  LAND_TYPES,
  PLANESWALKER_TYPES,
  SPELL_TYPES,
} from '../../../core/model/subtype-lists.js';
import type { Color } from '../../../core/model/terms.js';
import type { Cursor } from '../cursor/cursor.js';

export const COLOR_WORDS: Record<string, Color> = { white: 'white', blue: 'blue', black: 'black', red: 'red', green: 'green' };

/** Card types (205.2a), lower-case singular and plural → Oracle capitalisation. */
const CARD_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Kindred', 'Tribal'];
export const CARD_TYPE_WORDS = new Map<string, string>();
for (const t of CARD_TYPES) {
  CARD_TYPE_WORDS.set(t.toLowerCase(), t);
  CARD_TYPE_WORDS.set(`${t.toLowerCase()}s`, t);
}
CARD_TYPE_WORDS.set('sorceries', 'Sorcery');
CARD_TYPE_WORDS.set('instants', 'Instant');

export const SUPERTYPE_WORDS: Record<string, string> = { legendary: 'Legendary', basic: 'Basic', snow: 'Snow', world: 'World' };

const SUBTYPES = new Set<string>([
  ...CREATURE_TYPES,
  ...ARTIFACT_TYPES,
  ...ENCHANTMENT_TYPES,
  ...LAND_TYPES,
  ...PLANESWALKER_TYPES,
  ...SPELL_TYPES,
]);

const IRREGULAR: Record<string, string> = {
  Elves: 'Elf',
  Dwarves: 'Dwarf',
  Wolves: 'Wolf',
  Werewolves: 'Werewolf',
  Mice: 'Mouse',
  Octopi: 'Octopus',
  Fungi: 'Fungus',
  Homunculi: 'Homunculus',
  Sphinxes: 'Sphinx',
  Foxes: 'Fox',
  Oxen: 'Ox',
  Allies: 'Ally',
  Faeries: 'Faerie',
  Zombies: 'Zombie',
  Harpies: 'Harpy',
  Pegasi: 'Pegasus',
};

/** The subtype a capitalised word names, singular or plural ("Elves" → Elf), or undefined. */
export function subtypeOf(raw: string): { subtype: string; plural: boolean } | undefined {
  if (!/^[A-Z]/.test(raw)) return undefined;
  if (SUBTYPES.has(raw))
    return { subtype: raw, plural: raw === 'Merfolk' || raw === 'Plains' || raw === 'Sheep' || raw === 'Kithkin' || raw === 'Treefolk' };
  const irregular = IRREGULAR[raw];
  if (irregular) return { subtype: irregular, plural: true };
  for (const [suffix, repl] of [
    ['es', ''],
    ['s', ''],
    ['ies', 'y'],
    ['ves', 'f'],
  ] as const) {
    if (raw.endsWith(suffix)) {
      const s = raw.slice(0, -suffix.length) + repl;
      if (SUBTYPES.has(s)) return { subtype: s, plural: true };
    }
  }
  return undefined;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  twenty: 20,
};

/** A number written as digits or a word ("two", "a"). */
export function numberWord(w: string | undefined): number | undefined {
  return w === undefined ? undefined : NUMBER_WORDS[w];
}

/** The keyword ability `text` names ("flying", "protection from red"), as Oracle capitalises it, or undefined. */
export function keywordText(text: string): { text: string; keyword: string } | undefined {
  const t = text.trim();
  const keyword = keywordOf(t);
  if (keyword === undefined) return undefined;
  return { text: t.charAt(0).toUpperCase() + t.slice(1), keyword };
}

/** The keyword ability named at the cursor ("flying", "first strike", up to three words), consumed. */
export function keywordAt(c: Cursor): string | undefined {
  for (const len of [3, 2, 1]) {
    const words: string[] = [];
    for (let i = 0; i < len; i++) {
      const t = c.peek(i);
      if (t?.k !== 'word') break;
      words.push(t.v);
    }
    if (words.length !== len) continue;
    const kw = keywordText(words.join(' '));
    if (kw !== undefined) {
      c.pos += len;
      return kw.keyword;
    }
  }
  return undefined;
}
