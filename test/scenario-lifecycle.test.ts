/**
 * The scenario keys of issue #7: `exists` in expectations (111.7), `controller` on `move`
 * (110.2), `face` on objects (712.11b-712.13), and `activate … ability:` as the ability's text.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { loadScenario, type Problem, replay } from '../src/scenario/index.js';

const cards = { findCard, suggestCards };

function load(text: string) {
  return loadScenario(text, 'case.yaml', { cards });
}

function problems(text: string): Problem[] {
  const l = load(text);
  if (!l.ok) return l.error.problems;
  const r = replay(l.value);
  return r.ok ? [] : r.error.problems;
}

function results(text: string) {
  const l = load(text);
  if (!l.ok) throw new Error(l.error.problems.map((p) => p.message).join('\n'));
  const r = replay(l.value);
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value.checkpoints.flatMap((c) => c.results);
}

const TOKEN = `battlefield:
  - card: { name: Soldier, typeLine: Creature — Soldier, power: 1, toughness: 1 }
    token: true
events:
  - move: { object: soldier, to: graveyard }
`;

describe('exists (111.7, 704.5d)', () => {
  it('111.7 `exists: false` holds for a token that left the battlefield', () => {
    const r = results(`${TOKEN}  - expect:\n      soldier: { exists: false }\n`);
    expect(r.map((x) => [x.field, x.pass, x.actual])).toEqual([['exists', true, false]]);
  });

  it('111.7 any other field of a token that left the battlefield fails and says the object doesn’t exist', () => {
    const r = results(`${TOKEN}  - expect:\n      soldier: { zone: graveyard }\n`);
    expect(r[0]?.pass).toBe(false);
    expect(r[0]?.note).toBe('there is no object "soldier" here');
  });

  it('400.7 `exists: false` fails for a card that went to the graveyard (a card still exists there)', () => {
    const r = results(
      'battlefield: [Grizzly Bears]\nevents:\n  - move: { object: grizzly-bears, to: graveyard }\n  - expect:\n      grizzly-bears: { exists: false }\n',
    );
    expect([r[0]?.pass, r[0]?.note]).toEqual([false, '"grizzly-bears" still names an object here']);
  });

  it('111.8 using the id of a token that ceased to exist is bad input, located at the event', () => {
    const p = problems(`${TOKEN}  - move: { object: soldier, to: battlefield }\n`);
    expect(p).toHaveLength(1);
    expect([p[0]?.line, p[0]?.path, p[0]?.message]).toEqual([
      6,
      'events[1]',
      '"soldier" was a token that left the battlefield and ceased to exist (111.7, 111.8): it names no object now',
    ]);
  });

  it('111.7, 111.8: counters on, tapping, targeting or attacking with a token that ceased to exist each say so, with the rule', () => {
    const later = [
      '  - counters: { soldier: { "+1/+1": 1 } }',
      '  - tap: soldier',
      '  - cast: Giant Growth\n    targets: [soldier]',
      '  - attack: soldier',
    ];
    for (const event of later) {
      const p = problems(`${TOKEN}${event}\n`);
      expect(p, event).toHaveLength(1);
      expect(p[0]?.message, event).toMatch(/^"soldier" was a token that left the battlefield and ceased to exist \(111\.7, 111\.8\)/);
    }
  });
});

describe('move … controller (110.2)', () => {
  it('110.2 the permanent enters under the stated controller; default its owner', () => {
    const r = results(`battlefield:
  - { card: Grizzly Bears, zone: graveyard, controller: opponent }
  - { card: Hill Giant, zone: graveyard, controller: opponent }
events:
  - move: { object: grizzly-bears, to: battlefield, controller: you }
  - move: { object: hill-giant, to: battlefield }
  - expect:
      grizzly-bears: { controller: you, owner: opponent }
      hill-giant: { controller: opponent }
`);
    expect(r.every((x) => x.pass)).toBe(true);
  });

  it('a controller for a move to another zone, or an unknown player, is bad input', () => {
    const p = problems(
      'battlefield: [Grizzly Bears]\nevents:\n  - move: { object: grizzly-bears, to: graveyard, controller: you }\n  - move: { object: grizzly-bears, to: battlefield, controller: nobody }\n',
    );
    expect(p.map((x) => x.path)).toEqual(['events[0].move.controller', 'events[1].move.controller']);
    expect(p[0]?.message).toMatch(/goes to graveyard|this one goes to graveyard/);
    expect(p[1]?.message).toMatch(/unknown player "nobody"/);
  });
});

describe('face (712.11b, 712.12, 712.13)', () => {
  it('712.12 `face: back` puts Glasspool Shore onto the battlefield', () => {
    const r = results(`battlefield:
  - { card: Glasspool Mimic, face: back, id: shore }
events:
  - expect:
      shore: { name: Glasspool Shore, types: [Land], manaValue: 0, tapped: true }
`);
    expect(r.every((x) => x.pass)).toBe(true);
  });

  it('`face: back` on a card with no back face, or with `transformed`, is bad input at the key', () => {
    const p = problems(
      'battlefield:\n  - { card: Grizzly Bears, face: back }\n  - { card: Glasspool Mimic, face: back, transformed: true }\n',
    );
    expect(p.map((x) => [x.path, x.line])).toEqual([
      ['battlefield[0].face', 2],
      ['battlefield[1].face', 3],
    ]);
    expect(p[0]?.message).toBe('"Grizzly Bears" has no back face (712.1)');
  });
});

describe('activate … ability: TEXT', () => {
  it('602.1 the ability may be named by its text exactly as listed', () => {
    const r = results(`battlefield:
  - Wild Mongrel
events:
  - activate:
      object: wild-mongrel
      ability: "Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn."
    choices: { color: blue }
  - expect:
      wild-mongrel: { power: 3, toughness: 3, colors: [blue] }
`);
    expect(r.every((x) => x.pass)).toBe(true);
  });

  it('an unknown ability text is bad input at `ability`, listing the object’s abilities', () => {
    const p = problems('battlefield: [Llanowar Elves]\nevents:\n  - activate: { object: llanowar-elves, ability: "{T}: Add {R}." }\n');
    expect(p).toHaveLength(1);
    expect([p[0]?.path, p[0]?.line, p[0]?.col]).toEqual(['events[0].activate.ability', 3, 50]);
    expect(p[0]?.message).toBe('"llanowar-elves" has 1 ability here (1. "{T}: Add {G}."); there is no ability "{T}: Add {R}."');
  });
});
