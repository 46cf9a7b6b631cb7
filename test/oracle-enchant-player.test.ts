/**
 * Auras that enchant a player (303.4, 702.5): "Creatures enchanted player controls …", "enchanted player's maximum
 * hand size", with the Aura attached to a player (`attachedPlayer` in the core, `attachedTo: <player>` in a scenario).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const deathsHold = cardOf(
  "Curse of Death's Hold",
  'Enchantment — Aura Curse',
  'Enchant player\nCreatures enchanted player controls get -1/-1.',
);
const splendor = cardOf(
  'Overwhelming Splendor',
  'Enchantment — Aura Curse',
  "Enchant player\nCreatures enchanted player controls lose all abilities and have base power and toughness 1/1.\nEnchanted player can't activate abilities that are not mana abilities or loyalty abilities.",
);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
// Not a printed card: the wording of a hand-size Curse, to check the composition "enchanted player's maximum hand size".
const shrink = cardOf(
  'Curse of Small Hands',
  'Enchantment — Aura Curse',
  "Enchant player\nEnchanted player's maximum hand size is reduced by two.",
);

describe('303.4, 702.5 Auras attached to a player', () => {
  it("Curse of Death's Hold: the enchanted player's creatures get -1/-1, the Aura's controller's don't", () => {
    const g = new Game()
      .enter(bear, { id: 'theirs', controller: 'opponent' })
      .enter(bear, { id: 'mine' })
      .enter(deathsHold, { id: 'curse', attachedPlayer: 'opponent' });
    expect(g.pt('theirs')).toEqual([1, 1]);
    expect(g.pt('mine')).toEqual([2, 2]);
    expect(g.obj('curse').attachedTo).toBe('opponent');
  });
  it('a creature the enchanted player gains control of later is affected; one they lose control of is not (613.1b before 7c)', () => {
    const g = new Game()
      .enter(bear, { id: 'theirs', controller: 'opponent' })
      .enter(bear, { id: 'mine' })
      .enter(deathsHold, { id: 'curse', attachedPlayer: 'opponent' })
      .control('mine', 'opponent')
      .control('theirs', 'you');
    expect(g.pt('mine')).toEqual([1, 1]);
    expect(g.pt('theirs')).toEqual([2, 2]);
  });
  it("701.3a, 613.7e: attached to another player, it affects that player's creatures instead", () => {
    const g = new Game()
      .enter(bear, { id: 'theirs', controller: 'opponent' })
      .enter(bear, { id: 'mine' })
      .enter(deathsHold, { id: 'curse', attachedPlayer: 'opponent' })
      .attach('curse', 'you');
    expect(g.pt('theirs')).toEqual([2, 2]);
    expect(g.pt('mine')).toEqual([1, 1]);
  });
  it("Overwhelming Splendor: layer 6 removes abilities and 7b sets base 1/1 for the enchanted player's creatures only", () => {
    const g = new Game()
      .enter(angel, { id: 'angel', controller: 'opponent' })
      .enter(angel, { id: 'mine' })
      .enter(splendor, { id: 'splendor', attachedPlayer: 'opponent' });
    expect(g.pt('angel')).toEqual([1, 1]);
    expect(g.obj('angel').abilities).toEqual([]);
    expect(g.pt('mine')).toEqual([4, 4]);
    expect(g.obj('mine').abilities).toEqual(['Flying', 'Vigilance']);
  });
  it("402.2, 613.11: enchanted player's maximum hand size is reduced by two — that player only", () => {
    const g = new Game().enter(shrink, { id: 'c', attachedPlayer: 'opponent' });
    const players = g.result().players;
    expect(players.opponent?.maxHandSize).toBe(5);
    expect(players.you?.maxHandSize).toBe(7);
  });
  it('an Aura attached to nothing enchants no player: no creature is affected', () => {
    const g = new Game().enter(bear, { id: 'theirs', controller: 'opponent' }).enter(deathsHold, { id: 'curse' });
    expect(g.pt('theirs')).toEqual([2, 2]);
  });
});
