/**
 * Monstrosity (701.37a; grammar.md § Emblems and designations):
 *
 *   monstrosity := monstrosity (N | X)
 *
 * "{5}{G}{G}: Monstrosity 3." — if the permanent isn't monstrous, the core puts N +1/+1 counters on it and it
 * becomes monstrous (701.37b), which "As long as SELF is monstrous" reads.
 */
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

export function monstrositySentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!ctx.resolving || !c.accept('monstrosity')) return undefined;
  const t = c.peek();
  const amount = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? ({ x: true } as const) : numberWord(c.word());
  if (amount === undefined) return undefined;
  c.next();
  c.accept('.');
  return { kind: 'monstrosity', amount };
}
