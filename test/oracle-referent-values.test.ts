/**
 * Referent values (src/oracle/grammar/values/referent-values.ts, grammar.md § Referent values): numbers read
 * from the object the text names but neither targets nor is (608.2c) — the triggering object, the one
 * chosen or revealed as it resolves, the creature sacrificed to pay the cost — `choices.object`, through
 * ValueSubject 'object' and `{manaSpentToCast: 'object'}`. 611.2b: they are fixed as the effect begins.
 * Real Oracle sentences; each family asserts the compiled data and a rules outcome.
 */
import { describe, expect, it } from 'vitest';
import { activateAbility } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { cardOf, compile, only } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const continuousRead = (name: string, type: string, text: string, pt?: [string, string]) =>
  compile(name, type, text, pt)
    .report.sentences.filter((s) => s.continuous)
    .every((s) => s.compiled);

const manawurmText =
  'Trample\nWhenever you cast an instant or sorcery spell, this creature gets +X/+0 until end of turn, where X is the amount of mana spent to cast that spell.';
const fireball = cardOf(
  'Fireball',
  'Sorcery',
  'This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided as you choose among any number of targets.',
);
const fireballWithCost = { ...fireball, manaCost: '{X}{R}' };

describe('601.2f-h: "the amount of mana spent to cast that spell" (the triggering spell, choices.object)', () => {
  it('Aberrant Manawurm: {manaSpentToCast: "object"}', () => {
    const a = compile('Aberrant Manawurm', 'Creature — Wurm', manawurmText, ['2', '5']).card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'modifyPT', power: { manaSpentToCast: 'object' }, toughness: 0 }], duration: 'endOfTurn' },
    ]);
  });

  it('the spell choices.object names: its mana cost with X as chosen (107.3); without it, bad input at choices.object', () => {
    const wurm = cardOf('Aberrant Manawurm', 'Creature — Wurm', manawurmText, ['2', '5']);
    const g = new Game().enter(wurm).enter(fireballWithCost, { zone: 'stack', choices: { x: 3 } });
    const missing = activateAbility(g.state, { object: 'aberrant-manawurm', ability: 2, trigger: true });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error.message).toContain('choices.object');
      expect(missing.error.path).toEqual(['choices', 'object']);
    }
    g.activate('aberrant-manawurm', 2, { trigger: true, choices: { object: 'fireball' } });
    expect(g.pt('aberrant-manawurm')).toEqual([6, 5]);
    // 611.2b: fixed as the effect begins — the spell leaving the stack changes nothing.
    g.move('fireball', 'graveyard');
    expect(g.pt('aberrant-manawurm')).toEqual([6, 5]);
    g.endTurn();
    expect(g.pt('aberrant-manawurm')).toEqual([2, 5]);
  });

  it('Shantotto, Tactician Magician: the same value; "If X is 4 or more, draw a card." is listed only', () => {
    expect(
      continuousRead(
        'Shantotto, Tactician Magician',
        'Legendary Creature — Dwarf Wizard',
        'Whenever you cast a noncreature spell, Shantotto gets +X/+0 until end of turn, where X is the amount of mana spent to cast that spell. If X is 4 or more, draw a card.',
        ['0', '4'],
      ),
    ).toBe(true);
  });

  it('not read without a trigger that names the spell ("that spell" names nothing)', () => {
    expect(
      continuousRead(
        'Test Card',
        'Creature — Wurm',
        '{1}: This creature gets +X/+0 until end of turn, where X is the amount of mana spent to cast that spell.',
        ['2', '2'],
      ),
    ).toBe(false);
  });
});

describe('608.2c: "If five or more mana was spent to cast that spell, …" (Opus), checked as it resolves', () => {
  const virtuosoText =
    'Opus — Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. If five or more mana was spent to cast that spell, this creature gets +2/+2 until end of turn instead.';
  const firedancerText =
    'Opus — Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. If five or more mana was spent to cast that spell, this creature also gains double strike until end of turn.';
  const five = { compare: [{ manaSpentToCast: 'object' }, '>=', 5] };

  it('Deluge Virtuoso: "… instead" — the +1/+1 only if not, the +2/+2 only if so', () => {
    const a = only('Deluge Virtuoso', 'Creature — Human Wizard', virtuosoText);
    expect(a.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'modifyPT', power: 1, toughness: 1 }], if: { not: five }, duration: 'endOfTurn' },
      { affects: { self: true }, ops: [{ op: 'modifyPT', power: 2, toughness: 2 }], duration: 'endOfTurn', if: five },
    ]);
    const virtuoso = cardOf('Deluge Virtuoso', 'Creature — Human Wizard', virtuosoText, ['2', '2']);
    const small = new Game().enter(virtuoso).enter(fireballWithCost, { zone: 'stack', choices: { x: 3 } });
    small.activate('deluge-virtuoso', 1, { trigger: true, choices: { object: 'fireball' } });
    expect(small.pt('deluge-virtuoso')).toEqual([3, 3]);
    const big = new Game().enter(virtuoso).enter(fireballWithCost, { zone: 'stack', choices: { x: 4 } });
    big.activate('deluge-virtuoso', 1, { trigger: true, choices: { object: 'fireball' } });
    expect(big.pt('deluge-virtuoso')).toEqual([4, 4]);
  });

  it('Expressive Firedancer: "… also gains double strike" only with five or more', () => {
    const dancer = cardOf('Expressive Firedancer', 'Creature — Human Sorcerer', firedancerText, ['2', '2']);
    const small = new Game().enter(dancer).enter(fireballWithCost, { zone: 'stack', choices: { x: 1 } });
    small.activate('expressive-firedancer', 1, { trigger: true, choices: { object: 'fireball' } });
    expect(small.pt('expressive-firedancer')).toEqual([3, 3]);
    expect(small.obj('expressive-firedancer').abilities).not.toContain('Double strike');
    const big = new Game().enter(dancer).enter(fireballWithCost, { zone: 'stack', choices: { x: 4 } });
    big.activate('expressive-firedancer', 1, { trigger: true, choices: { object: 'fireball' } });
    expect(big.pt('expressive-firedancer')).toEqual([3, 3]);
    expect(big.obj('expressive-firedancer').abilities).toContain('Double strike');
  });

  it('the condition alone needs choices.object: without it, bad input', () => {
    const dancer = cardOf('Expressive Firedancer', 'Creature — Human Sorcerer', firedancerText, ['2', '2']);
    const g = new Game().enter(dancer);
    const missing = activateAbility(g.state, { object: 'expressive-firedancer', ability: 1, trigger: true });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.path).toEqual(['choices', 'object']);
  });
});

describe('608.2c, 611.2b: "that creature\'s power" / "that card\'s mana value" / "the sacrificed creature\'s power"', () => {
  const yearlingText =
    "Trample\nWhenever another Dinosaur you control enters, you may have this creature's base power become equal to that creature's power until end of turn.";
  it("Belligerent Yearling: the base power of SELF becomes the triggering Dinosaur's power (613.4b), fixed", () => {
    const a = compile('Belligerent Yearling', 'Creature — Dinosaur', yearlingText, ['3', '2']).card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'setPT', power: { power: 'object' } }], duration: 'endOfTurn' },
    ]);
    const yearling = cardOf('Belligerent Yearling', 'Creature — Dinosaur', yearlingText, ['3', '2']);
    const rex = cardOf('Regisaur', 'Creature — Dinosaur', '', ['7', '6']);
    const g = new Game()
      .enter(yearling)
      .enter(rex)
      .activate('belligerent-yearling', 2, { trigger: true, choices: { object: 'regisaur' } });
    expect(g.pt('belligerent-yearling')).toEqual([7, 2]);
    expect(g.pt('regisaur')).toEqual([7, 6]);
    // Fixed as it resolves: the Dinosaur growing later changes nothing.
    g.counters('regisaur', { '+1/+1': 2 });
    expect(g.pt('belligerent-yearling')).toEqual([7, 2]);
  });

  const machinistText =
    "{2}{R}: Reveal cards from the top of your library until you reveal a nonland card. Goblin Machinist gets +X/+0 until end of turn, where X is that card's mana value. Put the revealed cards on the bottom of your library in any order.";
  it('Goblin Machinist: "that card" is the nonland card revealed (choices.object, in the library)', () => {
    const a = only('Goblin Machinist', 'Creature — Goblin', machinistText);
    expect(a.kind === 'activated' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'modifyPT', power: { manaValue: 'object' }, toughness: 0 }], duration: 'endOfTurn' },
    ]);
    const machinist = cardOf('Goblin Machinist', 'Creature — Goblin', machinistText, ['0', '5']);
    const ogre = { ...cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']), manaCost: '{3}{R}' };
    const g = new Game()
      .enter(machinist)
      .enter(ogre, { zone: 'library' })
      .activate('goblin-machinist', 1, { choices: { object: 'hill-giant' } });
    expect(g.pt('goblin-machinist')).toEqual([4, 5]);
  });

  const atogatogText = "Sacrifice an Atog creature: Atogatog gets +X/+X until end of turn, where X is the sacrificed creature's power.";
  it('Atogatog: the sacrificed creature is choices.object; its power as the state has it when the ability resolves', () => {
    const a = only('Atogatog', 'Legendary Creature — Atog', atogatogText);
    expect(a.kind === 'activated' && a.resolve?.effects).toEqual([
      {
        affects: { self: true },
        ops: [{ op: 'modifyPT', power: { power: 'object' }, toughness: { power: 'object' } }],
        duration: 'endOfTurn',
      },
    ]);
    const atogatog = cardOf('Atogatog', 'Legendary Creature — Atog', atogatogText, ['5', '5']);
    const atog = cardOf('Atog', 'Creature — Atog', '', ['1', '2']);
    const g = new Game()
      .enter(atogatog)
      .enter(atog)
      .move('atog', 'graveyard')
      .activate('atogatog', 1, { choices: { object: 'atog' } });
    expect(g.pt('atogatog')).toEqual([6, 6]);
    const missing = activateAbility(new Game().enter(atogatog).state, { object: 'atogatog', ability: 1 });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.path).toEqual(['choices', 'object']);
  });

  it('"Choose a creature you control. SELF gets +X/+0 …, where X is that creature\'s power": the chosen creature, not SELF', () => {
    const text = "{2}{R}: Choose a creature you control. Goblin Machinist gets +X/+0 until end of turn, where X is that creature's power.";
    const a = only('Goblin Machinist', 'Creature — Goblin', text);
    expect(a.kind === 'activated' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'modifyPT', power: { power: 'object' }, toughness: 0 }], duration: 'endOfTurn' },
    ]);
    const machinist = cardOf('Goblin Machinist', 'Creature — Goblin', text, ['0', '5']);
    const g = new Game()
      .enter(machinist)
      .enter(bear)
      .activate('goblin-machinist', 1, { choices: { object: 'grizzly-bears' } });
    expect(g.pt('goblin-machinist')).toEqual([2, 5]);
  });
});

describe('115.1, 701.47a: "with power less than or equal to the amassed Army\'s power" (a target restriction)', () => {
  const text =
    "When Grishnákh enters, amass Orcs 2. When you do, until end of turn, gain control of target nonlegendary creature an opponent controls with power less than or equal to the amassed Army's power. Untap that creature. It gains haste until end of turn.";
  it("Grishnákh, Brash Instigator: the restriction is read (the scenario's to honour, like the other target restrictions), not kept", () => {
    const a = only('Grishnákh, Brash Instigator', 'Legendary Creature — Goblin Soldier', text);
    expect(a.kind === 'triggered' && a.resolve).toEqual({
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
      amass: { subtype: 'Orc', amount: 2 },
      targetPhrases: [
        {
          text: 'target nonlegendary creature an opponent controls',
          filter: { and: [{ not: { supertype: 'Legendary' } }, { type: 'Creature' }, { controller: 'opponent' }] },
        },
      ],
    });
    const grishnakh = cardOf('Grishnákh, Brash Instigator', 'Legendary Creature — Goblin Soldier', text, ['1', '1']);
    const g = new Game()
      .enter(grishnakh, { id: 'grishnakh' })
      .enter(bear, { controller: 'opponent' })
      .activate('grishnakh', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
});
