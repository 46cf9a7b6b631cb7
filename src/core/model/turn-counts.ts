/**
 * The counts of the turn history (history.ts): what happened this turn, per player, as far as continuous effects read it
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
 * - crimesCommitted: spells cast and abilities activated or triggered that target an opponent, or what an
 *   opponent controls or has in their graveyard (700.13, crimes.ts);
 * - permanentsSacrificed: only preset (701.21: the engine pays no costs and performs no sacrifice).
 */

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
