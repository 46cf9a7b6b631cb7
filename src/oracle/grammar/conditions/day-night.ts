/**
 * Day and night (grammar.md § Day and night), 726:
 *   cond     += it is day | it is night                            {dayNight: day|night}
 *   sentence := <effect> if it is day|night                        the effect's `if` (608.2c, checked as it resolves)
 * The scenario gives the game's designation (`dayNight`); `endTurn` changes it as 726.3a says.
 */
import type { Condition } from '../../core/effects/types.js';
import { Cursor } from './cursor.js';
import type { ResolvingPart } from './resolving.js';

export function dayNightCondition(c: Cursor): Condition | undefined {
  if (c.accept('it is day')) return { dayNight: 'day' };
  if (c.accept('it is night')) return { dayNight: 'night' };
  return undefined;
}

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
