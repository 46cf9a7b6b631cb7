/**
 * Conditions on opponents and on hand sizes and life totals compared (grammar.md § Conditions on players):
 *   cond += an opponent has (no | N or more | N or fewer) cards in hand | life   → compare [{… opponent}, op, N] (some opponent, 102.3)
 *         | you have more cards in hand than each opponent                      → ¬ compare [{handSize: you}, '<=', {handSize: opponent}] (402)
 *         | an opponent 's life total is less than half their starting life total
 *                                                                                → compare [{times: [{life: opponent}, 2]}, '<', {startingLife}] (103.4, 119)
 *         | your opponents control no <phrase>                                  → count {<phrase>, controller: opponent} ≤ 0
 *         | an opponent owns <phrase>                                           → count {<phrase>, owner: opponent} ≥ 1 (108.3)
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { numberWord } from '../words/words.js';

function bound(c: Cursor): { op: '>=' | '<=' | '='; n: number } | undefined {
  if (c.accept('no')) return { op: '=', n: 0 };
  const t = c.peek();
  const n = t?.k === 'num' ? t.n : numberWord(c.word());
  if (n === undefined) return undefined;
  c.next();
  if (c.acceptAny('or more', 'or greater') !== undefined) return { op: '>=', n };
  if (c.acceptAny('or fewer', 'or less') !== undefined) return { op: '<=', n };
  return undefined;
}

export function playerCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    if (c2.accept('an opponent has')) {
      const b = bound(c2);
      if (b === undefined) return undefined;
      if (c2.accept('life')) return { compare: [{ life: 'opponent' }, b.op, b.n] };
      if (c2.acceptAny('cards in hand', 'cards in their hand') !== undefined) return { compare: [{ handSize: 'opponent' }, b.op, b.n] };
      return undefined;
    }
    // "more cards in hand than each opponent" (Okina Nightwatch): greater than every opponent's, so not at most any one's.
    if (c2.accept('you have more cards in hand than each opponent'))
      return { not: { compare: [{ handSize: 'you' }, '<=', { handSize: 'opponent' }] } };
    if (c2.accept("an opponent 's life total is less than half their starting life total"))
      return { compare: [{ times: [{ life: 'opponent' }, 2] }, '<', { startingLife: true }] };
    if (c2.accept('your opponents control no')) {
      const p = objectPhrase(c2, ctx);
      if (p === undefined || p.zones !== undefined) return undefined;
      return { count: { and: [...p.filters, { controller: 'opponent' }] }, lte: 0 };
    }
    // 401.1: "As long as the top card of your library is a creature card" (Mul Daya Channelers).
    if (c2.accept('the top card of your library is')) {
      if (c2.acceptAny('a', 'an') === undefined) return undefined;
      const p = objectPhrase(c2, ctx);
      return p === undefined || p.zones !== undefined ? undefined : { topOfLibrary: filterOf(p) };
    }
    if (c2.accept('an opponent owns')) {
      c2.acceptAny('a', 'an');
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      return { count: { and: [...p.filters, { owner: 'opponent' }] }, zones: p.zones ?? ['battlefield'], gte: 1 };
    }
    return undefined;
  });
}
