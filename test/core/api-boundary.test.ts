/**
 * Issue #28: the API's boundary. Data a caller got wrong (a count of 1.5 or NaN, a zone or combat role
 * that doesn't exist, a list that isn't one, an action that isn't an object) is an `invalid-input`
 * error with a path into the request's payload, through `applyAction`, the evaluator and the functions
 * alike; never a TypeError, never accepted.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  adjustLife,
  applyAction,
  createEvaluator,
  declareCombat,
  emptyState,
  enterObjects,
  evaluate,
  type GameState,
  moveObject,
  putCounters,
} from '../../src/core/index.js';
import { findCard } from '../../src/index.js';

const bears = findCard('Grizzly Bears');

function board(): GameState {
  const r = enterObjects(emptyState(), [{ id: 'b', card: bears as never }]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const error = (r: { ok: boolean; error?: unknown }) => (r.ok ? 'accepted' : r.error);

describe('bad data through the API is an error with a path (issue #28)', () => {
  const s = board();
  const ev = createEvaluator(s);
  const cases: [string, Action, string, (string | number)[]][] = [
    ['122.1: half a counter', { kind: 'counters', object: 'b', counters: { '+1/+1': 1.5 } }, 'invalid-input', ['counters', '+1/+1']],
    ['122.1: NaN counters', { kind: 'counters', object: 'b', counters: { '+1/+1': Number.NaN } }, 'invalid-input', ['counters', '+1/+1']],
    ['400.1: a zone that is not one', { kind: 'move', object: 'b', zone: 'moon' as never }, 'invalid-input', ['zone']],
    ['400.1: a move with no zone', { kind: 'move', object: 'b', zone: undefined as never }, 'invalid-input', ['zone']],
    ['119.3: a life change of NaN', { kind: 'life', player: 'you', amount: Number.NaN }, 'invalid-input', ['amount']],
    ['119.3: life of a player not in the game', { kind: 'life', player: 'zed', amount: 1 }, 'unknown-player', ['player']],
    ['506.4: a combat role that is not one', { kind: 'combat', role: 'charge' as never, objects: ['b'] }, 'invalid-input', ['role']],
    ['an unknown object', { kind: 'counters', object: 'zz', counters: { '+1/+1': 1 } }, 'unknown-object', ['object']],
    ['an unknown status change', { kind: 'status', action: 'wiggle' as never, object: 'b' }, 'invalid-input', ['action']],
    ['107.3: X below 0', { kind: 'cast', spec: { id: 'g', card: bears as never, x: -1 } }, 'invalid-input', ['x']],
    ['a list of entries that is not one', { kind: 'enter', specs: 'nope' as never }, 'invalid-input', []],
    [
      'an entry into no zone',
      { kind: 'enter', specs: [{ id: 'c', card: bears as never, zone: 'moon' as never }] },
      'invalid-input',
      [0, 'zone'],
    ],
  ];
  for (const [what, action, code, path] of cases) {
    it(`${what}: ${code} at [${path.join(', ')}], by apply and by applyAction`, () => {
      expect(error(ev.apply(action))).toMatchObject({ code, path });
      expect(error(applyAction(s, action))).toMatchObject({ code, path });
    });
  }

  it('the functions give the same errors as the actions', () => {
    expect(error(putCounters(s, 'b', { '+1/+1': 1.5 }))).toMatchObject({ code: 'invalid-input', path: ['counters', '+1/+1'] });
    expect(error(moveObject(s, 'b', 'moon' as never))).toMatchObject({ code: 'invalid-input', path: ['zone'] });
    expect(error(adjustLife(s, 'you', 0.5))).toMatchObject({ code: 'invalid-input', path: ['amount'] });
    expect(error(declareCombat(s, 'charge' as never, ['b']))).toMatchObject({ code: 'invalid-input', path: ['role'] });
    expect(error(enterObjects(s, 'nope' as never))).toMatchObject({ code: 'invalid-input', path: [] });
  });

  it('apply(null) and a non-object action are errors as values, and the evaluator stays as it was', () => {
    for (const a of [null, undefined, 3, 'cast', []])
      expect(error(ev.apply(a as never))).toMatchObject({ code: 'invalid-input', path: [] });
    expect(ev.result().objects.b?.power).toBe(2);
  });

  it('a whole count is accepted: two +1/+1 counters make the 2/2 a 4/4 (613.4c)', () => {
    const r = ev.apply({ kind: 'counters', object: 'b', counters: { '+1/+1': 2 } });
    expect(r.ok && r.value.result().objects.b?.power).toBe(4);
  });

  it('evaluate of something that is not a position names the part missing (a caller bug: a TypeError, documented)', () => {
    expect(() => evaluate({} as never)).toThrow(/evaluate: a position has a list of objects \(at objects\)/);
    expect(() => evaluate(null as never)).toThrow(/evaluate: a position is a GameState/);
  });
});
