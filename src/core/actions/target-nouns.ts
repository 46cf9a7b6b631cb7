/**
 * What a "target" word may choose, read from the plain words after it when the card data carries no
 * phrase (`Resolution.targetPhrases`: the Oracle compiler writes them; the catalog's cards don't):
 * "target creature", "target artifact or enchantment", "target nonland permanent", "target creature you
 * control" (601.2c, 115.1). Only these plain nouns are read; anything else ("target player", "target
 * spell", "target card in a graveyard", "any target") gives null and only the target's own abilities
 * are checked.
 */

import type { TargetPhrase } from '../effects/language/abilities.js';
import type { Filter } from '../effects/language/filters-and-values.js';

const TYPES: Record<string, string> = {
  creature: 'Creature',
  artifact: 'Artifact',
  enchantment: 'Enchantment',
  land: 'Land',
  planeswalker: 'Planeswalker',
  battle: 'Battle',
};

/** Words after the nouns that make the phrase say more than the nouns (a zone, a quality, a card or spell). */
const FURTHER = new Set([
  'on',
  'in',
  'from',
  'card',
  'cards',
  'spell',
  'spells',
  'with',
  'without',
  'that',
  "that's",
  'token',
  'tokens',
  'of',
  'named',
  'an',
  'a',
  'you',
  'your',
  'blocking',
  'attacking',
  'defending',
  'other',
]);

/** The phrase of the `at`-th "target" word of `text` (counted as target-words.ts counts), or null. */
export function nounPhrase(text: string, at: number): TargetPhrase | null {
  const w =
    text
      .replace(/"[^"]*"|“[^”]*”/g, '')
      .replace(/\([^)]*\)/g, '')
      .toLowerCase()
      .match(/[a-z0-9'’]+/g) ?? [];
  let seen = -1;
  const i = w.findIndex((x) => x === 'target' && ++seen === at);
  if (i < 0) return null;
  const kinds: Filter[] = [];
  let j = i + 1;
  let non: string | undefined;
  for (; j < w.length; j++) {
    const word = w[j] as string;
    if (word === 'or' || word === 'and') continue;
    const negated = /^non(\w+)$/.exec(word)?.[1];
    if (negated && TYPES[negated] && kinds.length === 0) non = TYPES[negated];
    else if (TYPES[word]) kinds.push({ type: TYPES[word] as string });
    else if (word === 'permanent') kinds.push({ and: [] });
    else break;
  }
  if (kinds.length === 0) return null;
  const parts: Filter[] = [kinds.length === 1 ? (kinds[0] as Filter) : { or: kinds }];
  if (non) parts.push({ not: { type: non } });
  const rest = w.slice(j, j + 3).join(' ');
  if (rest.startsWith('you control')) parts.push({ controller: 'you' });
  else if (rest.startsWith("you don't control")) parts.push({ not: { controller: 'you' } });
  else if (rest.startsWith('an opponent controls')) parts.push({ controller: 'opponent' });
  // "target creature on the battlefield or creature card in a graveyard", "target creature with flying": not read.
  else if (FURTHER.has(w[j] ?? '')) return null;
  return { text: w.slice(i, j).join(' '), filter: parts.length === 1 ? (parts[0] as Filter) : { and: parts } };
}
