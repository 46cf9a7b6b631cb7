/**
 * Removing counters as the ability resolves (122.8, 608.2c), and the tokens' abilities written after them:
 *   remove (any number of | N | X | a) <kind> counter(s) from <subject>
 *   They each have <abilities>. | It has <abilities>.   (after "create …": the tokens just created, 111.4)
 * "Any number of" is the number the scenario chooses (`x`); "create that many …" after it reads the same number.
 */
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { counterKind } from '../../nouns/tails.js';
import { abilityList } from '../../predicates/abilities.js';
import { subject } from '../../subjects/subject.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

export function removeCountersSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('remove')) return undefined;
  let amount: Value | undefined;
  if (c.acceptAny('any number of', 'x') !== undefined) amount = { x: true };
  else if (c.acceptAny('a', 'an') !== undefined) amount = 1;
  else {
    const t = c.peek();
    amount = t?.k === 'num' ? t.n : numberWord(c.word());
    if (amount === undefined) return undefined;
    c.next();
  }
  const kind = counterKind(c);
  if (kind === undefined || !c.accept('from')) return undefined;
  const from = subject(c, ctx);
  if (from === undefined || !c.done) return undefined;
  ctx.it = from.selector;
  ctx.thatMany = amount;
  const removed: Value = typeof amount === 'number' ? -amount : { times: [amount, -1] };
  return { kind: 'counters', counters: [{ on: from.selector, kind, amount: removed }] };
}

/** "They each have flying and "…"." after "create … tokens": abilities of the tokens just created (111.4). */
export function createdTokensHave(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (ctx.it === undefined || !('createdTokens' in ctx.it)) return undefined;
  if (c.acceptAny('they each have', 'they have', 'it has', 'each of them has') === undefined) return undefined;
  const abilities = abilityList(c, ctx);
  if (abilities === undefined || !c.done) return undefined;
  return { kind: 'tokenAbilities', abilities };
}
