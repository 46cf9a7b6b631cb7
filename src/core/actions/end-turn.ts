/** The end of a turn (511.3, 514.2): durations that end with it end, day and night change (731.2a-b), the next turn begins. */
import { turnCount } from '../model/history.js';
import type { GameState } from '../model/state.js';
import { endCombatIn } from './combat.js';
import { cloneShared, done, type Outcome } from './draft.js';
import { settle } from './settle.js';

/** 511.3 (if combat has not ended), then 514.2: "until end of turn" effects end; the next player's turn begins (611.2a). */
export function endTurn(state: GameState): Outcome {
  // Only the records in combat change (endCombatIn copies those): the others stay shared.
  const s = cloneShared(state);
  endCombatIn(s);
  // 514.2: "until the end of your next turn" ends with the controller's turn after the one it began in.
  s.effects = s.effects.filter(
    (e) =>
      e.duration !== 'endOfTurn' && !(e.duration === 'untilEndOfYourNextTurn' && e.controller === s.activePlayer && e.createdTurn < s.turn),
  );
  // 731.2a-b: as the next turn begins, day becomes night if the active player cast no spells this turn;
  // night becomes day if they cast two or more.
  const cast = turnCount(s, s.activePlayer, 'spellsCast');
  if (s.dayNight === 'day' && cast === 0) s.dayNight = 'night';
  else if (s.dayNight === 'night' && cast >= 2) s.dayNight = 'day';
  // Turn history starts over with the new turn (500.1).
  delete s.thisTurn;
  const ids = s.players.map((p) => p.id);
  s.activePlayer = ids[(ids.indexOf(s.activePlayer) + 1) % ids.length] ?? s.activePlayer;
  s.turn += 1;
  // "until your next upkeep" ends at that turn's upkeep (503.1); the untap step before it has no priority (502.4).
  s.effects = s.effects.filter(
    (e) => !((e.duration === 'untilYourNextTurn' || e.duration === 'untilYourNextUpkeep') && e.controller === s.activePlayer),
  );
  return done(settle(s));
}
