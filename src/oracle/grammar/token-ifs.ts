/**
 * Tokens created only if a condition holds as the spell or ability resolves (608.2c; grammar.md § Conditional
 * tokens):
 *
 *   ifTokens := if <cond> , <create tokens sentence>        each TokenDef gets `if: <cond>`
 *
 * "If X is 5 or more, create a token that's a copy of that creature." (Blue Sun's Twilight), "If five or more
 * mana was spent to cast that spell, create a token that's a copy of this creature." (Colorstorm Stallion).
 * The condition is checked once, as the tokens would be created; it is never re-checked.
 */
import { condition } from './conditions.js';
import type { ParseContext } from './context.js';
import { Cursor } from './cursor.js';
import type { ResolvingPart } from './resolving.js';

export function conditionalTokens(
  c: Cursor,
  ctx: ParseContext,
  tokens: (c: Cursor) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!c.accept('if')) return undefined;
  const cond = condition(c, ctx);
  if (cond === undefined || !c.accept(',')) return undefined;
  const rest = new Cursor(c.tokens.slice(c.pos));
  const part = tokens(rest);
  if (part?.kind !== 'tokens' || !rest.done) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'tokens', tokens: part.tokens.map((t) => ({ ...t, if: cond })) };
}
