/** "if it hasn't dealt damage yet" (120.1, 400.7): a static condition on what this object has done, read by 611.3a. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('611.3a: "SELF has hexproof if it hasn\'t dealt damage yet"', () => {
  for (const [name, self] of [
    ['Karakyk Guardian', 'This creature'],
    ['Palladia-Mors, the Ruiner', 'Palladia-Mors, the Ruiner'],
  ] as const) {
    it(`${name}: hexproof while this object hasn't dealt damage; not once it has (400.7: a new object starts anew)`, () => {
      const text = `Flying, vigilance, trample\n${self} has hexproof if it hasn't dealt damage yet.`;
      expect(abilities(name, 'Legendary Creature — Dragon', text, ['6', '5'])[3]).toMatchObject({
        effects: [{ affects: { self: true, where: { dealtDamage: false } } }],
      });
      const card = cardOf(name, 'Legendary Creature — Dragon', text, ['6', '5']);
      const g = new Game().enter(card, { id: 'fresh' }).enter(card, { id: 'bloodied', dealtDamage: true }).enter(bear);
      expect(g.obj('fresh').abilities).toContain('Hexproof');
      expect(g.obj('bloodied').abilities).not.toContain('Hexproof');
      expect(g.obj('grizzly-bears').abilities).toEqual([]);
      g.move('bloodied', 'hand').move('bloodied', 'battlefield');
      expect(g.obj('bloodied').abilities).toContain('Hexproof');
    });
  }

  it('611.3a: a trailing "if" on another static reads as "as long as" ("SELF gets +2/+0 if it hasn\'t dealt damage yet")', () => {
    const card = cardOf('Test Brute', 'Creature — Ogre', "This creature gets +2/+0 if it hasn't dealt damage yet.", ['3', '3']);
    const g = new Game().enter(card).enter(card, { id: 'tired', dealtDamage: true });
    expect(g.pt('test-brute')).toEqual([5, 3]);
    expect(g.pt('tired')).toEqual([3, 3]);
  });
});
