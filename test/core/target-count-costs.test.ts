/** 602.1a, 601.2c: a number in an activated ability's cost is not a count of targets. */
import { describe, expect, it } from 'vitest';
import { activateAbility } from '../../src/core/index.js';
import { Game } from '../helpers/game.js';
import { cardOf } from '../oracle/helpers.js';

describe('a cost before the colon does not count targets', () => {
  const whisperer = cardOf(
    'Test Whisperer',
    'Creature — Elf Druid',
    "{3}{G}, {T}, Collect evidence 4: Target land you control becomes a 5/5 green Plant Boar creature with haste for as long as this creature remains tapped. It's still a land.",
    ['0', '1'],
  );
  const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
  const board = () => new Game().enter(whisperer).enter(forest).enter(forest, { id: 'forest-2' });

  it('602.1a: "Collect evidence 4: Target land …" takes one target: one is accepted, two are refused', () => {
    expect(activateAbility(board().state, { object: 'test-whisperer', ability: 1, targets: ['forest'] }).ok).toBe(true);
    const two = activateAbility(board().state, { object: 'test-whisperer', ability: 1, targets: ['forest', 'forest-2'] });
    expect(!two.ok && two.error.message).toMatch(/takes 1 target, and 2 are given/);
  });

  it('the target land becomes a 5/5 creature while the source stays tapped', () => {
    const g = board()
      .tap('test-whisperer')
      .activate('test-whisperer', 1, { targets: ['forest'] });
    expect(g.pt('forest')).toEqual([5, 5]);
    expect(g.obj('forest').types).toEqual(['Land', 'Creature']);
    expect(g.pt('forest-2')).toEqual([null, null]);
  });
});
