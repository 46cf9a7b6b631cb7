/** A token that's a copy, with exceptions to its colors (707.2, 707.9b). */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf } from './helpers.js';

const angel = { ...cardOf('Test Angel', 'Creature — Angel', 'Flying', ['4', '4']), manaCost: '{3}{W}{W}' };

describe('the colors of a token copy', () => {
  it('707.9b: "except it\'s a 4/4 black Zombie" — the copy is black only, though the copied mana cost is white', () => {
    const gift = cardOf(
      'Test Gift',
      'Artifact',
      "At the beginning of combat on your turn, create a token that's a copy of target creature, except it's a 4/4 black Zombie.",
    );
    const g = new Game().enter(angel).enter(gift);
    g.activate('test-gift', 1, { trigger: true, targets: ['test-angel'], tokens: ['copy'] });
    expect(g.obj('copy')).toMatchObject({ colors: ['black'], manaCost: '{3}{W}{W}', power: 4, toughness: 4 });
    expect(g.obj('copy').abilities).toContain('Flying');
    expect(g.obj('test-angel').colors).toEqual(['white']);
  });

  it('707.2: without an exception the copy has the copied colors', () => {
    const mirror = cardOf('Test Mirror', 'Sorcery', "Create a token that's a copy of target creature.");
    const g = new Game().enter(angel).cast(mirror, { targets: ['test-angel'], tokens: ['copy'] });
    expect(g.obj('copy').colors).toEqual(['white']);
  });
});
