/** Life totals (119): each player starts with the starting life total (103.4); gaining and losing life change it (119.3). */
import { recordTurn } from '../model/history.js';
import type { PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { playerProblem, wholeProblem } from './check-input.js';
import { cloneShared, done, type Outcome } from './draft.js';
import { settle } from './settle.js';

/** The player gains (positive) or loses (negative) that much life; the state is a draft the caller owns. */
export function changeLife(state: GameState, player: PlayerId, amount: number): void {
  const p = state.players.find((x) => x.id === player);
  if (!p) return;
  p.life += amount;
  // Turn history: "you gained life this turn", "you've lost life this turn" (119.3, 119.9).
  if (amount > 0) recordTurn(state, player, 'lifeGained', amount);
  else if (amount < 0) recordTurn(state, player, 'lifeLost', -amount);
}

/** 119.3: a player gains (positive amount) or loses (negative) life; "as long as you have ... life" is re-read. */
export function adjustLife(state: GameState, player: PlayerId, amount: number): Outcome {
  const malformed = playerProblem(state, player, ['player']) ?? wholeProblem(amount, 'a life change', ['amount']);
  if (malformed) return malformed;
  // Only the players change: every object record stays shared (settle copies any it changes).
  const s = cloneShared(state);
  changeLife(s, player, amount);
  return done(settle(s));
}
