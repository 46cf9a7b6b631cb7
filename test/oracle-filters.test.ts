/** Compiled filters and subjects (grammar/nouns/filters.ts): face-down, outlaws, enchanted by, shares with, keyword lists, evaluated. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const elf = cardOf('Llanowar Elves', 'Creature — Elf Druid', '{T}: Add {G}.', ['1', '1']);
const elfWarrior = cardOf('Elvish Warrior', 'Creature — Elf Warrior', '', ['2', '3']);
const aura = cardOf('Test Aura', 'Enchantment — Aura', 'Enchant creature');

describe('filters', () => {
  it('708.2 (Ixidor, Reality Sculptor): "Face-down creatures get +1/+1" — face-down ones of every player', () => {
    const ixidor = cardOf(
      'Ixidor, Reality Sculptor',
      'Legendary Creature — Human Wizard',
      'Face-down creatures get +1/+1.\n{2}{U}: Turn target face-down creature face up.',
      ['3', '4'],
    );
    expect(abilities('Ixidor, Reality Sculptor', 'Legendary Creature — Human Wizard', 'Face-down creatures get +1/+1.')[0]).toMatchObject({
      effects: [{ affects: { all: { and: [{ faceDown: true }, { type: 'Creature' }] } } }],
    });
    const g = new Game().enter(ixidor).enter(bear, { id: 'morph', faceDown: true, controller: 'opponent' }).enter(bear);
    expect(g.pt('morph')).toEqual([3, 3]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    g.faceUp('morph');
    expect(g.pt('morph')).toEqual([2, 2]);
  });

  it('700.12 (Hellspur Posse Boss): "Other outlaws you control have haste" — Assassins, Mercenaries, Pirates, Rogues, Warlocks', () => {
    const boss = cardOf('Hellspur Posse Boss', 'Creature — Lizard Rogue', 'Other outlaws you control have haste.', ['2', '4']);
    const pirate = cardOf('Test Pirate', 'Creature — Human Pirate', '', ['2', '2']);
    const g = new Game().enter(boss).enter(pirate).enter(bear).enter(pirate, { id: 'theirs', controller: 'opponent' });
    expect(g.obj('test-pirate').abilities).toContain('Haste');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Haste');
    expect(g.obj('theirs').abilities).not.toContain('Haste');
    expect(g.obj('hellspur-posse-boss').abilities).not.toContain('Haste');
  });

  it('303.4 (Archon of the Wild Rose): other creatures you control that are enchanted by Auras you control', () => {
    const archon = cardOf(
      'Archon of the Wild Rose',
      'Creature — Archon',
      'Flying\nOther creatures you control that are enchanted by Auras you control have base power and toughness 4/4 and have flying.',
      ['4', '4'],
    );
    const g = new Game()
      .enter(archon)
      .enter(bear, { id: 'mine' })
      .enter(bear, { id: 'theirs-aura' })
      .enter(bear, { id: 'plain' })
      .enter(aura, { id: 'a1', attachedTo: 'mine' })
      .enter(aura, { id: 'a2', attachedTo: 'theirs-aura', controller: 'opponent' });
    expect(g.pt('mine')).toEqual([4, 4]);
    expect(g.obj('mine').abilities).toContain('Flying');
    expect(g.pt('theirs-aura')).toEqual([2, 2]);
    expect(g.pt('plain')).toEqual([2, 2]);
  });

  it('702 (Henrika): each creature you control with flying, deathtouch, and/or lifelink — any of them', () => {
    const text = '{1}{B}: Each creature you control with flying, deathtouch, and/or lifelink gets +1/+0 until end of turn.';
    const henrika = cardOf('Henrika, Infernal Seer', 'Legendary Creature — Vampire', `Flying, deathtouch, lifelink\n${text}`, ['3', '4']);
    const flier = cardOf('Test Flier', 'Creature — Bird', 'Flying', ['1', '1']);
    const g = new Game().enter(henrika).enter(flier).enter(bear).activate('henrika-infernal-seer', 4);
    expect(g.pt('test-flier')).toEqual([2, 1]);
    expect(g.pt('henrika-infernal-seer')).toEqual([4, 4]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('Goblin Caves: "As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2" — a condition on the attached land', () => {
    const caves = cardOf(
      'Goblin Caves',
      'Enchantment — Aura',
      'Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures get +0/+2.',
    );
    const mountain = cardOf('Mountain', 'Basic Land — Mountain', '({T}: Add {R}.)');
    const snowless = cardOf('Test Mountain', 'Land — Mountain', '({T}: Add {R}.)');
    const goblin = cardOf('Test Goblin', 'Creature — Goblin', '', ['1', '1']);
    const g = new Game()
      .enter(goblin, { controller: 'opponent' })
      .enter(mountain)
      .enter(snowless)
      .enter(caves, { attachedTo: 'test-mountain' });
    expect(g.pt('test-goblin')).toEqual([1, 1]);
    g.attach('goblin-caves', 'mountain');
    expect(g.pt('test-goblin')).toEqual([1, 3]);
  });
});

describe('one set: the first object and the others related to it (611.2c)', () => {
  it('Alpha Status: +2/+2 for each other creature on the battlefield that shares a creature type with it — other than it (205.3)', () => {
    const status = cardOf(
      'Alpha Status',
      'Enchantment — Aura',
      'Enchant creature\nEnchanted creature gets +2/+2 for each other creature on the battlefield that shares a creature type with it.',
    );
    const g = new Game()
      .enter(elf)
      .enter(elfWarrior, { controller: 'opponent' })
      .enter(bear)
      .enter(status, { attachedTo: 'llanowar-elves' });
    expect(g.pt('llanowar-elves')).toEqual([3, 3]);
  });

  it('Crown of Vigor: enchanted creature and other creatures that share a creature type with it get +1/+1 until end of turn', () => {
    const crown = cardOf(
      'Crown of Vigor',
      'Enchantment — Aura',
      'Enchant creature\nEnchanted creature gets +1/+1.\nSacrifice Crown of Vigor: Enchanted creature and other creatures that share a creature type with it get +1/+1 until end of turn.',
    );
    const g = new Game()
      .enter(elf)
      .enter(elfWarrior, { controller: 'opponent' })
      .enter(bear)
      .enter(crown, { attachedTo: 'llanowar-elves' })
      .activate('crown-of-vigor', 3);
    expect(g.pt('llanowar-elves')).toEqual([3, 3]);
    expect(g.pt('elvish-warrior')).toEqual([3, 4]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    // Locked as it resolved: an Elf that enters later is not affected.
    g.enter(elf, { id: 'late' });
    expect(g.pt('late')).toEqual([1, 1]);
  });

  it('Echoing Courage: target creature and all other creatures with the same name as that creature get +2/+2 (201.2)', () => {
    const courage = cardOf(
      'Echoing Courage',
      'Instant',
      'Target creature and all other creatures with the same name as that creature get +2/+2 until end of turn.',
    );
    const g = new Game()
      .enter(bear, { id: 'b1' })
      .enter(bear, { id: 'b2', controller: 'opponent' })
      .enter(elf)
      .enter(bear, { id: 'hidden', faceDown: true })
      .cast(courage, { targets: ['b1'] });
    expect(g.pt('b1')).toEqual([4, 4]);
    expect(g.pt('b2')).toEqual([4, 4]);
    expect(g.pt('llanowar-elves')).toEqual([1, 1]);
    // A face-down creature has no name (708.2), so it shares none.
    expect(g.pt('hidden')).toEqual([2, 2]);
  });
});

describe('conditions joined, and SELF with others', () => {
  it('Dion, Bahamut\'s Dominant: "During your turn, Dion and other Knights you control have flying" (one set with the source)', () => {
    const dion = cardOf(
      "Dion, Bahamut's Dominant",
      'Legendary Creature — Human Noble Knight',
      'Dragonfire Dive — During your turn, Dion and other Knights you control have flying.',
      ['3', '3'],
    );
    const knight = cardOf('Test Knight', 'Creature — Human Knight', '', ['2', '2']);
    const g = new Game().enter(dion).enter(knight).enter(knight, { id: 'theirs', controller: 'opponent' }).enter(bear);
    expect(g.obj('dion-bahamuts-dominant').abilities).toContain('Flying');
    expect(g.obj('test-knight').abilities).toContain('Flying');
    expect(g.obj('theirs').abilities).not.toContain('Flying');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Flying');
    g.endTurn();
    expect(g.obj('test-knight').abilities).not.toContain('Flying');
  });

  it('Grond, the Gatebreaker: "As long as it\'s your turn and you control an Army" — both (102.1)', () => {
    const grond = cardOf(
      'Grond, the Gatebreaker',
      'Legendary Artifact — Vehicle',
      "Trample\nAs long as it's your turn and you control an Army, Grond is an artifact creature.",
      ['5', '5'],
    );
    const army = cardOf('Test Army', 'Creature — Orc Army', '', ['0', '0']);
    const g = new Game().enter(grond);
    expect(g.obj('grond-the-gatebreaker').types).toEqual(['Artifact']);
    g.enter(army);
    expect(g.obj('grond-the-gatebreaker').types).toEqual(['Artifact', 'Creature']);
    g.endTurn();
    expect(g.obj('grond-the-gatebreaker').types).toEqual(['Artifact']);
  });

  it('Cloud, Planet\'s Champion: "During your turn, as long as Cloud is equipped, it has double strike and indestructible"', () => {
    const cloud = cardOf(
      "Cloud, Planet's Champion",
      'Legendary Creature — Human Soldier Mercenary',
      'During your turn, as long as Cloud is equipped, it has double strike and indestructible.',
      ['4', '4'],
    );
    const sword = cardOf('Test Sword', 'Artifact — Equipment', 'Equip {2}');
    const g = new Game().enter(cloud);
    expect(g.obj('cloud-planets-champion').abilities).not.toContain('Double strike');
    g.enter(sword, { attachedTo: 'cloud-planets-champion' });
    expect(g.obj('cloud-planets-champion').abilities).toContain('Double strike');
    g.endTurn();
    expect(g.obj('cloud-planets-champion').abilities).not.toContain('Indestructible');
  });
});
