/**
 * Replay and expectations (scenario-format.md, "Events" and "Expectations"): events run in
 * order through the core; at each `expect`, scalars compare equal, lists as sets, `has` and
 * `lacks` read abilities; each result points at the trace steps that changed the field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { evaluateScenario, loadScenario, type ReplayReport, replay, type Scenario } from '../src/scenario/index.js';

const cards = { findCard, suggestCards };

function scenario(text: string): Scenario {
  const r = loadScenario(text, 'case.yaml', { cards });
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value;
}

function run(text: string): ReplayReport {
  const r = replay(scenario(text));
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value;
}

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('replay', () => {
  it('the spec example (Blood Moon and Urborg) passes: one result per asserted field', () => {
    const report = run(fixture('blood-moon-urborg.yaml'));
    expect(report.checkpoints).toHaveLength(1);
    expect(report.passed).toBe(5);
    expect(report.failed).toBe(0);
    const cp = report.checkpoints[0];
    expect(cp).toMatchObject({ index: 1, path: 'events[1]', line: 13 });
  });

  it('a failed field reports expected, actual, its place, and the trace steps that produced the actual value', () => {
    const report = run(fixture('failing.yaml'));
    expect([report.passed, report.failed]).toEqual([2, 1]);
    const failed = report.checkpoints.flatMap((c) => c.results).find((r) => !r.pass);
    expect(failed).toMatchObject({
      subject: 'grizzly-bears',
      field: 'power',
      expected: 7,
      actual: 6,
      path: 'events[2].expect.grizzly-bears.power',
      line: 11,
    });
    expect(failed?.trace.map((t) => [t.layer, t.sourceName, t.before, t.after])).toEqual([
      ['7c', 'Glorious Anthem', 2, 3],
      ['7c', 'Giant Growth', 3, 6],
    ]);
  });

  it('lists compare as sets; has/lacks check abilities; counters compare as a mapping', () => {
    const report = run(
      'battlefield:\n  - { card: Grizzly Bears, counters: { "+1/+1": 1, flying: 1 } }\n  - Forest\nevents:\n  - expect:\n      grizzly-bears: { has: [Flying], lacks: [Trample], counters: { flying: 1, "+1/+1": 1 }, power: 3 }\n      forest: { types: [Land], supertypes: [Basic], abilities: ["{T}: Add {G}."] }\n',
    );
    expect(report.failed).toBe(0);
    const bad = run(
      'battlefield: [Serra Angel]\nevents:\n  - expect: { serra-angel: { has: [Flying, Trample], lacks: [Vigilance], subtypes: [Angel, Human] } }\n',
    );
    expect(bad.checkpoints[0]?.results.map((r) => [r.field, r.pass, r.note])).toEqual([
      ['has', false, 'missing: "Trample"'],
      ['lacks', false, 'present: "Vigilance"'],
      ['subtypes', false, undefined],
    ]);
  });

  it('players and rules are checked (613.10, 613.11)', () => {
    const report = run(
      "battlefield: [Spellbook, Mirror Gallery]\nevents:\n  - expect:\n      players: { you: { maxHandSize: null }, opponent: { maxHandSize: 7 } }\n      rules: ['The \"legend rule\" doesn''t apply.']\n",
    );
    expect(report.failed).toBe(0);
    expect(report.passed).toBe(3);
    const hand = report.checkpoints[0]?.results[0];
    expect(hand?.trace[0]).toMatchObject({ layer: 'rules', sourceName: 'Spellbook', before: 7, after: null });
  });

  it('expectations are checked where they are written: before and after a later event', () => {
    const report = run(
      'battlefield: [Grizzly Bears]\nevents:\n  - expect: { grizzly-bears: { power: 2 } }\n  - cast: Giant Growth\n    targets: [grizzly-bears]\n  - expect: { grizzly-bears: { power: 5 } }\n  - endTurn: true\n  - expect: { grizzly-bears: { power: 2 } }\n',
    );
    expect(report.checkpoints.map((c) => c.failed)).toEqual([0, 0, 0]);
  });

  it('battlefield objects are controlled by the active player by default; after endTurn the next player is active', () => {
    const s = scenario(
      'players: [a, b]\nactivePlayer: b\nbattlefield: [Forest]\nevents:\n  - endTurn: true\n  - enter: Island\n  - cast: Giant Growth\n    targets: [forest]\n',
    );
    const specs = s.steps.flatMap((st) => (st.kind === 'enter' ? st.specs : st.kind === 'cast' ? [st.spec] : []));
    expect(specs.map((x) => [x.id, x.controller])).toEqual([
      ['forest', 'b'],
      ['island', 'a'],
      ['giant-growth', 'a'],
    ]);
  });

  it('each battlefield entry is its own enter event, in order (new timestamps 1, 2, 3)', () => {
    const r = evaluateScenario(scenario('battlefield: [Forest, Forest, Island]\n'));
    if (!r.ok) throw new Error('replay failed');
    expect(['forest', 'forest-2', 'island'].map((id) => r.value.result.objects[id]?.timestamp)).toEqual([1, 2, 3]);
  });

  it('a core error stops the replay and becomes a located problem (bad input)', () => {
    const r = replay(scenario('battlefield: [Grizzly Bears]\nevents:\n  - activate: { object: grizzly-bears, ability: 9 }\n'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems[0]).toMatchObject({ file: 'case.yaml', line: 3, col: 5, path: 'events[0]' });
    expect(r.error.problems[0]?.message).toMatch(/ability 9/);
  });

  it('evaluateScenario gives exactly the spec document {objects, players, rules, trace}', () => {
    const r = evaluateScenario(scenario(fixture('blood-moon-urborg.yaml')));
    if (!r.ok) throw new Error('replay failed');
    const { objects, players, rules, trace } = r.value.result;
    expect(Object.keys({ objects, players, rules, trace })).toEqual(['objects', 'players', 'rules', 'trace']);
    expect(objects['grizzly-bears']).toMatchObject({ power: 5, toughness: 5, controller: 'opponent' });
  });

  it('the report is plain data (serialisable)', () => {
    const report = run(fixture('failing.yaml'));
    const { state: _state, ...rest } = report;
    expect(JSON.parse(JSON.stringify(rest))).toEqual(rest);
  });
});

describe('additions to the format', () => {
  it('`mutate: {card, onto, under}` merges a card with a permanent (730); `under: true` keeps the permanent on top', () => {
    const card = '{ name: Mutant, typeLine: Creature — Beast, power: 6, toughness: 6, oracle: "Trample" }';
    const top = run(
      `battlefield: [Grizzly Bears]\nevents:\n  - mutate: { card: ${card}, onto: grizzly-bears }\n  - expect: { grizzly-bears: { name: Mutant, power: 6 } }\n`,
    );
    expect(top.failed).toBe(0);
    const under = run(
      `battlefield: [Grizzly Bears]\nevents:\n  - mutate: { card: ${card}, onto: grizzly-bears, under: true }\n  - expect: { grizzly-bears: { name: Grizzly Bears, power: 2, has: [Trample] } }\n`,
    );
    expect(under.failed).toBe(0);
  });

  it('`controller` on `trigger`/`activate` says who controls the ability (611.2b, Master Thief)', () => {
    const s = scenario(
      'battlefield: [Master Thief]\nevents:\n  - trigger: { object: master-thief, ability: 1 }\n    controller: opponent\n',
    );
    const step = s.steps.find((x) => x.kind === 'activate');
    expect(step?.kind === 'activate' && step.spec).toMatchObject({
      object: 'master-thief',
      ability: 1,
      trigger: true,
      controller: 'opponent',
    });
  });
});
