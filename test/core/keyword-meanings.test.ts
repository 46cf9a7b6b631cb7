/**
 * Keyword abilities whose meaning is a continuous effect (702): the card lists the keyword and
 * the core applies what the Comprehensive Rules say it means — crew (702.122a), reconfigure
 * (702.151b) and bestow (702.103b, 702.103f). The cards are compiled from their Oracle text.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf } from '../oracle/helpers.js';

const AIR_RESPONSE_UNIT = cardOf(
  'Air Response Unit',
  'Artifact — Vehicle',
  'Flying, vigilance\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)',
  ['3', '3'],
);
const LIZARD_BLADES = cardOf(
  'Lizard Blades',
  'Artifact Creature — Equipment Lizard',
  "Double strike\nEquipped creature has double strike.\nReconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
  ['1', '1'],
);
const BOON_SATYR = cardOf(
  'Boon Satyr',
  'Enchantment Creature — Satyr',
  "Flash\nBestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nEnchanted creature gets +4/+2.",
  ['4', '2'],
);

const BONESPLITTER = cardOf('Bonesplitter', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const AINOK_BOND_KIN = cardOf(
  'Ainok Bond-Kin',
  'Creature — Dog Soldier',
  'Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\nEach creature you control with a +1/+1 counter on it has first strike.',
  ['2', '1'],
);

describe('equip (702.6a) and outlast (702.107a) as activated abilities', () => {
  it('Equip attaches the Equipment to the target creature you control, and its bonus applies', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(BONESPLITTER, { id: 'axe' });
    g.activate('axe', 'Equip {1}', { targets: ['bears'] });
    expect(g.obj('axe').attachedTo).toBe('bears');
    expect(g.pt('bears')).toEqual([4, 2]);
  });

  it("Equip can't target an opponent's creature or be activated without a target", () => {
    const g = new Game().enter('Grizzly Bears', { id: 'theirs', controller: 'opponent' }).enter(BONESPLITTER, { id: 'axe' });
    expect(() => g.activate('axe', 'Equip {1}', { targets: ['theirs'] })).toThrow(/not a creature you control/);
    expect(() => g.activate('axe', 'Equip {1}')).toThrow(/targets one creature you control/);
  });

  it('Outlast taps the creature and puts a +1/+1 counter on it; then it has first strike', () => {
    const g = new Game().enter(AINOK_BOND_KIN, { id: 'ainok' }).activate('ainok', 'Outlast {1}{W}');
    expect(g.obj('ainok').tapped).toBe(true);
    expect(g.pt('ainok')).toEqual([3, 2]);
    expect(g.obj('ainok').abilities).toContain('First strike');
  });
});

describe('crew (702.122a)', () => {
  it('a Vehicle is not a creature and has no P/T until crewed (301.7a)', () => {
    const g = new Game().enter(AIR_RESPONSE_UNIT, { id: 'unit' });
    expect(g.obj('unit').types).toEqual(['Artifact']);
    expect(g.pt('unit')).toEqual([null, null]);
  });

  it('activating Crew N makes it an artifact creature until end of turn, keeping Vehicle (205.1b, 301.7b)', () => {
    const g = new Game().enter(AIR_RESPONSE_UNIT, { id: 'unit' }).activate('unit', 'Crew 1');
    expect(g.obj('unit').types).toEqual(['Artifact', 'Creature']);
    expect(g.obj('unit').subtypes).toEqual(['Vehicle']);
    expect(g.pt('unit')).toEqual([3, 3]);
    g.endTurn();
    expect(g.obj('unit').types).toEqual(['Artifact']);
  });

  it('crewed before Humility: Humility applies to it in layers 6 and 7b (613.7, Humility ruling)', () => {
    const g = new Game().enter(AIR_RESPONSE_UNIT, { id: 'unit' }).activate('unit', 'Crew 1').enter('Humility');
    expect(g.pt('unit')).toEqual([1, 1]);
    expect(g.obj('unit').abilities).toEqual([]);
  });
});

describe('reconfigure (702.151b)', () => {
  it('unattached it is an Equipment creature; attached to a creature it is not a creature and has no creature types', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(LIZARD_BLADES, { id: 'blades' });
    expect(g.obj('blades').types).toEqual(['Artifact', 'Creature']);
    expect(g.pt('blades')).toEqual([1, 1]);
    g.attach('blades', 'bears');
    expect(g.obj('blades').types).toEqual(['Artifact']);
    expect(g.obj('blades').subtypes).toEqual(['Equipment']);
    expect(g.pt('blades')).toEqual([null, null]);
    expect(g.obj('bears').abilities).toContain('Double strike');
  });

  it('Reconfigure attaches it to a target creature you control, and with no target unattaches it (702.151a)', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(LIZARD_BLADES, { id: 'blades' });
    g.activate('blades', 'Reconfigure {2}', { targets: ['bears'] });
    expect(g.obj('blades').attachedTo).toBe('bears');
    expect(g.obj('blades').types).toEqual(['Artifact']);
    g.activate('blades', 'Reconfigure {2}');
    expect(g.obj('blades').attachedTo).toBeNull();
    expect(g.obj('blades').types).toEqual(['Artifact', 'Creature']);
  });

  it('when the equipped creature leaves, the Equipment is a creature again', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(LIZARD_BLADES, { id: 'blades' }).attach('blades', 'bears');
    g.move('bears', 'graveyard');
    expect(g.obj('blades').types).toEqual(['Artifact', 'Creature']);
    expect(g.obj('blades').subtypes).toEqual(['Equipment', 'Lizard']);
  });
});

describe('bestow (702.103)', () => {
  it('a bestowed Aura is an Aura enchantment with enchant creature, not a creature, and its static ability applies (702.103b)', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(BOON_SATYR, { id: 'satyr', attachedTo: 'bears', bestowed: true });
    const satyr = g.obj('satyr');
    expect(satyr.types).toEqual(['Enchantment']);
    expect(satyr.subtypes).toEqual(['Aura']);
    expect(satyr.abilities).toContain('Enchant creature');
    expect(g.pt('satyr')).toEqual([null, null]);
    expect(g.pt('bears')).toEqual([6, 4]);
  });

  it('not a creature, so Humility does not touch it and the +4/+2 still applies after Humility (613.7)', () => {
    const g = new Game()
      .enter('Humility')
      .enter('Grizzly Bears', { id: 'bears' })
      .enter(BOON_SATYR, { id: 'satyr', attachedTo: 'bears', bestowed: true });
    expect(g.pt('bears')).toEqual([5, 3]);
    expect(g.obj('satyr').abilities).toContain('Enchanted creature gets +4/+2.');
  });

  it('when the creature it enchants leaves, it stays on the battlefield as a creature (702.103f, not 704.5m)', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(BOON_SATYR, { id: 'satyr', attachedTo: 'bears', bestowed: true });
    g.move('bears', 'graveyard');
    const satyr = g.obj('satyr');
    expect(satyr.zone).toBe('battlefield');
    expect(satyr.types).toEqual(['Enchantment', 'Creature']);
    expect(satyr.subtypes).toEqual(['Satyr']);
    expect(g.pt('satyr')).toEqual([4, 2]);
  });

  it('without bestow, or attached to nothing, bestowed is refused (702.103a, 702.103f)', () => {
    expect(() => new Game().enter('Grizzly Bears', { id: 'b' }).enter('Hill Giant', { attachedTo: 'b', bestowed: true })).toThrow(
      /no bestow ability/,
    );
    expect(() => new Game().enter(BOON_SATYR, { bestowed: true })).toThrow(/attached to nothing/);
  });
});

describe('face down with ward {2}: disguise (702.168b) and cloak (701.58a)', () => {
  const DISGUISED = cardOf(
    'Alley Assailant',
    'Creature — Vampire Rogue',
    'This creature enters tapped.\nDisguise {4}{B}{B} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)\nWhen this creature is turned face up, target opponent loses 3 life and you gain 3 life.',
    ['3', '3'],
  );

  it('a face-down disguise card is a nameless 2/2 creature with ward {2}, and Humility removes the ward (613.1f)', () => {
    const g = new Game().enter(DISGUISED, { id: 'd', faceDown: true });
    expect(g.obj('d').name).toBeNull();
    expect(g.obj('d').abilities).toEqual(['Ward {2}']);
    expect(g.pt('d')).toEqual([2, 2]);
    g.enter('Humility');
    expect(g.obj('d').abilities).toEqual([]);
  });

  it('a cloaked card has ward {2} until it is turned face up; a face-down card without disguise has no ability (708.2a)', () => {
    const g = new Game()
      .enter('Hill Giant', { id: 'c', faceDown: true, cloaked: true })
      .enter('Grizzly Bears', { id: 'm', faceDown: true });
    expect(g.obj('c').abilities).toEqual(['Ward {2}']);
    expect(g.obj('m').abilities).toEqual([]);
    g.faceUp('c');
    expect(g.obj('c').name).toBe('Hill Giant');
    g.faceDown('c');
    expect(g.obj('c').abilities).toEqual([]);
  });
});

describe('a bestowed Aura that changes zones is a new object, no longer bestowed (400.7)', () => {
  it('returned to the battlefield it is a creature', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'bears' }).enter(BOON_SATYR, { id: 'satyr', attachedTo: 'bears', bestowed: true });
    g.move('satyr', 'graveyard').move('satyr', 'battlefield');
    expect(g.obj('satyr').types).toEqual(['Enchantment', 'Creature']);
    expect(g.pt('bears')).toEqual([2, 2]);
  });
});
