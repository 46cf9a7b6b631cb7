/**
 * 601.2c, 115.1: what each instance of the word "target" of a resolving ability may choose, for the core to
 * check as it is cast or activated (`Resolution.targetPhrases`, src/core/actions/target-legality.ts):
 *
 *   tphrase := target tadjective* objectphrase       → { text, filter }  (115.2: zones only if it names them)
 *
 * One entry per "target" word in the order written (quoted abilities and reminder text are not in the tokens),
 * null where the words after it are no object phrase the grammar reads ("any target", "target player", "the
 * target of a spell") or its filter names other targets or players of the ability (their indexes are the
 * ability's, not the phrase's). What the phrase says but its filter drops (target adjectives, "with power 2
 * or less") is not checked: the filter can only let more through, never refuse a legal target.
 */

import type { TargetPhrase } from '../../../core/effects/language/abilities.js';
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import { type Token, tokenText } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { targetAdjectives } from './target-restrictions.js';

export function targetPhrasesIn(tokens: readonly Token[], fresh: () => ParseContext): (TargetPhrase | null)[] {
  const out: (TargetPhrase | null)[] = [];
  let firstWords: string | undefined;
  tokens.forEach((t, i) => {
    if (t.k !== 'word' || t.v !== 'target') return;
    const c = new Cursor(tokens);
    c.pos = i + 1;
    targetAdjectives(c);
    const ctx = fresh();
    // "… and another target permanent that shares one of those types with it" (701.12b): "it" is the first target.
    const first = firstWords;
    if (first !== undefined) {
      ctx.it = { target: 0 };
      ctx.targetPhrases = [{ words: first, index: 0 }];
    }
    const p = objectPhrase(c, ctx);
    const parts: Filter[] = p === undefined ? [] : [...p.filters];
    if (p?.zones !== undefined) parts.push({ zone: p.zones });
    const filter: Filter | undefined = parts.length === 0 ? undefined : parts.length === 1 ? parts[0] : { and: parts };
    const text = tokens
      .slice(i, c.pos)
      .map((x) => tokenText(x))
      .join(' ')
      .replace(/^T/, 't');
    const after = tokens
      .slice(c.pos, c.pos + 2)
      .map((x) => tokenText(x))
      .join(' ');
    // A card, spell or ability (115.2: not a permanent) whose zone the filter doesn't say, or one of two phrases
    // ("target creature on the battlefield or creature card in a graveyard"): not known.
    const elsewhere =
      p?.zones === undefined && (/\b(cards?|spells?|abilit(y|ies))\b(?! type)/i.test(text) || /^(from|in|on|exiled|or)\b/.test(after));
    if (firstWords === undefined)
      firstWords = tokens
        .slice(i + 1, c.pos)
        .map((x) => tokenText(x).toLowerCase())
        .join(' ');
    // A filter related to the first target ("that shares a card type with it") is checked with the ability's first target.
    const json = filter === undefined ? '' : JSON.stringify(filter).replaceAll('"with":"target"', '');
    const named = /"(target|targets|isTarget|chosen|player)"/.test(json);
    out.push(filter === undefined || named || elsewhere ? null : { text, filter });
  });
  return out;
}
