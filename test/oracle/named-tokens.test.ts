/** Tokens whose creating text names them (111.4) or a predefined token (111.10). */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf } from './helpers.js';

describe('"create a … token named N"', () => {
  it('111.4: the token has the name its text gives (not "Token"), and the ability the next sentence gives it', () => {
    const curse = cardOf(
      'Test Curse',
      'Enchantment — Aura Curse',
      'Enchant player\nWhenever enchanted player is attacked, create a colorless artifact token named Gold. It has "Sacrifice this artifact: Add one mana of any color."',
    );
    const g = new Game().enter(curse).activate('test-curse', 2, { trigger: true, tokens: ['gold'] });
    expect(g.obj('gold')).toMatchObject({ name: 'Gold', colors: [], types: ['Artifact'], subtypes: [] });
    expect(g.obj('gold').abilities).toEqual(['Sacrifice this artifact: Add one mana of any color.']);
    expect(g.obj('test-curse').abilities).not.toContain('Sacrifice this artifact: Add one mana of any color.');
  });

  it('111.4: without "named", a token is named for its subtypes followed by "Token"', () => {
    const maker = cardOf('Test Maker', 'Sorcery', 'Create a 1/1 white Soldier creature token.');
    const g = new Game().cast(maker, { tokens: ['soldier'] });
    expect(g.obj('soldier').name).toBe('Soldier Token');
  });

  it('111.10a: "Create a Treasure token." makes a colorless Treasure artifact token with its mana ability', () => {
    const rush = cardOf('Test Rush', 'Instant', 'Create a Treasure token.');
    const g = new Game().cast(rush, { tokens: ['treasure'] });
    expect(g.obj('treasure')).toMatchObject({ colors: [], types: ['Artifact'], subtypes: ['Treasure'] });
    expect(g.obj('treasure').abilities).toEqual(['{T}, Sacrifice this token: Add one mana of any color.']);
  });
});
