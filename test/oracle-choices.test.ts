/**
 * Choices the scenario makes for what the engine doesn't perform (helper F). Real Oracle text;
 * each test evaluates a small game (or scenario) and checks the characteristics.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { loadScenario, type Problem, replay } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

function replayProblems(text: string): Problem[] {
  const l = loadScenario(text, 'case.yaml', { cards: { findCard, suggestCards } });
  if (!l.ok) return l.error.problems;
  const r = replay(l.value);
  return r.ok ? [] : r.error.problems;
}

describe('608.2c: "for each card discarded this way" — the number is choices.count', () => {
  const howler = cardOf(
    'Captain Howler, Sea Scourge',
    'Legendary Creature — Shark Pirate',
    'Ward—{2}, Pay 2 life.\nWhenever you discard one or more cards, target creature gets +2/+0 until end of turn for each card discarded this way. Whenever that creature deals combat damage to a player this turn, you draw a card.',
    ['5', '4'],
  );
  it('Captain Howler: three cards discarded → +6/+0 on the target', () => {
    const g = new Game()
      .enter(howler)
      .enter(bear)
      .activate('captain-howler-sea-scourge', 2, {
        trigger: true,
        targets: ['grizzly-bears'],
        choices: { count: 3 },
      });
    expect(g.pt('grizzly-bears')).toEqual([8, 2]);
  });
  it('the number is fixed as it resolves (611.2b): a later count does not change it', () => {
    const g = new Game().enter(howler).enter(bear);
    g.activate('captain-howler-sea-scourge', 2, { trigger: true, targets: ['grizzly-bears'], choices: { count: 1 } });
    g.activate('captain-howler-sea-scourge', 2, { trigger: true, targets: ['grizzly-bears'], choices: { count: 2 } });
    expect(g.pt('grizzly-bears')).toEqual([8, 2]);
  });
  it('without choices.count the ability is refused, naming choices.count', () => {
    expect(() =>
      new Game()
        .enter(howler)
        .enter(bear)
        .activate('captain-howler-sea-scourge', 2, { trigger: true, targets: ['grizzly-bears'] }),
    ).toThrow(/choices\.count/);
  });
  it('Orphans of the Wheat: two creatures tapped this way → +2/+2 until end of turn', () => {
    const orphans = cardOf(
      'Orphans of the Wheat',
      'Creature — Human',
      'Whenever this creature attacks, tap any number of untapped creatures you control. This creature gets +1/+1 until end of turn for each creature tapped this way.',
      ['2', '1'],
    );
    const g = new Game().enter(orphans).activate('orphans-of-the-wheat', 1, { trigger: true, choices: { count: 2 } });
    expect(g.pt('orphans-of-the-wheat')).toEqual([4, 3]);
    const none = new Game().enter(orphans).activate('orphans-of-the-wheat', 1, { trigger: true, choices: { count: 0 } });
    expect(none.pt('orphans-of-the-wheat')).toEqual([2, 1]);
  });
  it('Celeborn the Wise: scry 2 → two cards looked at → +2/+2 (701.22a)', () => {
    const celeborn = cardOf(
      'Celeborn the Wise',
      'Legendary Creature — Elf Noble',
      'Whenever you attack with one or more Elves, scry 1.\nWhenever you scry, Celeborn gets +1/+1 until end of turn for each card looked at while scrying this way.',
      ['2', '4'],
    );
    const g = new Game().enter(celeborn).activate('celeborn-the-wise', 2, { trigger: true, choices: { count: 2 } });
    expect(g.pt('celeborn-the-wise')).toEqual([4, 6]);
  });
  it('Specter of Mortality: X is the number of cards exiled this way; each other creature gets -X/-X, not the Specter', () => {
    const specter = cardOf(
      'Specter of Mortality',
      'Creature — Specter',
      'Flying\nWhen this creature enters, you may exile one or more creature cards from your graveyard. When you do, each other creature gets -X/-X until end of turn, where X is the number of cards exiled this way.',
      ['4', '4'],
    );
    const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
    const g = new Game()
      .enter(specter)
      .enter(giant)
      .activate('specter-of-mortality', 2, { trigger: true, choices: { count: 2 } });
    expect(g.pt('hill-giant')).toEqual([1, 1]);
    expect(g.pt('specter-of-mortality')).toEqual([4, 4]);
  });
  it('a scenario without choices.count is bad input located at the trigger event', () => {
    const scenario = (EVENT: string) =>
      [
        'battlefield:',
        '  - card:',
        '      name: Orphans of the Wheat',
        '      typeLine: Creature — Human',
        '      power: 2',
        '      toughness: 1',
        '      abilities:',
        '        - kind: triggered',
        '          text: Whenever this creature attacks, tap any number of untapped creatures you control. This creature gets +1/+1 until end of turn for each creature tapped this way.',
        '          resolve: { effects: [{ affects: { self: true }, ops: [{ op: modifyPT, power: { thisWay: true }, toughness: { thisWay: true } }], duration: endOfTurn }] }',
        'events:',
        EVENT,
        '  - expect: { orphans-of-the-wheat: { power: 5, toughness: 4 } }',
        '',
      ].join('\n');
    expect(replayProblems(scenario('  - trigger: { object: orphans-of-the-wheat, ability: 1 }\n    choices: { count: 3 }'))).toEqual([]);
    const ps = replayProblems(scenario('  - trigger: { object: orphans-of-the-wheat, ability: 1 }'));
    expect(ps).toHaveLength(1);
    expect(ps[0]).toMatchObject({ line: 12, path: 'events[0]' });
    expect(ps[0]?.message).toMatch(/choices\.count/);
    const neg = replayProblems(scenario('  - trigger: { object: orphans-of-the-wheat, ability: 1 }\n    choices: { count: -1 }'));
    expect(neg.map((p) => p.path)).toEqual(['events[0].choices.count']);
    const coin = replayProblems(
      scenario('  - trigger: { object: orphans-of-the-wheat, ability: 1 }\n    choices: { count: 1, flips: [sideways] }'),
    );
    expect(coin.map((p) => p.path)).toEqual(['events[0].choices.flips[0]']);
  });
});

describe('705: coin flips — the results are choices.flips', () => {
  const strike = cardOf(
    'Chaotic Strike',
    'Instant',
    'Cast this spell only during combat after blockers are declared.\nFlip a coin. If you win the flip, target creature gets +1/+1 until end of turn.\nDraw a card.',
  );
  const giant = cardOf(
    'Two-Headed Giant',
    'Creature — Giant Warrior',
    'Whenever Two-Headed Giant attacks, flip two coins. If both coins come up heads, Two-Headed Giant gains double strike until end of turn. If both coins come up tails, Two-Headed Giant gains menace until end of turn.',
    ['4', '4'],
  );
  it('Chaotic Strike: +1/+1 when you win the flip (705.2), nothing when you lose it', () => {
    const won = new Game().enter(bear).cast(strike, { targets: ['grizzly-bears'], choices: { flips: ['won'] } });
    expect(won.pt('grizzly-bears')).toEqual([3, 3]);
    const lost = new Game().enter(bear).cast(strike, { targets: ['grizzly-bears'], choices: { flips: ['lost'] } });
    expect(lost.pt('grizzly-bears')).toEqual([2, 2]);
    expect(() => new Game().enter(bear).cast(strike, { targets: ['grizzly-bears'] })).toThrow(/choices\.flips/);
    expect(() => new Game().enter(bear).cast(strike, { targets: ['grizzly-bears'], choices: { flips: ['heads'] } })).toThrow(/won/);
  });
  it('Two-Headed Giant: heads, heads → double strike only; tails, tails → menace only; heads, tails → neither (705.3)', () => {
    const hh = new Game().enter(giant).activate('two-headed-giant', 1, { trigger: true, choices: { flips: ['heads', 'heads'] } });
    expect(hh.obj('two-headed-giant').abilities).toContain('Double strike');
    expect(hh.obj('two-headed-giant').abilities).not.toContain('Menace');
    const tt = new Game().enter(giant).activate('two-headed-giant', 1, { trigger: true, choices: { flips: ['tails', 'tails'] } });
    expect(tt.obj('two-headed-giant').abilities).toContain('Menace');
    expect(tt.obj('two-headed-giant').abilities).not.toContain('Double strike');
    const ht = new Game().enter(giant).activate('two-headed-giant', 1, { trigger: true, choices: { flips: ['heads', 'tails'] } });
    expect(ht.obj('two-headed-giant').abilities).not.toContain('Menace');
    expect(ht.obj('two-headed-giant').abilities).not.toContain('Double strike');
  });
  it('missing results, the wrong number of them, or won/lost for flips nobody calls are refused at choices.flips', () => {
    const g = () => new Game().enter(giant);
    expect(() => g().activate('two-headed-giant', 1, { trigger: true })).toThrow(/choices\.flips/);
    expect(() => g().activate('two-headed-giant', 1, { trigger: true, choices: { flips: ['heads'] } })).toThrow(/2 of heads\/tails/);
    expect(() => g().activate('two-headed-giant', 1, { trigger: true, choices: { flips: ['won', 'won'] } })).toThrow(/heads/);
  });
});

describe('503.1: "until your next upkeep" lasts through the other turns and ends as your next upkeep begins', () => {
  it('Erhnam Djinn: forestwalk on the opponent’s creature through their turn, gone in your next turn', () => {
    const djinn = cardOf(
      'Erhnam Djinn',
      'Creature — Djinn',
      'At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your next upkeep. (It can’t be blocked as long as defending player controls a Forest.)',
      ['4', '5'],
    );
    const g = new Game().enter(djinn).enter(bear, { controller: 'opponent' });
    g.activate('erhnam-djinn', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').abilities).toContain('Forestwalk');
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toContain('Forestwalk');
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).not.toContain('Forestwalk');
  });
  it('Xenic Poltergeist: a noncreature artifact is an artifact creature with P/T its mana value until your next upkeep', () => {
    const polter = cardOf(
      'Xenic Poltergeist',
      'Creature — Spirit',
      '{T}: Until your next upkeep, target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value.',
      ['1', '1'],
    );
    const rock = { ...cardOf('Mind Stone', 'Artifact', ''), manaCost: '{2}' };
    const g = new Game().enter(polter).enter(rock, { controller: 'opponent' });
    g.activate('xenic-poltergeist', 1, { targets: ['mind-stone'] });
    expect(g.obj('mind-stone').types).toEqual(['Artifact', 'Creature']);
    expect(g.pt('mind-stone')).toEqual([2, 2]);
    g.endTurn();
    expect(g.pt('mind-stone')).toEqual([2, 2]);
    g.endTurn();
    expect(g.obj('mind-stone').types).toEqual(['Artifact']);
  });
});

describe('731: day and night — the game designation (scenario `dayNight`)', () => {
  const strike = cardOf(
    'Wolf Strike',
    'Instant',
    "Target creature you control gets +2/+0 until end of turn if it's night. Then it deals damage equal to its power to target creature you don't control.",
  );
  it('Wolf Strike: +2/+0 only if it is night as it resolves (608.2c); neither day nor night at first (731.1)', () => {
    // 601.2c: the second target is a creature you don't control.
    const board = () => new Game().enter(bear).enter(bear, { id: 'their-bears', controller: 'opponent' });
    const night = board();
    night.state.dayNight = 'night';
    night.cast(strike, { targets: ['grizzly-bears', 'their-bears'] });
    expect(night.pt('grizzly-bears')).toEqual([4, 2]);
    const day = board();
    day.state.dayNight = 'day';
    day.cast(strike, { targets: ['grizzly-bears', 'their-bears'] });
    expect(day.pt('grizzly-bears')).toEqual([2, 2]);
    const neither = board().cast(strike, { targets: ['grizzly-bears', 'their-bears'] });
    expect(neither.pt('grizzly-bears')).toEqual([2, 2]);
  });
  it('731.2a-b in a scenario: day becomes night after a turn in which its active player cast no spells; night becomes day after two', () => {
    const run = (lines: string[], start = 'day') => {
      const l = loadScenario([`dayNight: ${start}`, 'battlefield: [Grizzly Bears]', 'events:', ...lines, ''].join('\n'), 'case.yaml', {
        cards: { findCard, suggestCards },
      });
      if (!l.ok) throw new Error(l.error.problems.map((p) => p.message).join('\n'));
      const r = replay(l.value);
      if (!r.ok) return r.error.problems;
      return r.value.checkpoints.flatMap((c) => c.results).every((x) => x.pass);
    };
    const strikeCard =
      '{ name: Wolf Strike, typeLine: Instant, abilities: [{ kind: spell, text: "Target creature you control gets +2/+0 until end of turn if it\'s night.", resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: modifyPT, power: 2, toughness: 0 }], duration: endOfTurn, if: { dayNight: night } }] } }] }';
    // Day, no spells this turn → night as the next turn begins: Wolf Strike gives +2/+0.
    expect(
      run([
        '  - endTurn: true',
        `  - cast: ${strikeCard}`,
        '    controller: you',
        '    targets: [grizzly-bears]',
        '  - expect: { grizzly-bears: { power: 4 } }',
      ]),
    ).toBe(true);
    // Night, two spells cast this turn by its active player → day: no +2/+0; one spell → still night.
    const growth = ['  - cast: Giant Growth', '    targets: [grizzly-bears]'];
    expect(
      run(
        [
          ...growth,
          ...growth,
          '  - endTurn: true',
          `  - cast: ${strikeCard}`,
          '    controller: you',
          '    targets: [grizzly-bears]',
          '  - expect: { grizzly-bears: { power: 2 } }',
        ],
        'night',
      ),
    ).toBe(true);
    expect(
      run(
        [
          ...growth,
          '  - endTurn: true',
          `  - cast: ${strikeCard}`,
          '    controller: you',
          '    targets: [grizzly-bears]',
          '  - expect: { grizzly-bears: { power: 4 } }',
        ],
        'night',
      ),
    ).toBe(true);
    // Still day while no turn has ended.
    expect(
      run([
        `  - cast: ${strikeCard}`,
        '    controller: you',
        '    targets: [grizzly-bears]',
        '  - expect: { grizzly-bears: { power: 2 } }',
      ]),
    ).toBe(true);
  });
  it('a dayNight that is neither day nor night is bad input at dayNight', () => {
    const l = loadScenario('dayNight: dusk\nbattlefield: [Grizzly Bears]\n', 'case.yaml', { cards: { findCard, suggestCards } });
    expect(l.ok ? [] : l.error.problems.map((p) => p.path)).toEqual(['dayNight']);
  });
});
