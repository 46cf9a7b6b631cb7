/** Compiled cards on a battlefield: the rules outcome of key families when evaluated. */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf } from './helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const elf = cardOf('Llanowar Elves', 'Creature — Elf Druid', '{T}: Add {G}.', ['1', '1']);

describe('compiled cards evaluated', () => {
  it('an Elf lord pumps other Elves you control, not itself, not the opponent’s', () => {
    const lord = cardOf('Elvish Lord', 'Creature — Elf', 'Other Elf creatures you control get +1/+1 and have forestwalk.', ['2', '2']);
    const g = new Game().enter(lord).enter(elf, { id: 'mine' }).enter(elf, { id: 'theirs', controller: 'opponent' }).enter(bear);
    expect(g.pt('elvish-lord')).toEqual([2, 2]);
    expect(g.pt('mine')).toEqual([2, 2]);
    expect(g.obj('mine').abilities).toContain('Forestwalk');
    expect(g.pt('theirs')).toEqual([1, 1]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('an Aura: Enchanted creature gets +2/+2 and has flying', () => {
    const aura = cardOf('Test Wings', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+2 and has flying.');
    const g = new Game().enter(bear).enter(aura, { attachedTo: 'grizzly-bears' });
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    expect(g.obj('grizzly-bears').abilities).toContain('Flying');
  });

  it('layer 7b then 7c: Humility-style base P/T under an anthem', () => {
    const humble = cardOf('Test Humility', 'Enchantment', 'All creatures lose all abilities and have base power and toughness 1/1.');
    const anthem = cardOf('Test Anthem', 'Enchantment', 'Creatures you control get +1/+1.');
    const g = new Game().enter(bear).enter(humble).enter(anthem);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('a CDA counts in all zones: power and toughness equal to the number of Forests you control', () => {
    const cda = cardOf(
      'Test Treefolk',
      'Creature — Treefolk',
      "Test Treefolk's power and toughness are each equal to the number of Forests you control.",
      ['*', '*'],
    );
    const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
    const g = new Game().enter(cda).enter(forest, { id: 'f1' }).enter(forest, { id: 'f2' });
    expect(g.pt('test-treefolk')).toEqual([2, 2]);
  });

  it('control: You control enchanted creature', () => {
    const aura = cardOf('Test Control', 'Enchantment — Aura', 'Enchant creature\nYou control enchanted creature.');
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(aura, { attachedTo: 'grizzly-bears' });
    expect(g.obj('grizzly-bears').controller).toBe('you');
  });

  it('types: Enchanted land is a Mountain', () => {
    const seas = cardOf('Test Seas', 'Enchantment — Aura', 'Enchant land\nEnchanted land is a Mountain.');
    const island = cardOf('Island', 'Basic Land — Island', '({T}: Add {U}.)');
    const g = new Game().enter(island).enter(seas, { attachedTo: 'island' });
    expect(g.obj('island').subtypes).toEqual(['Mountain']);
  });

  it('a condition: as long as you control an artifact', () => {
    const c = cardOf('Test Bird', 'Creature — Bird', 'As long as you control an artifact, this creature gets +1/+1 and has flying.', [
      '1',
      '1',
    ]);
    const rock = cardOf('Test Rock', 'Artifact', '{T}: Add {C}.');
    const g = new Game().enter(c);
    expect(g.pt('test-bird')).toEqual([1, 1]);
    g.enter(rock);
    expect(g.pt('test-bird')).toEqual([2, 2]);
    expect(g.obj('test-bird').abilities).toContain('Flying');
  });

  it('a resolved effect: Giant Growth until end of turn, then it ends', () => {
    const growth = cardOf('Test Growth', 'Instant', 'Target creature gets +3/+3 until end of turn.');
    const g = new Game().enter(bear).cast(growth, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([5, 5]);
    g.endTurn();
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('layer 7d: switch after 7c', () => {
    const growth = cardOf('Test Growth', 'Instant', 'Target creature gets +3/+0 until end of turn.');
    const twist = cardOf('Test Twist', 'Instant', "Switch target creature's power and toughness until end of turn.");
    const g = new Game()
      .enter(bear)
      .cast(twist, { targets: ['grizzly-bears'] })
      .cast(growth, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([2, 5]);
  });

  it('an animated land: becomes a 3/3 creature until end of turn, still a land', () => {
    const land = cardOf(
      'Test Factory',
      'Land',
      "{T}: Add {C}.\n{1}: This land becomes a 3/3 Elemental creature with haste until end of turn. It's still a land.",
    );
    const g = new Game().enter(land).activate('test-factory', 2);
    const o = g.obj('test-factory');
    expect(o.types).toEqual(expect.arrayContaining(['Land', 'Creature']));
    expect(o.subtypes).toEqual(['Elemental']);
    expect([o.power, o.toughness]).toEqual([3, 3]);
    expect(o.abilities).toContain('Haste');
  });
});
