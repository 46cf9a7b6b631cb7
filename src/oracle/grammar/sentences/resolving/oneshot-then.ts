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
 * ability — so the effect's numbers, fixed as it resolves (608.2h), see the state after it. After a draw, an effect
 * whose number reads the hand stays unread (as leading-oneshot.ts has it).
 */
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { whereX } from '../../predicates/predicates.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

type Read = (tokens: readonly Token[]) => ResolvingPart | undefined;

export function oneShotThen(c: Cursor, ctx: ParseContext, read: Read): ResolvingPart | undefined {
  if (!ctx.resolving) return undefined;
  const start = c.pos;
  c.accept('you');
  const verb = c.acceptAny('mill', 'draw');
  if (verb === undefined) return undefined;
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
  // A number that reads the hand after a draw stays unread (leading-oneshot.ts: "draw a card and SELF gets +X/+X,
  // where X is the number of cards in your hand" is not read).
  if (verb === 'draw' && JSON.stringify(part.effect).includes('"handSize"')) return undefined;
  ctx.rest = c.tokens.slice(start, end);
  ctx.restRead = effect;
  c.pos = c.tokens.length;
  return part;
}

/**
 * What the ability's own "where X is <value>" defines X as (107.3a), from whichever sentence says it — one sentence
 * may define X for the next: "put X +1/+1 counters on target attacking creature, where X is the number of permanents
 * you've sacrificed this turn. If X is three or more, that creature gains lifelink until end of turn." (Obsessive
 * Pursuit). undefined if no "where X is" reads, or two define it.
 */
export function textX(tokens: readonly Token[], ctx: ParseContext): Value | undefined {
  const found: Value[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.k !== 'word' || t.v !== 'where') continue;
    const c = new Cursor(tokens.slice(i));
    const saved = ctx.targets;
    const v = whereX(c, ctx);
    ctx.targets = saved;
    if (v !== undefined) found.push(v);
  }
  return found.length === 1 ? found[0] : undefined;
}
