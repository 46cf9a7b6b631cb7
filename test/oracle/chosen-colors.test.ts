/** A color chosen as an ability resolves (608.2d, 105.3). */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf } from './helpers.js';

const bear = { ...cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']), manaCost: '{1}{G}' };

describe('"becomes the color or colors of your choice"', () => {
  it('611.2a, 611.2c: the enchanted creature becomes the chosen color with no end, even after the Aura leaves; another creature keeps its color', () => {
    const coat = cardOf(
      'Test Coat',
      'Enchantment — Aura',
      'Enchant creature\n{0}: Enchanted creature becomes the color or colors of your choice. Activate this ability only once each turn.',
    );
    const g = new Game().enter(bear).enter(bear, { id: 'other' });
    g.enter(coat, { attachedTo: 'grizzly-bears' }).activate('test-coat', 2, { choices: { color: 'blue' } });
    expect(g.obj('grizzly-bears').colors).toEqual(['blue']);
    expect(g.obj('other').colors).toEqual(['green']);
    g.endTurn().move('test-coat', 'graveyard');
    expect(g.obj('grizzly-bears').colors).toEqual(['blue']);
  });
});
