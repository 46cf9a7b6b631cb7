/**
 * Amass (701.47a; grammar.md § Referents after one-shots): the core performs it before the effects that follow.
 *
 *   amass := amass <Subtype plural> (N | X) [, where X is <value>] [, then <effect>]
 *
 * "Amass Orcs X, then Goblins and Orcs you control gain double strike and haste until end of turn." (Assault on
 * Osgiliath: the Army amass creates or grows is an Orc, so it gains them too, 608.2c), "Amass Orcs 2."
 */
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { whereX } from '../../predicates/predicates.js';
import { numberWord, subtypeOf } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

export function amassSentence(
  c: Cursor,
  ctx: ParseContext,
  read: (tokens: readonly Token[]) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!ctx.resolving || !c.accept('amass')) return undefined;
  const w = c.peek();
  const sub = w?.k === 'word' ? subtypeOf(w.raw) : undefined;
  if (sub === undefined || !sub.plural) return undefined;
  c.next();
  const t = c.peek();
  const amount = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? ({ x: true } as const) : numberWord(c.word());
  if (amount === undefined) return undefined;
  c.next();
  const x = whereX(c, ctx);
  const value = x !== undefined && typeof amount === 'object' ? x : amount;
  const part: ResolvingPart = { kind: 'amass', amass: { subtype: sub.subtype, amount: value } };
  if (c.done) return part;
  if (!c.accept(', then')) return undefined;
  const rest = read(c.tokens.slice(c.pos));
  if (rest === undefined || rest.kind !== 'effect') return undefined;
  c.pos = c.tokens.length;
  return { kind: 'many', parts: [part, rest] };
}
