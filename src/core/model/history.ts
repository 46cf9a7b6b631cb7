/**
 * Turn history: what happened this turn, per player, as far as continuous effects read it
 * (the counts are listed in turn-counts.ts). The actions that cause each event count it here;
 * `endTurn` clears the record (500.1: a new turn).
 */
import type { GameObject, PlayerId } from './objects.js';
import type { GameState } from './state.js';
import type { TurnCount } from './turn-counts.js';

/** A player's count of this turn (0 when nothing was recorded). */
export function turnCount(state: GameState, player: PlayerId, what: TurnCount): number {
  return state.thisTurn?.[player]?.[what] ?? 0;
}

/** Adds to a player's count; the state is a draft the caller owns (the record is copied on write). */
export function recordTurn(state: GameState, player: PlayerId, what: TurnCount, n = 1): void {
  if (n <= 0) return;
  const all = { ...(state.thisTurn ?? {}) };
  all[player] = { ...(all[player] ?? {}), [what]: (all[player]?.[what] ?? 0) + n };
  state.thisTurn = all;
}

/** The card types of the face an object shows as it enters (708.2: face down, a creature with no other types). */
function enteringTypes(o: GameObject): readonly string[] {
  if (o.faceDown) return ['Creature'];
  if (o.face === 'back' || o.transformed) return o.card.backFace?.types ?? o.card.types;
  return o.card.types;
}

/** An object entered the battlefield under `controller` (603.6a). */
export function recordEntered(state: GameState, o: GameObject, controller: PlayerId): void {
  const types = enteringTypes(o);
  recordTurn(state, controller, 'permanentsEntered');
  if (types.includes('Land')) recordTurn(state, controller, 'landsEntered');
  else recordTurn(state, controller, 'nonlandPermanentsEntered');
  if (types.includes('Creature')) recordTurn(state, controller, 'creaturesEntered');
}
