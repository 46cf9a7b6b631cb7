/**
 * A maximum hand size computed from the game (402.2, 613.11), under a leading condition:
 *
 *   handSize := As long as <cond> , <players> 's maximum hand size is equal to <size>
 *   size     := N minus <hvalue> | <hvalue>
 *   hvalue   := <value> | the number of those card types      ("those": the condition's "card types among …")
 *
 * "Delirium — As long as there are four or more card types among cards in your graveyard, each opponent's
 * maximum hand size is equal to seven minus the number of those card types." (Winter, Misanthropic Guide):
 * `{sum: [7, {times: [{cardTypesAmong}, -1]}]}`, computed as the players layer applies; below zero it is zero.
 */
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import { condition } from '../../conditions/conditions.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { maxHandSizeOf } from '../../predicates/players.js';
import { value } from '../../values/values.js';
import { numberWord } from '../../words/words.js';
import type { StaticResult } from './static-result.js';

/** The "card types among …" a condition compares, which "those card types" names. */
function cardTypesOf(cond: Condition): Value | undefined {
  if (!('compare' in cond)) return undefined;
  const v = cond.compare[0];
  return typeof v === 'object' && 'cardTypesAmong' in v ? v : undefined;
}

function handValue(c: Cursor, ctx: ParseContext, those: Value | undefined): Value | undefined {
  if (those !== undefined && c.accept('the number of those card types')) return those;
  return c.attempt((c2) => value(c2, ctx));
}

function sizeOf(c: Cursor, ctx: ParseContext, those: Value | undefined): Value | undefined {
  return c.attempt((c2) => {
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c2.word());
    if (n !== undefined && c2.word(1) === 'minus') {
      c2.pos += 2;
      const v = handValue(c2, ctx, those);
      return v === undefined ? undefined : { sum: [n, { times: [v, -1] }] };
    }
    return handValue(c2, ctx, those);
  });
}

export function conditionalHandSize(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('as long as')) return undefined;
    const cond = condition(c2, ctx);
    if (cond === undefined || !c2.accept(',')) return undefined;
    const those = cardTypesOf(cond);
    const eff = maxHandSizeOf(c2, (c3) => (c3.accept('equal to') ? sizeOf(c3, ctx, those) : undefined));
    return eff === undefined ? undefined : { kind: 'effects', effects: [{ ...eff, condition: cond }] };
  });
}
