/** Resolving families: pumps, durations, control, switching, counters, tokens, modes, targets, X. */
import { describe, expect, it } from 'vitest';
import { abilities, compile, only } from './helpers.js';

const I = 'Instant';

describe('effects with durations (611.2)', () => {
  it('Target creature gets +3/+3 until end of turn', () => {
    expect(only('Giant Growth', I, 'Target creature gets +3/+3 until end of turn.')).toEqual({
      kind: 'spell',
      text: 'Target creature gets +3/+3 until end of turn.',
      resolve: {
        effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: 3, toughness: 3 }], duration: 'endOfTurn' }],
        // 601.2c: what the "target" word may choose, checked as it is cast.
        targetPhrases: [{ text: 'target creature', filter: { type: 'Creature' } }],
      },
    });
  });
  it('Until end of turn, … loses all abilities and has base power and toughness 0/1', () => {
    const a = only('Ovinize', I, 'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.');
    expect(a.kind === 'spell' && a.resolve?.effects).toEqual([
      {
        affects: { target: 0 },
        ops: [
          { op: 'removeAbilities', all: true },
          { op: 'setPT', power: 0, toughness: 1 },
        ],
        duration: 'endOfTurn',
      },
    ]);
  });
  it('until your next turn / until end of combat / no duration', () => {
    const next = only('Test Card', I, 'Target creature gains flying until your next turn.');
    expect(next.kind === 'spell' && next.resolve?.effects?.[0]?.duration).toBe('untilYourNextTurn');
    const combat = only('Test Card', I, 'Target creature gets +2/+0 until end of combat.');
    expect(combat.kind === 'spell' && combat.resolve?.effects?.[0]?.duration).toBe('endOfCombat');
    const forever = only('Moonlace', I, 'Target spell or permanent becomes colorless.');
    expect(forever.kind === 'spell' && forever.resolve?.effects?.[0]).toEqual({
      affects: { target: 0 },
      ops: [{ op: 'setColors', colors: [] }],
      duration: 'permanent',
    });
  });
  it('becomes a 4/4 Elemental creature with haste until end of turn; "It\'s still a land."', () => {
    const [, a] = abilities(
      'Land',
      'Land',
      "{T}: Add {G}.\n{1}{G}: This land becomes a 4/4 Elemental creature with haste until end of turn. It's still a land.",
    );
    expect(a?.kind === 'activated' && a.resolve?.effects?.[0]).toEqual({
      affects: { self: true },
      ops: [
        { op: 'addTypes', types: ['Creature'] },
        { op: 'setTypes', subtypes: ['Elemental'] },
        { op: 'setPT', power: 4, toughness: 4 },
        { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }] },
      ],
      duration: 'endOfTurn',
    });
  });
  it('Switch target creature’s power and toughness until end of turn', () => {
    const a = only('Twisted Image', I, "Switch target creature's power and toughness until end of turn.");
    expect(a.kind === 'spell' && a.resolve?.effects).toEqual([
      { affects: { target: 0 }, ops: [{ op: 'switchPT' }], duration: 'endOfTurn' },
    ]);
  });
  it('gets +X/+X, where X is …', () => {
    const a = only('Test Card', I, 'Target creature gets +X/+X until end of turn, where X is the number of creatures you control.');
    const n = { count: { and: [{ type: 'Creature' }, { controller: 'you' }] } };
    expect(a.kind === 'spell' && a.resolve?.effects?.[0]?.ops).toEqual([{ op: 'modifyPT', power: n, toughness: n }]);
    const x = only('Test Card', I, 'Target creature gets +X/+0 until end of turn.');
    expect(x.kind === 'spell' && x.resolve?.effects?.[0]?.ops).toEqual([{ op: 'modifyPT', power: { x: true }, toughness: 0 }]);
  });
});

describe('control (layer 2)', () => {
  it('Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', () => {
    const a = only(
      'Act of Treason',
      'Sorcery',
      'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
    );
    expect(a.kind === 'spell' && a.resolve).toEqual({
      effects: [
        {
          affects: { target: 0 },
          ops: [
            { op: 'control', player: 'you' },
            { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }] },
          ],
          duration: 'endOfTurn',
        },
      ],
      untapTargets: true,
      targetPhrases: [{ text: 'target creature', filter: { type: 'Creature' } }],
    });
  });
  it('for as long as you control this creature', () => {
    const [a] = abilities(
      'Thief',
      'Creature — Human Rogue',
      'When this creature enters, gain control of target artifact for as long as you control this creature.',
    );
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]?.duration).toEqual({
      while: { source: { and: [{ zone: 'battlefield' }, { controller: 'you' }] } },
    });
  });
});

describe('counters, tokens, modes, targets', () => {
  it('put a +1/+1 counter on target creature', () => {
    const a = only('Test Card', I, 'Put a +1/+1 counter on target creature.');
    expect(a.kind === 'spell' && a.resolve?.counters).toEqual([{ on: { target: 0 }, kind: '+1/+1', amount: 1 }]);
  });
  it('Create two 1/1 white Soldier creature tokens', () => {
    const a = only('Test Card', 'Sorcery', 'Create two 1/1 white Soldier creature tokens.');
    expect(a.kind === 'spell' && a.resolve?.createTokens).toEqual([
      { count: 2, colors: ['white'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1 },
    ]);
  });
  it('tokens with abilities, then "They gain haste" refers to them', () => {
    const a = only('Test Card', 'Sorcery', 'Create two 2/2 black Zombie creature tokens with menace. They gain haste until end of turn.');
    expect(a.kind === 'spell' && a.resolve?.effects?.[0]?.affects).toEqual({ createdTokens: true });
  });
  it('Choose one — with bullets: modes and per-mode targets', () => {
    const a = only(
      'Charm',
      I,
      'Choose one —\n• Target creature gets +2/+2 until end of turn.\n• Target creature gains flying until end of turn.\n• Draw a card.',
    );
    expect(a.kind === 'spell' && a.resolve?.modal).toMatchObject({
      min: 1,
      max: 1,
      modes: [
        { targets: 1, resolve: { effects: [{ affects: { target: 0 } }] } },
        { targets: 1, resolve: { effects: [{ affects: { target: 0 } }] } },
        { text: 'Draw a card.', resolve: {} },
      ],
    });
  });
  it('targets are numbered in order of appearance, read or not', () => {
    const a = only('Test Card', I, 'Destroy target artifact. Target creature gets +1/+1 until end of turn.');
    expect(a.kind === 'spell' && a.resolve?.effects?.[0]?.affects).toEqual({ target: 1 });
  });
  it('up to one other target creature: a clause list', () => {
    const a = only('Test Card', I, 'Until end of turn, target creature gets +3/+3 and up to one other target creature gets +1/+1.');
    expect(a.kind === 'spell').toBe(true);
  });
  it('triggered: the effect after the trigger; "it" is the source the trigger is about', () => {
    const [a] = abilities('Rager', 'Creature — Goblin', 'Whenever this creature attacks, it gets +2/+0 until end of turn.');
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]).toEqual({
      affects: { self: true },
      ops: [{ op: 'modifyPT', power: 2, toughness: 0 }],
      duration: 'endOfTurn',
    });
  });
});

describe('trailing clauses and choices', () => {
  it('"and becomes the color of your choice" is read (a choice), not split off', () => {
    const [a] = abilities(
      'Wild Mongrel',
      'Creature — Dog',
      'Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn.',
    );
    expect(a?.kind === 'activated' && a.resolve?.effects).toEqual([
      {
        affects: { self: true },
        ops: [
          { op: 'modifyPT', power: 1, toughness: 1 },
          { op: 'setColors', colors: [{ chosen: 'color' }] },
        ],
        duration: 'endOfTurn',
      },
    ]);
  });
  it('"and can\'t be blocked this turn" is reported on its own as listed only', () => {
    const r = compile('Test Card', 'Creature — Merfolk', "{U}: This creature gets +1/+0 until end of turn and can't be blocked this turn.");
    const [a] = r.card.abilities;
    expect(a?.kind === 'activated' && a.resolve?.effects?.[0]?.ops).toEqual([{ op: 'modifyPT', power: 1, toughness: 0 }]);
    expect(r.report.sentences.map((s) => [s.text, s.continuous, s.compiled])).toEqual([
      ['SELF gets +1/+0 until end of turn.', true, true],
      ["can't be blocked this turn.", false, false],
    ]);
  });
});
