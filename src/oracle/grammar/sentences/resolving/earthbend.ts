/**
 * Earthbend (701.66a): "Target land you control becomes a 0/0 land creature with haste in addition to its other
 * types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the battlefield
 * tapped under your control." (grammar.md § Referents after one-shots)
 *
 *   earthbend := earthbend (N | X) [, where X is <value>] [, then earthbend (N | X)]*
 *              → per earthbend, a target land (115.1: the keyword action's "target"): a permanent effect
 *                addTypes Creature, setPT 0/0, haste (layers 4, 7b, 6), then N +1/+1 counters on it
 *
 * "That land" after it is that target: "Earthbend X, where X is the number of cards in your hand. That land becomes
 * an Island in addition to its other types." (The Legend of Kyoshi). The delayed return when the land dies or is
 * exiled is not modelled (a triggered ability, not a continuous effect).
 */
import type { Resolution } from '../../../../core/effects/language/abilities.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { whereX } from '../../predicates/predicates.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

const HASTE = { kind: 'keyword' as const, text: 'Haste', keyword: 'haste' };

export function earthbendSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!ctx.resolving) return undefined;
  const parts: ResolvingPart[] = [];
  const counters: NonNullable<Resolution['counters']> = [];
  let x: Value | undefined;
  for (;;) {
    if (!c.accept('earthbend')) return undefined;
    const t = c.peek();
    const n: Value | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c.word());
    if (n === undefined) return undefined;
    c.next();
    const where = whereX(c, ctx);
    if (where !== undefined) x = where;
    const on = { target: ctx.targets };
    ctx.targets += 1;
    ctx.it = on;
    parts.push({
      kind: 'effect',
      effect: {
        affects: on,
        ops: [
          { op: 'addTypes', types: ['Creature'] },
          { op: 'setPT', power: 0, toughness: 0 },
          { op: 'addAbilities', abilities: [HASTE] },
        ],
        duration: 'permanent',
      },
    });
    counters.push({ on, kind: '+1/+1', amount: n });
    if (!c.accept(', then')) break;
  }
  if (!c.done) return undefined;
  const resolved =
    x === undefined
      ? counters
      : counters.map((k) => ({ ...k, amount: typeof k.amount === 'object' && 'x' in k.amount ? (x as Value) : k.amount }));
  return { kind: 'many', parts: [...parts, { kind: 'counters', counters: resolved }] } as ResolvingPart;
}
