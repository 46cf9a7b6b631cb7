/**
 * A one-shot instruction before the continuous one in the same sentence (608.2c: followed in order):
 *
 *   leadingDraw := draw (a card | N cards) and <effect>
 *
 * "If you do, draw a card and this creature gets +2/+0 until end of turn." (Reckless Detective). The draw
 * is reported on its own as listed (as rest.ts does for a trailing clause); the effect is read only when
 * nothing it does depends on the draw having happened first: constant P/T changes and abilities
 * (compound.ts `orderFree`) — "gets +X/+X, where X is the number of cards in your hand" would read the
 * hand before the card is drawn, so it stays unread.
 */
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { numberWord } from '../../words/words.js';
import { orderFree } from './compound.js';
import type { ResolvingPart } from './resolving-part.js';

type Read = (tokens: readonly Token[]) => ResolvingPart | undefined;

export function leadingDraw(c: Cursor, ctx: ParseContext, read: Read): ResolvingPart | undefined {
  const start = c.pos;
  if (!c.accept('draw')) return undefined;
  if (!c.accept('a card')) {
    const t = c.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c.word());
    if (n === undefined || n < 2) return undefined;
    c.next();
    if (!c.accept('cards')) return undefined;
  }
  const drawEnd = c.pos;
  if (!c.accept('and')) return undefined;
  const effect = c.tokens.slice(c.pos);
  const part = read(effect);
  if (part === undefined || part.kind !== 'effect' || ctx.rest !== undefined || !orderFree(part.effect.ops)) return undefined;
  ctx.rest = c.tokens.slice(start, drawEnd);
  ctx.restRead = effect;
  c.pos = c.tokens.length;
  return part;
}
