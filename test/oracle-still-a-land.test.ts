/** 205.1b: a static "It's still a land." after "Enchanted land is a … creature": the land keeps all its prior types and subtypes. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
const auras: [string, string, [number, number], string][] = [
  ['Test Ooze Ground', 'Enchanted land is a 3/3 black Ooze creature.', [3, 3], 'Ooze'],
  ['Test Wall Ground', 'Enchanted land is a 2/6 white Wall creature with defender.', [2, 6], 'Wall'],
];

describe('205.1b: the static "It\'s still a land."', () => {
  for (const [name, first, pt, sub] of auras) {
    it(`${name}: a creature and still a land, its land subtype and mana ability kept (305.6); the other land untouched`, () => {
      const aura = cardOf(name, 'Enchantment — Aura', `Enchant land\n${first} It's still a land.`);
      const g = new Game().enter(forest).enter(forest, { id: 'other' }).enter(aura, { attachedTo: 'forest' });
      const o = g.obj('forest');
      expect(o.types).toEqual(['Land', 'Creature']);
      expect(o.subtypes).toEqual(['Forest', sub]);
      expect(o.abilities).toContain('{T}: Add {G}.');
      expect(g.pt('forest')).toEqual(pt);
      expect(g.obj('other').types).toEqual(['Land']);
    });
  }

  it('without "It\'s still a land." the land becomes only a creature (205.1a: the new type replaces the old)', () => {
    const aura = cardOf('Test Ooze Ground', 'Enchantment — Aura', 'Enchant land\nEnchanted land is a 3/3 black Ooze creature.');
    const g = new Game().enter(forest).enter(aura, { attachedTo: 'forest' });
    expect(g.obj('forest').types).toEqual(['Creature']);
  });
});
