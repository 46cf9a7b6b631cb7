/**
 * Day and night (grammar.md § Day and night), 731:
 *   cond     += it is day | it is night                            {dayNight: day|night}
 *   sentence := <effect> if it is day|night                        the effect's `if` (608.2c, checked as it resolves)
 * The scenario gives the game's designation (`dayNight`); `endTurn` changes it as 731.2a-b say.
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Cursor } from '../cursor/cursor.js';

export function dayNightCondition(c: Cursor): Condition | undefined {
  if (c.accept('it is day')) return { dayNight: 'day' };
  if (c.accept('it is night')) return { dayNight: 'night' };
  return undefined;
}
