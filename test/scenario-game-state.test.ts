/**
 * The scenario format's game state (scenario-format.md: `modes`, `tokens`, `startingLife`,
 * `life`, `attack`, `block`, `endCombat`, `attacking`/`blocking`): what loads, what it
 * means, and bad input located at the exact part of the event (700.2, 111.4, 119, 508.1a).
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { formatProblem, loadScenario, type Problem, type ReplayReport, replay } from '../src/scenario/index.js';

const cards = { findCard, suggestCards };

/** Every problem, found while loading or (for what only the position shows) while replaying. */
function problems(text: string): Problem[] {
  const r = loadScenario(text, 'case.yaml', { cards });
  if (!r.ok) return r.error.problems;
  const p = replay(r.value);
  if (p.ok) throw new Error('expected problems, the scenario replayed');
  return p.error.problems;
}

function one(text: string): string {
  const ps = problems(text);
  expect(ps).toHaveLength(1);
  return formatProblem(ps[0] as Problem);
}

function run(text: string): ReplayReport {
  const r = loadScenario(text, 'case.yaml', { cards });
  if (!r.ok) throw new Error(r.error.problems.map(formatProblem).join('\n'));
  const p = replay(r.value);
  if (!p.ok) throw new Error(p.error.problems.map(formatProblem).join('\n'));
  return p.value;
}

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const BEARS = ['battlefield:', '  - Grizzly Bears', 'events:'];

describe('modes (700.2)', () => {
  it('700.2: a mode the card lacks is bad input at that mode', () => {
    expect(one(lines(...BEARS, "  - cast: Sarkhan's Resolve", '    modes: [1, 3]', '    targets: [grizzly-bears]'))).toMatch(
      /^case\.yaml:5:16: events\[0\]\.modes\[1\]: "Sarkhan's Resolve" has no mode 3: its modes are 1: "Target creature/,
    );
  });

  it('700.2: too many modes for "Choose one —" is bad input at the first one too many', () => {
    expect(one(lines(...BEARS, "  - cast: Sarkhan's Resolve", '    modes: [1, 2]', '    targets: [grizzly-bears]'))).toBe(
      'case.yaml:5:16: events[0].modes[1]: "Sarkhan\'s Resolve" says choose exactly one, and two modes are chosen (700.2)',
    );
  });

  it('700.2: no modes for a modal spell is bad input at the event', () => {
    expect(one(lines(...BEARS, '  - cast: Battle Menu'))).toMatch(
      /^case\.yaml:4:5: events\[0\]: "Battle Menu" is modal: choose exactly one with `modes` \(1: "Attack/,
    );
  });

  it('700.2: too few modes (below the minimum) is bad input', () => {
    const card = [
      '  - cast:',
      '      name: Two Modes',
      '      typeLine: Instant',
      '      abilities:',
      '        - kind: spell',
      '          text: Choose two — ...',
      '          resolve:',
      '            modal:',
      '              min: 2',
      '              max: 2',
      '              modes:',
      '                - { text: You gain 1 life., resolve: { life: [{ player: you, amount: 1 }] } }',
      '                - { text: You gain 2 life., resolve: { life: [{ player: you, amount: 2 }] } }',
      '    modes: [2]',
    ];
    expect(one(lines(...BEARS, ...card))).toBe(
      'case.yaml:17:13: events[0].modes[0]: "Two Modes" says choose exactly two, and one mode is chosen (700.2)',
    );
    const ok = run(lines(...BEARS, ...card.slice(0, -1), '    modes: [2, 1]', '  - expect:', '      players: { you: { life: 23 } }'));
    expect(ok.failed).toBe(0);
  });

  it('700.2d: a mode chosen twice without "You may choose the same mode more than once" is bad input', () => {
    const card = [
      '  - cast:',
      '      name: Three Choices',
      '      typeLine: Instant',
      '      abilities:',
      '        - kind: spell',
      '          text: Choose one or more — ...',
      '          resolve:',
      '            modal:',
      '              min: 1',
      '              max: 2',
      '              modes:',
      '                - { text: You gain 1 life., resolve: { life: [{ player: you, amount: 1 }] } }',
      '                - { text: You gain 2 life., resolve: { life: [{ player: you, amount: 2 }] } }',
      '    modes: [2, 2]',
    ];
    expect(one(lines(...BEARS, ...card))).toMatch(/^case\.yaml:17:16: events\[0\]\.modes\[1\]: mode 2 is chosen twice.*\(700\.2d\)$/);
    const repeatable = [...card.slice(0, 10), '              repeatable: true', ...card.slice(10)];
    expect(run(lines(...BEARS, ...repeatable, '  - expect:', '      players: { you: { life: 24 } }')).failed).toBe(0);
  });

  it('modes given to a non-modal spell are bad input at `modes`', () => {
    expect(one(lines(...BEARS, '  - cast: Giant Growth', '    modes: [1]', '    targets: [grizzly-bears]'))).toBe(
      'case.yaml:5:12: events[0].modes: "Giant Growth" is not modal (it has no "Choose ..." modes), so it takes no `modes`',
    );
  });

  it('700.2c: more targets than the chosen modes take is bad input at the first extra target', () => {
    expect(one(lines(...BEARS, '  - cast: Battle Menu', '    modes: [4]', '    targets: [grizzly-bears]'))).toMatch(
      /^case\.yaml:6:15: events\[0\]\.targets\[0\]: the chosen modes of "Battle Menu" take 0 targets, and 1 is given/,
    );
  });

  it('700.2: modes on an activated ability that is not modal are found as it resolves, and located at `modes`', () => {
    expect(
      one(
        lines(
          'battlefield:',
          '  - Bloodline Keeper',
          'events:',
          '  - activate: { object: bloodline-keeper, ability: 2 }',
          '    modes: [1]',
        ),
      ),
    ).toMatch(/^case\.yaml:5:12: events\[0\]\.modes: ability 2 of "bloodline-keeper" .* is not modal/);
  });

  it('700.2b: a modal triggered ability takes `modes` with `trigger:`; a mode it lacks is found as it resolves, at that mode', () => {
    const leader = [
      'battlefield:',
      '  - card:',
      '      name: Rally Leader',
      '      typeLine: Creature — Rabbit',
      '      power: 2',
      '      toughness: 2',
      '      abilities:',
      '        - kind: triggered',
      '          text: Whenever you attack, choose one — ...',
      '          resolve:',
      '            modal:',
      '              min: 1',
      '              max: 1',
      '              modes:',
      '                - text: Create a 1/1 white Rabbit creature token.',
      '                  resolve: { createTokens: [{ colors: [white], types: [Creature], subtypes: [Rabbit], power: 1, toughness: 1 }] }',
      '                - text: Attacking creatures you control get +1/+1 until end of turn.',
      '                  resolve:',
      '                    effects:',
      '                      - affects: { all: { and: [{ type: Creature }, { controller: you }, { attacking: true }] } }',
      '                        ops: [{ op: modifyPT, power: 1, toughness: 1 }]',
      '                        duration: endOfTurn',
      'events:',
      '  - attack: rally-leader',
    ];
    const good = run(
      lines(
        ...leader,
        '  - trigger: { object: rally-leader, ability: 1 }',
        '    modes: [1]',
        '  - trigger: { object: rally-leader, ability: 1 }',
        '    modes: [2]',
        '  - expect:',
        '      rabbit-token: { token: true, attacking: false, power: 1 }',
        '      rally-leader: { attacking: true, power: 3, toughness: 3 }',
      ),
    );
    expect([good.passed, good.failed]).toEqual([6, 0]);
    expect(one(lines(...leader, '  - trigger: { object: rally-leader, ability: 1 }', '    modes: [3]'))).toMatch(
      /^case\.yaml:26:13: events\[1\]\.modes\[0\]: ability 1 of "rally-leader" .* has no mode 3/,
    );
  });

  it('the mode numbers must be positive integers (schema)', () => {
    expect(one(lines(...BEARS, "  - cast: Sarkhan's Resolve", '    modes: [0]', '    targets: [grizzly-bears]'))).toMatch(
      /^case\.yaml:5:13: events\[0\]\.modes\[0\]: /,
    );
  });
});

describe('created tokens (111.1, 111.4)', () => {
  it('111.4: default ids of the token name, then -2; later events and expectations can name them', () => {
    const r = run(
      lines(
        'events:',
        '  - cast: Rally at the Hornburg',
        '  - cast: Rally at the Hornburg',
        '  - tap: human-soldier-token-3',
        '  - expect:',
        '      human-soldier-token: { token: true, has: [Haste] }',
        '      human-soldier-token-4: { token: true, tapped: false }',
        '      human-soldier-token-3: { tapped: true }',
        '      rally-at-the-hornburg-2: { zone: graveyard }',
      ),
    );
    expect([r.passed, r.failed]).toEqual([6, 0]);
  });

  it('111.1: `tokens` names them; a duplicate id is bad input at that token', () => {
    expect(
      run(lines('events:', '  - cast: Rally at the Hornburg', '    tokens: [eowyn, merry]', '  - expect:', '      merry: { token: true }'))
        .failed,
    ).toBe(0);
    expect(one(lines(...BEARS, '  - cast: Rally at the Hornburg', '    tokens: [grizzly-bears, merry]'))).toMatch(
      /^case\.yaml:5:14: events\[0\]\.tokens\[0\]: duplicate id "grizzly-bears"/,
    );
  });

  it('111.1: more ids in `tokens` than the spell creates is bad input at `tokens`', () => {
    expect(one(lines('events:', '  - cast: Rally at the Hornburg', '    tokens: [a, b, c]'))).toMatch(
      /^case\.yaml:3:13: events\[0\]\.tokens: `tokens` names 3 tokens, but .* created 2 \(a, b\)$/,
    );
  });

  it('707.2, 111.1: a copy token is named as what it copies; `tokens` gives it (and those after it) an id', () => {
    const spell = [
      '  - cast:',
      '      name: Copy and Soldier',
      '      typeLine: Sorcery',
      '      abilities:',
      '        - kind: spell',
      "          text: Create a token that's a copy of target creature, then a 1/1 white Soldier creature token.",
      '          resolve:',
      '            createTokens:',
      '              - { copyOf: { target: 0 } }',
      '              - { colors: [white], types: [Creature], subtypes: [Soldier], power: 1, toughness: 1 }',
      '    targets: [grizzly-bears]',
      '    tokens: [bear-copy, soldier]',
      '  - expect:',
      '      bear-copy: { name: Grizzly Bears, token: true, power: 2 }',
      '      soldier: { name: Soldier Token, token: true }',
    ];
    const r = run(lines(...BEARS, ...spell));
    expect([r.passed, r.failed]).toEqual([5, 0]);
  });

  it('111.1: a mode that creates a token declares its id only when that mode is chosen', () => {
    expect(one(lines('events:', '  - cast: Battle Menu', '    modes: [4]', '  - expect:', '      knight-token: { token: true }'))).toMatch(
      /events\[1\]\.expect\.knight-token: unknown id "knight-token"/,
    );
  });
});

describe('life totals (103.4, 119)', () => {
  it('103.4: startingLife and life at the top level; the `life` event; players.NAME.life in expect', () => {
    const r = run(
      lines(
        'startingLife: 30',
        'life: { opponent: 12 }',
        'events:',
        '  - expect:',
        '      players: { you: { life: 30 }, opponent: { life: 12 } }',
        '  - life: { you: -4, opponent: 3 }',
        '  - expect:',
        '      players: { you: { life: 26 }, opponent: { life: 15 } }',
      ),
    );
    expect([r.passed, r.failed]).toEqual([4, 0]);
  });

  it('a life total for an unknown player is bad input (top level and event)', () => {
    expect(one(lines('life: { yuo: 3 }'))).toMatch(/^case\.yaml:1:9: life\.yuo: unknown player "yuo" .*did you mean "you"/);
    expect(one(lines('events:', '  - life: { opponet: -3 }'))).toMatch(/^case\.yaml:2:13: events\[0\]\.life\.opponet: unknown player/);
  });
});

describe('combat (506.4, 508.1a, 509.1a, 511.3)', () => {
  const board = [
    'battlefield:',
    '  - Grizzly Bears',
    '  - Forest',
    '  - { card: Serra Angel, controller: opponent }',
    '  - { card: Glory Seeker, zone: graveyard }',
    'events:',
  ];

  it('508.1a: a non-creature attacker is bad input at that list item', () => {
    expect(one(lines(...board, '  - attack: [grizzly-bears, forest]'))).toBe(
      'case.yaml:7:29: events[0].attack[1]: "forest" is not a creature (it is Land now), so it can\'t attack (508.1a)',
    );
  });

  it("508.1a: a creature the active player doesn't control can't attack; one written alone is located at `attack`", () => {
    expect(one(lines(...board, '  - attack: serra-angel'))).toBe(
      'case.yaml:7:13: events[0].attack: "serra-angel" is controlled by opponent; only the active player (you) declares attackers (508.1a)',
    );
  });

  it('508.1a: an object not on the battlefield cannot attack', () => {
    expect(one(lines(...board, '  - attack: [glory-seeker]'))).toMatch(
      /^case\.yaml:7:14: events\[0\]\.attack\[0\]: "glory-seeker" is in the graveyard, not on the battlefield/,
    );
  });

  it("509.1a: blockers must be a defending player's creatures on the battlefield", () => {
    expect(one(lines(...board, '  - block: [serra-angel, grizzly-bears]'))).toMatch(
      /^case\.yaml:7:26: events\[0\]\.block\[1\]: "grizzly-bears" is controlled by the active player \(you\)/,
    );
    expect(one(lines(...board, '  - block: nobody'))).toMatch(/^case\.yaml:7:12: events\[0\]\.block: unknown id "nobody"/);
  });

  it('506.4: an object entering with `attacking: true` is checked the same way, located at the key', () => {
    expect(one(lines('battlefield:', '  - { card: Forest, attacking: true }'))).toMatch(
      /^case\.yaml:2:32: battlefield\[0\]\.attacking: "forest" is not a creature/,
    );
    expect(one(lines('events:', '  - enter: [Grizzly Bears, { card: Serra Angel, blocking: true }]'))).toMatch(
      /^case\.yaml:2:59: events\[0\]\.enter\[1\]\.blocking: "serra-angel" is controlled by the active player/,
    );
  });

  it('attack, block, endCombat and the attacking/blocking keys in expect', () => {
    const r = run(
      lines(
        ...board,
        '  - attack: grizzly-bears',
        '  - block: [serra-angel]',
        '  - expect:',
        '      grizzly-bears: { attacking: true, blocking: false, tapped: false }',
        '      serra-angel: { blocking: true }',
        '  - endCombat: true',
        '  - expect:',
        '      grizzly-bears: { attacking: false }',
        '      serra-angel: { blocking: false }',
      ),
    );
    expect([r.passed, r.failed]).toEqual([6, 0]);
  });
});
