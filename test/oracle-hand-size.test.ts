/**
 * A maximum hand size computed from the game (src/oracle/grammar/sentences/statics/hand-size.ts; 402.2, 613.11, 611.3a):
 * "each opponent's maximum hand size is equal to seven minus the number of those card types" while the
 * Delirium condition holds (205.2a: card types among cards in your graveyard).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const winter = cardOf(
  'Winter, Misanthropic Guide',
  'Legendary Creature — Human Warlock',
  "Ward {2}\nAt the beginning of your upkeep, each player draws two cards.\nDelirium — As long as there are four or more card types among cards in your graveyard, each opponent's maximum hand size is equal to seven minus the number of those card types.",
  ['3', '4'],
);
const bolt = cardOf('Lightning Bolt', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const ponder = cardOf('Ponder', 'Sorcery', 'Draw a card.');
const forest = cardOf('Forest', 'Basic Land — Forest', '');
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const golem = cardOf('Solemn Simulacrum', 'Artifact Creature — Golem', '', ['2', '2']);

function withGraveyard(...cards: ReturnType<typeof cardOf>[]): Game {
  const g = new Game().enter(winter);
  for (const c of cards) g.enter(c, { zone: 'graveyard' });
  return g;
}

describe('Winter, Misanthropic Guide (402.2, 611.3a: Delirium)', () => {
  it('four card types (instant, sorcery, land, creature): each opponent 7 − 4 = 3; you keep seven', () => {
    const r = withGraveyard(bolt, ponder, forest, bear).result();
    expect(r.players.opponent?.maxHandSize).toBe(3);
    expect(r.players.you?.maxHandSize).toBe(7);
  });
  it('an artifact creature adds artifact: five types, 7 − 5 = 2', () => {
    expect(withGraveyard(bolt, ponder, forest, golem).result().players.opponent?.maxHandSize).toBe(2);
  });
  it('three card types: the condition does not hold, seven', () => {
    expect(withGraveyard(bolt, ponder, forest).result().players.opponent?.maxHandSize).toBe(7);
  });
  it("cards in an opponent's graveyard don't count", () => {
    const g = new Game().enter(winter);
    for (const c of [bolt, ponder, forest, bear]) g.enter(c, { zone: 'graveyard', controller: 'opponent' });
    expect(g.result().players.opponent?.maxHandSize).toBe(7);
  });
});
