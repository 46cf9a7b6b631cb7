/** An effect under a trailing "if it's day|night" (grammar.md § Day and night, 731; the condition is conditions/day-night.ts). */
import { dayNightCondition } from '../../conditions/day-night.js';
import { Cursor } from '../../cursor/cursor.js';
import type { ResolvingPart } from './resolving-part.js';

/** "Target creature you control gets +2/+0 until end of turn if it's night." (Wolf Strike) */
export function ifDayNightAfter(c: Cursor, effect: (c: Cursor) => ResolvingPart | undefined): ResolvingPart | undefined {
  const n = c.tokens.length;
  const tail = new Cursor(c.tokens.slice(n - 4));
  if (n < 5 || !tail.accept('if')) return undefined;
  const cond = dayNightCondition(tail);
  if (cond === undefined || !tail.done) return undefined;
  const inner = new Cursor(c.tokens.slice(c.pos, n - 4));
  const part = effect(inner);
  if (part?.kind !== 'effect' || !inner.done) return undefined;
  c.pos = n;
  const e = part.effect;
  return { kind: 'effect', effect: { ...e, if: e.if === undefined ? cond : { and: [e.if, cond] } } };
}
