/**
 * "The difference between …" (src/oracle/grammar/values/differences.ts; the Value {difference}) and a one-shot the
 * scenario performs before the effect (src/oracle/grammar/sentences/resolving/oneshot-then.ts): 608.2c (in the order written),
 * 608.2h (numbers determined once, as the effect begins; per object for "its power").
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const wall = cardOf('Wall of Wood', 'Creature — Wall', 'Defender', ['0', '3']);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
const wurm = cardOf('Craw Wurm', 'Creature — Wurm', '', ['6', '4']);

describe('Doran, Besieged by Time: "where X is the difference between its power and toughness"', () => {
  const doran = cardOf(
    'Doran, Besieged by Time',
    'Legendary Creature — Treefolk Druid',
    'Each creature spell you cast with toughness greater than its power costs {1} less to cast.\nWhenever a creature you control attacks or blocks, it gets +X/+X until end of turn, where X is the difference between its power and toughness.',
    ['0', '5'],
  );
  it('a 0/3 gets +3/+3; a 6/4 gets +2/+2 (never negative); a 2/2 gets nothing', () => {
    const g = new Game().enter(doran).enter(wall).enter(wurm).enter(bear);
    for (const id of ['wall-of-wood', 'craw-wurm', 'grizzly-bears'])
      g.activate('doran-besieged-by-time', 2, { trigger: true, choices: { object: id } });
    expect(g.pt('wall-of-wood')).toEqual([3, 6]);
    expect(g.pt('craw-wurm')).toEqual([8, 6]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });
  it('X is fixed as it resolves (608.2h): a later +1/+0 does not change it', () => {
    const growth = cardOf('Brute Force', 'Instant', 'Target creature gets +1/+0 until end of turn.');
    const g = new Game().enter(doran).enter(wall);
    g.activate('doran-besieged-by-time', 2, { trigger: true, choices: { object: 'wall-of-wood' } }).cast(growth, {
      targets: ['wall-of-wood'],
    });
    expect(g.pt('wall-of-wood')).toEqual([4, 6]);
  });
});

describe('Spry and Mighty: "the difference between the chosen creatures\' powers" (choices.objects)', () => {
  const text =
    "Choose exactly two creatures you control. You draw X cards and the chosen creatures get +X/+X and gain trample until end of turn, where X is the difference between the chosen creatures' powers.";
  it('a 6/4 and a 2/2: each gets +4/+4 and trample; the draw is listed on its own', () => {
    const spry = compile('Spry and Mighty', 'Sorcery', text);
    expect(spry.report.sentences.find((s) => s.text === 'You draw X cards.')?.continuous).toBe(false);
    const g = new Game()
      .enter(wurm)
      .enter(bear)
      .enter(giant)
      .cast(spry.card, { choices: { objects: ['craw-wurm', 'grizzly-bears'] } });
    expect(g.pt('craw-wurm')).toEqual([10, 8]);
    expect(g.pt('grizzly-bears')).toEqual([6, 6]);
    expect(g.obj('grizzly-bears').abilities).toEqual(['Trample']);
    expect(g.pt('hill-giant')).toEqual([3, 3]);
  });
});

describe('Stubborn Burrowfiend: "mill two cards, then … where X is the number of creature cards in your graveyard"', () => {
  const fiend = cardOf(
    'Stubborn Burrowfiend',
    'Creature — Badger Beast Mount',
    'Whenever this creature becomes saddled for the first time each turn, mill two cards, then this creature gets +X/+X until end of turn, where X is the number of creature cards in your graveyard.\nSaddle 2',
    ['2', '2'],
  );
  it('the cards the scenario milled first are counted (608.2c: in the order written); the mill is listed', () => {
    const g = new Game()
      .enter(fiend, { id: 'fiend' })
      .enter(bear, { zone: 'library' })
      .enter(giant, { zone: 'library' })
      .enter(wall, { zone: 'graveyard' });
    g.move('grizzly-bears', 'graveyard').move('hill-giant', 'graveyard');
    g.activate('fiend', 1, { trigger: true });
    expect(g.pt('fiend')).toEqual([5, 5]);
    g.endTurn();
    expect(g.pt('fiend')).toEqual([2, 2]);
  });
});

describe('107.3a: "If X is three or more" tests the X an earlier sentence defines (Obsessive Pursuit; turn history)', () => {
  const pursuit = cardOf(
    'Obsessive Pursuit',
    'Enchantment',
    'When this enchantment enters and at the beginning of your upkeep, you lose 1 life and create a Clue token. (It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\nWhenever you attack, put X +1/+1 counters on target attacking creature, where X is the number of permanents you\'ve sacrificed this turn. If X is three or more, that creature gains lifelink until end of turn.',
  );
  const run = (sacrificed: number) => {
    const g = new Game().enter(pursuit).enter(bear).attack('grizzly-bears');
    g.state = { ...g.state, thisTurn: { you: { permanentsSacrificed: sacrificed } } };
    return g.activate('obsessive-pursuit', 2, { trigger: true, targets: ['grizzly-bears'] });
  };
  it('three permanents sacrificed this turn (thisTurn.permanentsSacrificed): lifelink; two: none', () => {
    expect(run(3).obj('grizzly-bears').abilities).toEqual(['Lifelink']);
    expect(run(2).obj('grizzly-bears').abilities).toEqual([]);
  });
});
