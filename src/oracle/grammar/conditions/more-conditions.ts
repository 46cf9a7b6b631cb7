/** Conditions on some object (506.4, 702): "a token", "a Goblin or Orc", "a Rat is attacking", "a creature you control has first strike". */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { counterKind, zoneTail } from '../nouns/tails.js';
import { keywordAt, subtypeOf } from '../words/words.js';

/** stateFilter's extension, tried first: "a token" (111.1), "a Goblin or Orc" (either subtype). */
export function moreState(c: Cursor): Filter | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('a', 'an') === undefined) return undefined;
    if (c2.accept('token')) return { token: true };
    const first = c2.peek();
    if (first?.k !== 'word' || c2.peek(1)?.k !== 'word' || c2.word(1) !== 'or') return undefined;
    const second = c2.peek(2);
    if (second?.k !== 'word') return undefined;
    const a = subtypeOf(first.raw);
    const b = subtypeOf(second.raw);
    if (a === undefined || b === undefined || a.plural || b.plural) return undefined;
    c2.pos += 3;
    return { or: [{ subtype: a.subtype }, { subtype: b.subtype }] };
  });
}
/**
 * conditions' extension: "If a Rat is attacking, SELF gains trample until end of turn." (Charging
 * Hooligan): some attacking (blocking) object matches the phrase (506.4).
 *   cond += (a | an | another) <phrase> is attacking | blocking
 *         | (a | an) <phrase> has <keyword>
 */
export function moreCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    const det = c2.acceptAny('a', 'an', 'another');
    if (det === undefined) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    // "if a creature you control has first strike" (Odric, Lunarch Marshal): that it has the keyword (702).
    if (c2.accept('has')) {
      // "As long as a creature has a -1/-1 counter on it" (Tenacious Hunter), 122.1.
      const counter = c2.attempt((c3) => {
        if (c3.acceptAny('a', 'an') === undefined) return undefined;
        const kind = counterKind(c3);
        return kind !== undefined && c3.accept('on it') ? kind : undefined;
      });
      if (counter !== undefined) return { count: { and: [...p.filters, { counter }] }, zones: p.zones ?? ['battlefield'], gte: 1 };
      const kw = keywordAt(c2);
      if (kw === undefined || det === 'another') return undefined;
      return { count: { and: [...p.filters, { hasAbility: kw }] }, gte: 1 };
    }
    if (!c2.accept('is')) return undefined;
    // "As long as a creature card with flying is in a graveyard" (Cairn Wanderer), "an artifact card is in your graveyard".
    if (c2.at('in') && p.zones === undefined && det !== 'another') {
      // "in a graveyard": any player's.
      if (c2.accept('in a graveyard')) p.zones = ['graveyard'];
      else if (!zoneTail(c2, ctx, p) || p.zones === undefined) return undefined;
      return { count: filterOf(p), zones: p.zones, gte: 1 };
    }
    const state: Filter | undefined = c2.accept('attacking') ? { attacking: true } : c2.accept('blocking') ? { blocking: true } : undefined;
    if (state === undefined) return undefined;
    const filters: Filter[] = [...p.filters, state];
    if (det === 'another') filters.push({ other: true });
    return { count: { and: filters }, gte: 1 };
  });
}
