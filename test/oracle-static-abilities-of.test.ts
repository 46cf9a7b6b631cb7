/**
 * "has all activated abilities of …" (grammar.md § Statics, abilities of others; 613.1f layer 6) and
 * "are the chosen creature type" (Lifecraft Engine). Real Oracle sentences, asserted by the abilities and
 * types the layers give.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const granted = (g: Game, id: string) => {
  const printed = new Set(g.state.objects.find((o) => o.id === id)?.card.abilities.map((a) => a.text));
  return g.obj(id).abilities.filter((a) => !printed.has(a));
};

describe('abilities of other objects', () => {
  const marvin = cardOf(
    'Marvin, Murderous Mimic',
    'Legendary Artifact Creature — Toy',
    "Marvin has all activated abilities of creatures you control that don't have the same name as this creature.",
    ['2', '2'],
  );
  const elves = cardOf('Llanowar Elves', 'Creature — Elf Druid', '{T}: Add {G}.', ['1', '1']);
  const pinger = cardOf('Prodigal Pyromancer', 'Creature — Human Wizard', '{T}: This creature deals 1 damage to any target.', ['1', '1']);

  it('Marvin: the activated abilities (mana abilities too, 605.1a) of creatures you control without his name', () => {
    const g = new Game().enter(marvin).enter(elves).enter(pinger, { controller: 'opponent' });
    expect(granted(g, 'marvin-murderous-mimic')).toEqual(['{T}: Add {G}.']);
  });

  it('Marvin: a creature named Marvin, Murderous Mimic is not copied from (201.2)', () => {
    const other = { ...cardOf('Marvin, Murderous Mimic', 'Legendary Artifact Creature — Toy', '{1}: Scry 1.', ['2', '2']) };
    const g = new Game().enter(marvin).enter(other, { id: 'marvin-2' });
    expect(granted(g, 'marvin-murderous-mimic')).toEqual([]);
  });

  it('Sharkey: activated abilities of lands your opponents control except mana abilities (605.1a)', () => {
    const sharkey = cardOf(
      'Sharkey, Tyrant of the Shire',
      'Legendary Creature — Avatar Rogue',
      'Sharkey has all activated abilities of lands your opponents control except mana abilities.',
      ['2', '2'],
    );
    const land = cardOf('Test Quarry', 'Land', '{T}: Add {C}.\n{2}, {T}: Scry 1.');
    const g = new Game().enter(sharkey).enter(land, { controller: 'opponent' });
    expect(granted(g, 'sharkey-tyrant-of-the-shire')).toEqual(['{2}, {T}: Scry 1.']);
  });
});

describe('205.3m: "the chosen creature type"', () => {
  it('Lifecraft Engine: Vehicle creatures you control are the chosen type in addition to their other types', () => {
    const engine = cardOf(
      'Lifecraft Engine',
      'Artifact — Vehicle',
      'As this Vehicle enters, choose a creature type.\nVehicle creatures you control are the chosen creature type in addition to their other types.\nEach creature you control of the chosen type other than this Vehicle gets +1/+1.\nCrew 3',
      ['4', '4'],
    );
    const vehicle = cardOf('Test Cart', 'Artifact Creature — Vehicle', '', ['3', '3']);
    const g = new Game().enter(engine, { choices: { creatureType: 'Elf' } }).enter(vehicle);
    expect(g.obj('test-cart').subtypes).toEqual(['Vehicle', 'Elf']);
    // It is an Elf you control other than the Engine: +1/+1 too.
    expect(g.pt('test-cart')).toEqual([4, 4]);
    // The Engine is not a creature until crewed: not a Vehicle creature.
    expect(g.obj('lifecraft-engine').subtypes).toEqual(['Vehicle']);
  });
});
