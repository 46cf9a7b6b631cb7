/**
 * Turn history: what happened this turn, per player, as far as continuous effects read it
 * ("as long as you gained life this turn", Celebration's "two or more nonland permanents
 * entered the battlefield under your control this turn", "the number of cards you've drawn
 * this turn"). The actions that cause each event count it; `endTurn` clears the record
 * (500.1: a new turn). A scenario can preset it for the position it starts from.
 *
 * Counted as:
 * - lifeGained / lifeLost: the amounts (119.3, 119.9: gaining 0 is no life gained);
 * - spellsCast: spells that player cast (601.2i); instantSorcerySpellsCast: those that were instant or
 *   sorcery spells (the card's types as it was cast);
 * - cardsDrawn: only preset (the engine has no draw action);
 * - permanentsEntered, nonlandPermanentsEntered, creaturesEntered, landsEntered: objects that
 *   entered the battlefield under that player's control (603.6a), by the card types the face it
 *   entered with shows (a face-down permanent is a creature, 708.2);
 * - creaturesDied: creatures put into a graveyard from the battlefield (700.4) while that player
 *   controlled them;
 * - crimesCommitted: only preset (700.13: a crime is targeting an opponent or what they control or own;
 *   the engine does not cast or activate);
 * - permanentsSacrificed: only preset (701.21: the engine pays no costs and performs no sacrifice).
 */
import type { GameObject, PlayerId } from './model.js';
import type { GameState } from './state.js';

export const TURN_COUNTS = [
  'lifeGained',
  'lifeLost',
  'spellsCast',
  'instantSorcerySpellsCast',
  'cardsDrawn',
  'permanentsEntered',
  'nonlandPermanentsEntered',
  'creaturesEntered',
  'landsEntered',
  'creaturesDied',
  'crimesCommitted',
  'permanentsSacrificed',
] as const;

export type TurnCount = (typeof TURN_COUNTS)[number];

/** One player's record of this turn; a count not listed is 0. */
export type TurnRecord = Partial<Record<TurnCount, number>>;

/** A player's count of this turn (0 when nothing was recorded). */
export function turnCount(state: GameState, player: PlayerId, what: TurnCount): number {
  // An own key only: a player named `toString` has no record of Object.prototype's.
  const all = state.thisTurn;
  return (all !== undefined && Object.hasOwn(all, player) ? all[player]?.[what] : undefined) ?? 0;
}

/** Adds to a player's count; the state is a draft the caller owns (the record is copied on write). */
export function recordTurn(state: GameState, player: PlayerId, what: TurnCount, n = 1): void {
  if (n <= 0) return;
  const all = { ...(state.thisTurn ?? {}) };
  const own = Object.hasOwn(all, player) ? all[player] : undefined;
  all[player] = { ...(own ?? {}), [what]: (own?.[what] ?? 0) + n };
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
