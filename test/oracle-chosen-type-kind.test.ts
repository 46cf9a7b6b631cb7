/**
 * 614.12: "the chosen type" is the kind of type the card's "As … enters, choose a … type" chose. After
 * "choose a basic land type" it is a basic land type (305.7), not a creature type.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');

describe('305.7, 614.12: Phantasmal Terrain — "choose a basic land type. Enchanted land is the chosen type."', () => {
  const terrain = compile(
    'Phantasmal Terrain',
    'Enchantment — Aura',
    'Enchant land\nAs this Aura enters, choose a basic land type.\nEnchanted land is the chosen type.',
  );
  it('the enchanted Forest is an Island with only "{T}: Add {U}."', () => {
    const g = new Game().enter(forest).enter(terrain.card, { attachedTo: 'forest', choices: { basicLandType: 'Island' } });
    expect(g.obj('forest').subtypes).toEqual(['Island']);
    expect(g.obj('forest').abilities).toEqual(['{T}: Add {U}.']);
  });
});

describe('305.7, 614.12: Multiversal Passage — "This land is the chosen type."', () => {
  const passage = compile(
    'Multiversal Passage',
    'Land',
    "As this land enters, choose a basic land type. Then you may pay 2 life. If you don't, it enters tapped.\nThis land is the chosen type.",
  );
  it('is a Swamp with "{T}: Add {B}." when Swamp was chosen', () => {
    const g = new Game().enter(passage.card, { choices: { basicLandType: 'Swamp' } });
    expect(g.obj('multiversal-passage').subtypes).toEqual(['Swamp']);
    expect(g.obj('multiversal-passage').abilities).toContain('{T}: Add {B}.');
  });
});

describe('614.12: after "choose a creature type", "the chosen type" is still a creature type (Metallic Mimic)', () => {
  const mimic = compile(
    'Metallic Mimic',
    'Artifact Creature — Shapeshifter',
    'As this creature enters, choose a creature type.\nThis creature is the chosen type in addition to its other types.',
    ['2', '1'],
  );
  it('is a Shapeshifter Elf', () => {
    expect(new Game().enter(mimic.card, { choices: { creatureType: 'Elf' } }).obj('metallic-mimic').subtypes).toEqual([
      'Shapeshifter',
      'Elf',
    ]);
  });
});
