/**
 * Player designations (grammar.md § Statics: lists, players with objects, levels):
 *   cond += you have the city 's blessing     702.131c
 *         | you have an enduring story         Storied ("you have an enduring story for the rest of the game")
 * Both are markers a player keeps for the rest of the game; the scenario gives them (`designations`).
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Cursor } from '../cursor/cursor.js';

export function designationCondition(c: Cursor): Condition | undefined {
  if (c.accept("you have the city 's blessing")) return { designation: 'citysBlessing', player: 'you' };
  if (c.accept('you have an enduring story')) return { designation: 'enduringStory', player: 'you' };
  return undefined;
}
