/** Ability words (207.2c) and prefixes of the same form, dropped before a sentence is read. */
import type { Token } from '../../lex.js';

/**
 * 207.2c: an ability word ("Threshold —", "Descend 4 —", "Domain —") has no rules meaning. Also
 * drops "Max speed —" and "Level N+" style prefixes of the same form.
 */
export function withoutAbilityWord(tokens: readonly Token[]): readonly Token[] {
  const dash = tokens.findIndex((t) => t.k === 'punct' && t.v === '—');
  if (dash <= 0 || dash > 5) return tokens;
  const first = tokens[0];
  if (first?.k !== 'word' || first.v === 'choose') return tokens;
  // Spree modes "+ {1} — …" (702.172) read like an ability word.
  if (!tokens.slice(0, dash).every((t) => t.k === 'word' || t.k === 'num' || (first.v === '+' && t.k === 'mana'))) return tokens;
  return tokens.slice(dash + 1);
}
