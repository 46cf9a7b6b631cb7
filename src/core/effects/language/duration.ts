/** The effect language's durations: how long an effect from a resolving spell or ability lasts. */

import type { Condition } from './condition.js';

/** How long a resolved effect lasts (611.2a-b): until end of turn, until your next turn, until end of combat, while the source stays, for as long as a condition holds, or for the rest of the game. */
export type Duration =
  | 'endOfTurn'
  | 'untilYourNextTurn'
  /**
   * "until your next upkeep" (503.1): ends as the upkeep of the effect's controller's next turn begins.
   * The scenario's `endTurn` starts that turn; no player gets priority in its untap step (502.4), so
   * from the first point anything can happen in it (the upkeep) the effect has ended.
   */
  | 'untilYourNextUpkeep'
  /**
   * "until the end of your next turn": ends as the controller's next turn ends (514.2) — the turn after the
   * one it was created in, if that one was the controller's.
   */
  | 'untilEndOfYourNextTurn'
  | 'permanent'
  /** Ends when the source leaves the battlefield (becomes a new object, 400.7). */
  | 'sourceOnBattlefield'
  /** "until a player casts a creature spell" (Soul Sculptor): a `cast` of a creature card ends it. */
  | 'untilCreatureSpellCast'
  /** "until end of combat" (511.3): ends when combat ends (`endCombat`, or the turn's end). */
  | 'endOfCombat'
  /** "for as long as ..." (611.2b). */
  | { while: Condition };
