/**
 * Bad input (scenario-format.md, "Top level"): every problem is reported, each with its
 * line, column and path, as values (never exceptions), before anything is evaluated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { formatProblem, loadScenario, type Problem } from '../src/scenario/index.js';

const cards = { findCard, suggestCards };

function problems(text: string): Problem[] {
  const r = loadScenario(text, 'case.yaml', { cards });
  if (r.ok) throw new Error('expected problems, the scenario loaded');
  return r.error.problems;
}

function only(text: string): Problem {
  const ps = problems(text);
  expect(ps.map(formatProblem)).toHaveLength(1);
  return ps[0] as Problem;
}

describe('scenario errors: each names file:line:col and the path', () => {
  it('a YAML alias that contains itself is bad input at the alias, not a crash', () => {
    const text = [
      'battlefield:',
      '  - card:',
      '      name: Loop Lord',
      '      typeLine: Creature — Elf',
      '      abilities:',
      '        - &a',
      '          kind: static',
      '          text: Creatures have this.',
      '          effects: [{ affects: { all: { type: Creature } }, ops: [{ op: addAbilities, abilities: [*a] }] }]',
      '',
    ].join('\n');
    const p = only(text);
    expect([p.line, p.message]).toEqual([9, expect.stringMatching(/refers to a node that contains it/)]);
  });

  it('unknown card name: suggests the closest catalog names', () => {
    const p = only('battlefield:\n  - Forest\n  - Grizly Bears\n');
    expect(p).toMatchObject({ file: 'case.yaml', line: 3, col: 5, path: 'battlefield[1]' });
    expect(p.message).toMatch(/^unknown card "Grizly Bears" — did you mean "Grizzly Bears"/);
    expect(formatProblem(p)).toMatch(/^case\.yaml:3:5: battlefield\[1\]: unknown card/);
  });

  it('unknown card inside a mapping and in `cast` point at the card value', () => {
    const ps = problems('battlefield:\n  - { card: Blod Moon }\nevents:\n  - cast: Giant Grwth\n');
    expect(ps.map((p) => [p.path, p.line, p.col])).toEqual([
      ['battlefield[0].card', 2, 13],
      ['events[0].cast', 4, 11],
    ]);
    expect(ps[0]?.message).toContain('"Blood Moon"');
    expect(ps[1]?.message).toContain('"Giant Growth"');
  });

  it('unknown id in targets: did-you-mean among the ids known at that point', () => {
    const p = only('battlefield:\n  - Grizzly Bears\nevents:\n  - cast: Giant Growth\n    targets: [grizly-bears]\n');
    expect(p).toMatchObject({ line: 5, col: 15, path: 'events[0].targets[0]' });
    expect(p.message).toBe('unknown id "grizly-bears" — did you mean "grizzly-bears"?');
  });

  it('an id used before the event that introduces it is an error that says where it is introduced', () => {
    const p = only('events:\n  - tap: forest\n  - enter: Forest\n');
    expect(p).toMatchObject({ line: 2, col: 10, path: 'events[0].tap' });
    expect(p.message).toBe('no object "forest" exists at this point: it is introduced later, at events[1].enter');
  });

  it('unknown ids in counters, attach, move, gainControl, copyOf and expect keys are all reported', () => {
    const ps = problems(
      [
        'battlefield: [Forest]',
        'events:',
        '  - counters: { nope: { "+1/+1": 1 } }',
        '  - attach: { object: forest, to: nope2 }',
        '  - move: { object: nope3, to: exile }',
        '  - gainControl: { object: nope4, player: opponent }',
        '  - enter: { card: Clone, choices: { copyOf: nope5 } }',
        '  - expect: { nope6: { power: 1 } }',
      ].join('\n'),
    );
    expect(ps.map((p) => p.path)).toEqual([
      'events[0].counters.nope',
      'events[1].attach.to',
      'events[2].move.object',
      'events[3].gainControl.object',
      'events[4].enter.choices.copyOf',
      'events[5].expect.nope6',
    ]);
    expect(ps.every((p) => p.message.startsWith('unknown id'))).toBe(true);
  });

  it('unknown event kind: did-you-mean among the event kinds, at the key', () => {
    const p = only('events:\n  - cats: Giant Growth\n');
    expect(p).toMatchObject({ line: 2, col: 5, path: 'events[0].cats' });
    expect(p.message).toBe('unknown event kind "cats" — did you mean "cast"?');
  });

  it('an event with two kinds, or a bare word, is an error', () => {
    const ps = problems('events:\n  - { tap: a, untap: a }\n  - endTurn\n');
    expect(ps[0]).toMatchObject({ path: 'events[0].untap', message: expect.stringMatching(/exactly one kind/) });
    expect(ps[1]).toMatchObject({ path: 'events[1]', line: 3, message: expect.stringContaining('`endTurn: true`') });
  });

  it('unknown top-level key: reported at the key, and the rest of the file is still checked', () => {
    const ps = problems('titel: x\nbattlefield: [Grizly Bears]\n');
    expect(ps[0]).toMatchObject({ line: 1, col: 1, path: 'titel', message: 'unknown key "titel" — did you mean "title"?' });
    expect(ps[1]).toMatchObject({ path: 'battlefield[0]', message: expect.stringMatching(/^unknown card/) });
  });

  it('unknown keys in objects, events and expectations', () => {
    const ps = problems(
      'battlefield:\n  - { card: Forest, tapd: true }\nevents:\n  - cast: Giant Growth\n    target: [forest]\n  - expect: { forest: { powr: 1 } }\n',
    );
    expect(ps.map((p) => [p.path, p.message])).toEqual([
      ['battlefield[0].tapd', 'unknown key "tapd" — did you mean "tapped"?'],
      ['events[0].target', 'unknown key "target" — did you mean "targets"?'],
      ['events[1].expect.forest.powr', 'unknown key "powr" — did you mean "power"?'],
    ]);
  });

  it('wrong value types: expected type and the value found', () => {
    const ps = problems(
      'players: you\nbattlefield:\n  - { card: Forest, tapped: "yes", zone: hand2 }\nevents:\n  - expect: { forest: { power: five, colors: green } }\n',
    );
    expect(ps.map((p) => `${p.line}:${p.col} ${p.path}: ${p.message}`)).toEqual([
      '1:10 players: expected a list, got "you"',
      '3:29 battlefield[0].tapped: expected true or false, got "yes"',
      '3:42 battlefield[0].zone: "hand2": expected one of: battlefield, hand, library, graveyard, exile, stack, command — did you mean "hand"?',
      '5:32 events[0].expect.forest.power: expected a number, got "five"',
      '5:46 events[0].expect.forest.colors: expected a list, got "green"',
    ]);
  });

  it('missing required key is reported at the mapping that lacks it', () => {
    const p = only('events:\n  - activate: { object: x }\n');
    expect(p.message).toBe('missing required key "ability"');
    expect(p.path).toBe('events[0].activate');
  });

  it('bad counter kind: neither a P/T counter (+1/+1) nor lower-case words', () => {
    const ps = problems('battlefield:\n  - { card: Forest, counters: { "+1/+1": 1, Flying: 1, "+1/x": 1 } }\n');
    expect(ps.map((p) => [p.line, p.col, p.path])).toEqual([
      [2, 45, 'battlefield[0].counters.Flying'],
      [2, 56, 'battlefield[0].counters["+1/x"]'],
    ]);
    expect(ps[0]?.message).toMatch(/bad counter kind/);
  });

  it('counters in a `counters` event may be negative (removal), but not in an object setup', () => {
    expect(loadScenario('battlefield: [Forest]\nevents:\n  - counters: { forest: { "+1/+1": -1 } }\n', 'f', { cards }).ok).toBe(true);
    const p = only('battlefield:\n  - { card: Forest, counters: { "+1/+1": -1 } }\n');
    expect(p.path).toBe('battlefield[0].counters["+1/+1"]');
  });

  it('attaching an Aura to a missing object: attachedTo and the attach event', () => {
    const ps = problems(
      'battlefield:\n  - Grizzly Bears\n  - { card: Pacifism, attachedTo: grizzly-bear }\nevents:\n  - attach: { object: pacifism, to: bears }\n',
    );
    expect(ps.map((p) => `${p.line}:${p.col} ${p.path}`)).toEqual(['3:35 battlefield[1].attachedTo', '5:37 events[0].attach.to']);
    expect(ps[0]?.message).toBe('unknown id "grizzly-bear" — did you mean "grizzly-bears"?');
  });

  it('objects in one `enter` list may refer to each other (they enter simultaneously)', () => {
    const r = loadScenario('events:\n  - enter: [{ card: Pacifism, attachedTo: grizzly-bears }, Grizzly Bears]\n', 'f', { cards });
    expect(r.ok).toBe(true);
  });

  it('YAML syntax error: line and column of the parser', () => {
    const p = only('battlefield:\n  - [Forest\nevents: []\n');
    expect(p.path).toBe('');
    expect(p.message).toMatch(/^YAML syntax error: /);
    expect(p.line).toBeGreaterThanOrEqual(2);
  });

  it('duplicate mapping keys are a YAML error', () => {
    expect(only('title: a\ntitle: b\n').message).toMatch(/Map keys must be unique/);
  });

  it('empty file (or only comments) is an error at 1:1', () => {
    for (const text of ['', '\n\n', '# nothing here\n']) {
      expect(only(text)).toMatchObject({ line: 1, col: 1, path: '', message: expect.stringMatching(/^the file is empty/) });
    }
  });

  it('a file that is not a mapping', () => {
    expect(only('- Forest\n')).toMatchObject({ path: '', message: 'expected a mapping, got a list' });
  });

  it('duplicate ids, reserved ids and ids that are player names', () => {
    const ps = problems(
      'battlefield:\n  - { card: Forest, id: a }\n  - { card: Island, id: a }\n  - { card: Swamp, id: rules }\n  - { card: Plains, id: you }\n',
    );
    expect(ps.map((p) => [p.path, p.message.split(':')[0]])).toEqual([
      ['battlefield[1].id', 'duplicate id "a"'],
      ['battlefield[2].id', 'the id "rules" is reserved (it is a key of `expect`); choose another `id`'],
      ['battlefield[3].id', 'the id "you" is a player\'s name; choose another `id`'],
    ]);
  });

  it('unknown players: controller, activePlayer, gainControl, expect players', () => {
    const ps = problems(
      'players: [alice, bob]\nactivePlayer: carol\nbattlefield:\n  - { card: Forest, controller: you }\nevents:\n  - gainControl: { object: forest, player: bobb }\n  - expect: { players: { alice: { maxHandSize: 7 }, eve: { maxHandSize: 7 } } }\n',
    );
    expect(ps.map((p) => p.path)).toEqual([
      'activePlayer',
      'battlefield[0].controller',
      'events[0].gainControl.player',
      'events[1].expect.players.eve',
    ]);
    expect(ps[2]?.message).toBe('unknown player "bobb" (players: alice, bob) — did you mean "bob"?');
  });

  it('inline card definitions are checked to the last key of the effect language', () => {
    const ps = problems(
      [
        'battlefield:',
        '  - card:',
        '      name: Test',
        '      typeLine: Creature — Elf',
        '      abilities:',
        '        - { kind: statik, text: x }',
        '        - kind: static',
        '          text: y',
        '          effects: [{ affects: { all: { colr: red } }, ops: [{ op: modifyPT, power: one, toughness: 1 }] }]',
      ].join('\n'),
    );
    expect(ps.map((p) => p.path)).toEqual([
      'battlefield[0].card.abilities[0].kind',
      'battlefield[0].card.abilities[1].effects[0].affects.all.colr',
      'battlefield[0].card.abilities[1].effects[0].ops[0].power',
    ]);
    expect(ps[0]?.message).toMatch(/"statik": expected one of: keyword, static/);
    expect(ps[1]?.message).toMatch(/unknown key "colr" — did you mean "color"/);
    expect(ps[2]?.message).toBe('expected a number or a mapping, got "one"');
  });

  it('all problems of a file are reported at once, in file order', () => {
    const ps = problems('battlefield:\n  - Grizly Bears\n  - Blod Moon\nevents:\n  - cats: x\n  - tap: nope\nextra: 1\n');
    expect(ps.map((p) => p.line)).toEqual([2, 3, 5, 6, 7]);
  });

  it('loading never throws, whatever the text', () => {
    for (const text of ['{', ']]', 'a: *x', '!!binary x', '%YAML 9\n---\n', 'events: [{ enter: [] }]', 'events: {}', 'players: []']) {
      expect(() => loadScenario(text, 'f', { cards })).not.toThrow();
      expect(loadScenario(text, 'f', { cards }).ok).toBe(false);
    }
  });
});

describe('errors are values, never exceptions (property)', () => {
  it('any YAML document, and any text, gives a Result', () => {
    const value = fc.anything({ maxDepth: 4, withNullPrototype: true });
    const event = fc.record({
      kind: fc.constantFrom('enter', 'cast', 'activate', 'counters', 'attach', 'expect', 'tap', 'mutate', 'gainControl'),
      value,
    });
    const scenarioLike = fc.record(
      {
        players: value,
        battlefield: fc.array(value, { maxLength: 3 }),
        events: fc.array(
          event.map((e) => ({ [e.kind]: e.value })),
          { maxLength: 4 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(value, scenarioLike), (doc) => {
        let text: string;
        try {
          text = stringify(doc);
        } catch {
          return;
        }
        if (typeof text !== 'string') return;
        const r = loadScenario(text, 'f.yaml', { cards });
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(typeof loadScenario(text, 'f.yaml', { cards }).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('JSON files are located too (JSON is YAML)', () => {
    const p = only('{\n  "battlefield": ["Forest", "Grizly Bears"]\n}\n');
    expect(p).toMatchObject({ line: 2, col: 29, path: 'battlefield[1]' });
  });

  it('a byte-order mark and CRLF line ends do not shift positions', () => {
    const p = only('\uFEFFbattlefield:\r\n  - Forest\r\n  - Grizly Bears\r\n');
    expect(p).toMatchObject({ line: 3, col: 5, path: 'battlefield[1]' });
  });
});
