/**
 * 706: die rolls. The engine rolls no dice: the results are the scenario's `choices.rolls`. "where X is the result"
 * is the number rolled (706.2); a die-roll table's lines ("1 — …", "2-5 — …") are instructions of the ability that
 * rolls, each applying only with its result (die-table.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const read = (c: ReturnType<typeof compile>) => c.report.sentences.every((s) => s.compiled || !s.continuous);

const pounder = compile(
  'Ground Pounder',
  'Creature — Goblin Warrior',
  '{3}{G}: Roll a six-sided die. Ground Pounder gets +X/+X until end of turn, where X is the result.',
  ['2', '2'],
);
const fair = compile(
  "Urza's Science Fair Project",
  'Artifact Creature — Construct',
  [
    "{2}: Roll a six-sided die. Urza's Science Fair Project gets the indicated result.",
    '1 — It gets -2/-2 until end of turn.',
    '2 — Prevent all combat damage it would deal this turn.',
    '3 — It gains vigilance until end of turn.',
    '4 — It gains first strike until end of turn.',
    '5 — It gains flying until end of turn.',
    '6 — It gets +2/+2 until end of turn.',
  ].join('\n'),
  ['4', '4'],
);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('706.2: "where X is the result" is the number the die showed', () => {
  it('Ground Pounder: a roll of 4 gives +4/+4 until end of turn, then it is a 2/2 again (514.2)', () => {
    expect(read(pounder)).toBe(true);
    const g = new Game().enter(pounder.card).activate('ground-pounder', 1, { choices: { rolls: [4] } });
    expect(g.pt('ground-pounder')).toEqual([6, 6]);
    expect(g.endTurn().pt('ground-pounder')).toEqual([2, 2]);
  });
  it('the result is fixed as it resolves (611.2b): a 1 gives +1/+1', () => {
    expect(
      new Game()
        .enter(pounder.card)
        .activate('ground-pounder', 1, { choices: { rolls: [1] } })
        .pt('ground-pounder'),
    ).toEqual([3, 3]);
  });
  it('without choices.rolls the activation is refused, naming the choice', () => {
    expect(() => new Game().enter(pounder.card).activate('ground-pounder', 1)).toThrow(/choices\.rolls/);
  });
});

describe("706: a die-roll table's lines are one ability (Urza's Science Fair Project)", () => {
  it('the six lines are read as sentences of the rolling ability, not abilities of their own', () => {
    expect(read(fair)).toBe(true);
    expect(fair.card.abilities).toHaveLength(1);
    expect(fair.card.abilities[0]?.kind).toBe('activated');
  });
  it('a 1 gives only -2/-2; a 6 gives only +2/+2; a 5 only flying (each line applies with its own result)', () => {
    const roll = (n: number) =>
      new Game()
        .enter(fair.card)
        .enter(bear)
        .activate('urzas-science-fair-project', 1, { choices: { rolls: [n] } });
    expect(roll(1).pt('urzas-science-fair-project')).toEqual([2, 2]);
    expect(roll(6).pt('urzas-science-fair-project')).toEqual([6, 6]);
    const five = roll(5);
    expect(five.pt('urzas-science-fair-project')).toEqual([4, 4]);
    expect(five.obj('urzas-science-fair-project').abilities).toContain('Flying');
    expect(five.obj('urzas-science-fair-project').abilities).not.toContain('Vigilance');
    // "It" is the source, never another creature on the battlefield.
    expect(five.pt('grizzly-bears')).toEqual([2, 2]);
    expect(five.obj('grizzly-bears').abilities).not.toContain('Flying');
  });
  it('a 2 (prevention, not a layer effect) changes no characteristic; the gained ability ends with the turn', () => {
    expect(
      new Game()
        .enter(fair.card)
        .activate('urzas-science-fair-project', 1, { choices: { rolls: [2] } })
        .pt('urzas-science-fair-project'),
    ).toEqual([4, 4]);
    const four = new Game().enter(fair.card).activate('urzas-science-fair-project', 1, { choices: { rolls: [4] } });
    expect(four.obj('urzas-science-fair-project').abilities).toContain('First strike');
    expect(four.obj('urzas-science-fair-project').abilities).not.toContain('Flying');
    expect(four.endTurn().obj('urzas-science-fair-project').abilities).not.toContain('First strike');
  });
  it('a range "2-5 —" applies to every result in it', () => {
    const c = compile(
      'Test Roller',
      'Creature — Goblin',
      '{1}: Roll a six-sided die. Test Roller gets the indicated result.\n1 — It gets -1/-1 until end of turn.\n2-5 — It gets +1/+0 until end of turn.',
      ['2', '2'],
    );
    expect(read(c)).toBe(true);
    const roll = (n: number) =>
      new Game()
        .enter(c.card)
        .activate('test-roller', 1, { choices: { rolls: [n] } })
        .pt('test-roller');
    expect([1, 2, 5, 6].map(roll)).toEqual([
      [1, 1],
      [3, 2],
      [3, 2],
      [2, 2],
    ]);
  });
});
