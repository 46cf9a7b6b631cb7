/**
 * Tokens created only if a condition holds as the spell or ability resolves (608.2c; grammar.md § Conditional
 * tokens):
 *
 *   ifTokens := if <cond> , <create tokens sentence>        each TokenDef gets `if: <cond>`
 *   cond     += you (exiled | sacrificed | destroyed | returned | tapped | untapped) (a | an) <phrase> this way
 *                                                           (after an instruction on a target: that target is there)
 *
 * "If X is 5 or more, create a token that's a copy of that creature." (Blue Sun's Twilight), "If five or more
 * mana was spent to cast that spell, create a token that's a copy of this creature." (Colorstorm Stallion).
 * The condition is checked once, as the tokens would be created; it is never re-checked.
 */
import type { Condition } from '../../../../core/effects/language/condition.js';
import { condition, stateFilter } from '../../conditions/conditions.js';
import { costPaidPhrase } from '../../conditions/costs-paid.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import type { ResolvingPart } from './resolving-part.js';

export function conditionalTokens(
  c: Cursor,
  ctx: ParseContext,
  tokens: (c: Cursor) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!c.accept('if')) return undefined;
  const cond = tokenCondition(c, ctx);
  if (cond === undefined || !c.accept(',')) return undefined;
  const rest = new Cursor(c.tokens.slice(c.pos));
  const part = tokens(rest);
  if (part?.kind !== 'tokens' || !rest.done) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'tokens', tokens: part.tokens.map((t) => ({ ...t, if: cond })) };
}

/**
 * "If you exiled a card this way" after "exile up to one target creature card from a graveyard" (Ardyn, the
 * Usurper): the earlier instruction acted on its target exactly when that target was chosen and is still legal
 * as the ability resolves (608.2b) — `{target: n, filter: {and: []}}`, the last target the ability named.
 */
function thisWayTarget(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    const it = ctx.it;
    if (it === undefined || !('target' in it) || !c2.accept('you')) return undefined;
    if (c2.acceptAny('exiled', 'sacrificed', 'destroyed', 'returned', 'tapped', 'untapped') === undefined) return undefined;
    if (c2.acceptAny('a', 'an') === undefined || objectPhrase(c2, ctx) === undefined || !c2.accept('this way')) return undefined;
    return { target: it.target, filter: { and: [] } };
  });
}

/**
 *   tokenCond := one (and one)*      one := <this way> | <cost paid> | (that creature | it) is [not] <state> | <cond>
 * "Then if the gift was promised and that creature isn't legendary, create …" (Coiling Rebirth): the cost paid
 * (`{costPaid}`, 702.174b) and the target's state as it resolves (`{target, filter}`, after the return, 608.2c).
 */
function tokenCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  const parts: Condition[] = [];
  for (;;) {
    const one = thisWayTarget(c, ctx) ?? paidCondition(c) ?? targetState(c, ctx) ?? condition(c, ctx);
    if (one === undefined) return undefined;
    parts.push(one);
    if (!c.accept('and')) break;
  }
  return parts.length === 1 ? parts[0] : { and: parts };
}

function paidCondition(c: Cursor): Condition | undefined {
  return c.attempt((c2) => {
    const cost = costPaidPhrase(c2);
    return cost === undefined ? undefined : { costPaid: cost };
  });
}

function targetState(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    const it = ctx.it;
    if (it === undefined || !('target' in it) || c2.acceptAny('that creature', 'it') === undefined || !c2.accept('is')) return undefined;
    const negate = c2.accept('not');
    const f = stateFilter(c2);
    if (f === undefined) return undefined;
    return { target: it.target, filter: negate ? { not: f } : f };
  });
}
