/**
 * Evil's Thrall (grammar.md § Referents after one-shots; durations.ts, referent-compare.ts): a control change
 * replaced "instead" under a condition that compares with the target (608.2c, checked once as it resolves),
 * the duration "until the end of your next turn" (514.2: it ends with the cleanup of the controller's next
 * turn), and "It gains haste" about the same target after "Untap that creature".
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const text =
  'Gain control of target creature until end of turn. If you control a Villain with greater mana value than that creature, gain control of that creature until the end of your next turn instead. Untap that creature. It gains haste until end of turn.';
const thrall = cardOf("Evil's Thrall", 'Sorcery', text);
const bear = { ...cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']), manaCost: '{1}{G}' };
const villain = { ...cardOf('Dread Villain', 'Creature — Human Villain', '', ['3', '3']), manaCost: '{2}{B}' };
const cheapVillain = { ...cardOf('Petty Villain', 'Creature — Human Villain', '', ['1', '1']), manaCost: '{B}' };

describe("Evil's Thrall (608.2c, 514.2)", () => {
  it('every continuous sentence is read', () => {
    expect(
      compile("Evil's Thrall", 'Sorcery', text)
        .report.sentences.filter((s) => s.continuous)
        .every((s) => s.compiled),
    ).toBe(true);
  });
  it('without a greater Villain: control and haste until end of turn', () => {
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(cheapVillain);
    g.cast(thrall, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').abilities).toEqual(['Haste']);
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
  it('with a Villain of greater mana value: control until the end of your next turn, haste until end of this one', () => {
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(villain);
    g.cast(thrall, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.endTurn(); // the opponent's turn
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
    g.endTurn(); // your next turn
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.endTurn(); // it ends with that turn
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
  it('cast on an opponent\'s turn, "your next turn" is the one that follows', () => {
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(villain).endTurn();
    g.cast(thrall, { targets: ['grizzly-bears'], controller: 'you' });
    g.endTurn(); // the opponent's turn ends; your next turn begins
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
});

describe('Skulking Killer: "if that opponent controls no other creatures" (608.2c, checked as it resolves)', () => {
  const killer = cardOf(
    'Skulking Killer',
    'Creature — Vampire Assassin',
    'When this creature enters, target creature an opponent controls gets -2/-2 until end of turn if that opponent controls no other creatures.',
    ['4', '2'],
  );
  const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
  it("the target is the opponent's only creature: -2/-2", () => {
    const g = new Game().enter(killer).enter(giant, { controller: 'opponent' }).enter(bear);
    g.activate('skulking-killer', 1, { trigger: true, targets: ['hill-giant'] });
    expect(g.pt('hill-giant')).toEqual([1, 1]);
  });
  it('the opponent controls another creature: nothing (your own creatures do not count)', () => {
    const g = new Game().enter(killer).enter(giant, { controller: 'opponent' }).enter(bear, { controller: 'opponent' });
    g.activate('skulking-killer', 1, { trigger: true, targets: ['hill-giant'] });
    expect(g.pt('hill-giant')).toEqual([3, 3]);
  });
});

describe('Savage Punch: "The creature you control gets +2/+2 … before it fights if …" (608.2c)', () => {
  const punch = cardOf(
    'Savage Punch',
    'Sorcery',
    "Target creature you control fights target creature you don't control.\nFerocious — The creature you control gets +2/+2 until end of turn before it fights if you control a creature with power 4 or greater.",
  );
  const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
  const wurm = cardOf('Craw Wurm', 'Creature — Wurm', '', ['6', '4']);
  it('"the creature you control" is the first target; with a power-4 creature it gets +2/+2, the other target nothing', () => {
    const g = new Game().enter(bear).enter(wurm).enter(giant, { controller: 'opponent' });
    g.cast(punch, { targets: ['grizzly-bears', 'hill-giant'] });
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    expect(g.pt('hill-giant')).toEqual([3, 3]);
  });
  it('without one (checked as it resolves), nothing', () => {
    const g = new Game().enter(bear).enter(giant, { controller: 'opponent' });
    g.cast(punch, { targets: ['grizzly-bears', 'hill-giant'] });
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });
});

describe('Kitesail Larcenist: "the chosen permanents" are the targets chosen, "For as long as SELF remains on the battlefield" (611.2b)', () => {
  const larcenist = cardOf(
    'Kitesail Larcenist',
    'Creature — Human Pirate',
    'Flying, ward {1}\nWhen this creature enters, for each player, choose up to one other target artifact or creature that player controls. For as long as this creature remains on the battlefield, the chosen permanents become Treasure artifacts with "{T}, Sacrifice this artifact: Add one mana of any color" and lose all other abilities.',
    ['1', '1'],
  );
  const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
  it('each chosen creature is a Treasure artifact with only the mana ability until the Larcenist leaves', () => {
    const g = new Game().enter(larcenist).enter(angel, { controller: 'opponent' }).enter(bear);
    g.activate('kitesail-larcenist', 3, { trigger: true, targets: ['serra-angel', 'grizzly-bears'] });
    for (const id of ['serra-angel', 'grizzly-bears']) {
      expect(g.obj(id).types).toEqual(['Artifact']);
      expect(g.obj(id).subtypes).toEqual(['Treasure']);
      expect(g.obj(id).abilities).toEqual(['{T}, Sacrifice this artifact: Add one mana of any color.']);
    }
    g.move('kitesail-larcenist', 'graveyard');
    expect(g.obj('serra-angel').types).toEqual(['Creature']);
    expect(g.obj('serra-angel').abilities).toEqual(['Flying', 'Vigilance']);
  });
});
