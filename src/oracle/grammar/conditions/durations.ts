/**
 * Durations of resolved effects (611.2, grammar.md § Durations):
 *   until end of turn | this turn → endOfTurn; until your next turn; until your next upkeep; until end of combat;
 *   for as long as you control SELF; for as long as SELF remains on the battlefield / tapped; until SELF leaves the battlefield
 *   [and that creature's power remains less than or equal to SELF's power].
 */
import type { Duration } from '../../../core/effects/language/duration.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { condition } from './conditions.js';

export function duration(c: Cursor, ctx: ParseContext): Duration | undefined {
  return c.attempt((c2) => {
    if (c2.accept('until end of turn') || c2.accept('this turn')) return 'endOfTurn';
    if (c2.accept('until your next turn')) return 'untilYourNextTurn';
    // "until the end of your next turn" (Evil's Thrall): through the cleanup of the controller's next turn (514.2).
    if (c2.accept('until the end of your next turn')) return 'untilEndOfYourNextTurn';
    if (c2.accept('until your next upkeep')) return 'untilYourNextUpkeep';
    if (c2.accept('until end of combat')) return 'endOfCombat';
    if (c2.accept('until a player casts a creature spell')) return 'untilCreatureSpellCast';
    // 611.2b: "until this Aura leaves the battlefield" (Secret Invasion) lasts as long as the source remains there.
    if (c2.accept('until SELF leaves the battlefield')) return 'sourceOnBattlefield';
    if (c2.accept('for as long as')) {
      if (c2.accept('you control SELF')) return { while: { source: { and: [{ zone: 'battlefield' }, { controller: 'you' }] } } };
      if (c2.accept('SELF remains on the battlefield')) return 'sourceOnBattlefield';
      // "for as long as SELF remains tapped and that creature's power remains less than or equal to SELF's power"
      // (Old Man of the Sea, 611.2b): both must hold; the first time either fails, the effect ends.
      const it = ctx.it;
      if (
        it !== undefined &&
        'target' in it &&
        c2.accept("SELF remains tapped and that creature 's power remains less than or equal to SELF 's power")
      )
        return {
          while: {
            and: [
              { source: { and: [{ zone: 'battlefield' }, { tapped: true }] } },
              { target: it.target, filter: { power: { lte: { power: 'source' } } } },
            ],
          },
        };
      if (c2.accept('SELF remains tapped')) return { while: { source: { tapped: true } } };
      const cond = condition(c2, ctx);
      if (cond !== undefined) return { while: cond };
    }
    return undefined;
  });
}
