/**
 * A one-shot the engine doesn't perform, then the continuous effect (608.2c: followed in the order written;
 * grammar.md § Referents after one-shots):
 *
 *   oneShotThen := [you] (mill | draw) (a card | N cards | X cards) (, then | and) <effect>
 *
 * "mill two cards, then SELF gets +X/+X until end of turn, where X is the number of creature cards in your
 * graveyard." (Stubborn Burrowfiend), "You draw X cards and the chosen creatures get +X/+X and gain trample until
 * end of turn, where X is …" (Spry and Mighty). The one-shot is listed on its own (as rest.ts does for a trailing
 * clause): the scenario performs it — a `move` of the milled or drawn cards before the event that resolves the
 * ability — so the effect's numbers, fixed as it resolves (608.2h), see the state after it.
 */
import type { Token } from '../lex.js';
import type { ParseContext } from './context.js';
import type { Cursor } from './cursor.js';
import type { ResolvingPart } from './resolving.js';
import { numberWord } from './words.js';

type Read = (tokens: readonly Token[]) => ResolvingPart | undefined;

export function oneShotThen(c: Cursor, ctx: ParseContext, read: Read): ResolvingPart | undefined {
  if (!ctx.resolving) return undefined;
  const start = c.pos;
  c.accept('you');
  if (c.acceptAny('mill', 'draw') === undefined) return undefined;
  if (!c.accept('a card')) {
    const t = c.peek();
    const n = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? 'X' : numberWord(c.word());
    if (n === undefined) return undefined;
    c.next();
    if (!c.accept('cards')) return undefined;
  }
  const end = c.pos;
  if (c.acceptAny(', then', 'and') === undefined) return undefined;
  const effect = c.tokens.slice(c.pos);
  const part = read(effect);
  if (part === undefined || part.kind !== 'effect' || ctx.rest !== undefined) return undefined;
  ctx.rest = c.tokens.slice(start, end);
  ctx.restRead = effect;
  c.pos = c.tokens.length;
  return part;
}
