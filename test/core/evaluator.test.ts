/** The evaluator for search: after any sequence of actions, exactly what a full evaluate gives. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  castSpell,
  createEvaluator,
  emptyState,
  enterObjects,
  evaluate,
  type GameState,
  gainControl,
  moveObject,
  putCounters,
} from '../../src/core/index.js';
import { findCard } from '../../src/index.js';

const STATICS = [
  'Glorious Anthem',
  'Humility',
  'Opalescence',
  'Blood Moon',
  'Elvish Champion',
  'Bad Moon',
  'Levitation',
  'Conspiracy',
  'Mind Control',
];
const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Stomping Ground'];

function board(statics: string[], bodies: number): GameState {
  const specs = [
    ...statics.map((name, i) => ({
      id: `s${i}`,
      card: findCard(name),
      controller: i % 2 ? 'opponent' : 'you',
      choices: { creatureType: 'Elf' },
    })),
    ...Array.from({ length: bodies }, (_, i) => ({
      id: `b${i}`,
      card: findCard(BODIES[i % BODIES.length] as string),
      controller: i % 3 ? 'you' : 'opponent',
    })),
  ];
  const r = enterObjects(emptyState(), specs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const step = fc.record({ kind: fc.constantFrom('counter', 'minus', 'giant', 'enter', 'die', 'control'), n: fc.nat(40) });

function toAction(s: { kind: string; n: number }, i: number, state: GameState): Action | null {
  const onBattlefield = state.objects.filter((o) => o.zone === 'battlefield');
  const o = onBattlefield[s.n % Math.max(1, onBattlefield.length)];
  if (!o) return null;
  switch (s.kind) {
    case 'counter':
      return { kind: 'counters', object: o.id, counters: { '+1/+1': 1 + (s.n % 2) } };
    case 'minus':
      return { kind: 'counters', object: o.id, counters: { '-1/-1': 1 } };
    case 'giant':
      return { kind: 'cast', spec: { id: `g${i}`, card: findCard('Giant Growth'), controller: 'you', targets: [o.id] } };
    case 'enter':
      return {
        kind: 'enter',
        specs: [{ id: `n${i}`, card: findCard(BODIES[s.n % BODIES.length] as string), controller: s.n % 2 ? 'you' : 'opponent' }],
      };
    case 'die':
      return { kind: 'move', object: o.id, zone: 'graveyard' };
    default:
      return { kind: 'gainControl', object: o.id, player: s.n % 2 ? 'opponent' : 'you' };
  }
}

/** The same action through the core's functions directly (an independent path to the new state). */
function direct(state: GameState, a: Action) {
  switch (a.kind) {
    case 'counters':
      return putCounters(state, a.object, a.counters);
    case 'cast':
      return castSpell(state, a.spec);
    case 'enter':
      return enterObjects(state, a.specs);
    case 'move':
      return moveObject(state, a.object, a.zone);
    case 'gainControl':
      return gainControl(state, a.object, a.player);
    default:
      throw new Error('not used here');
  }
}

describe('createEvaluator', () => {
  it('after random actions, result() equals a full evaluate of the same position, and earlier evaluators are unchanged', () => {
    fc.assert(
      fc.property(
        fc.subarray(STATICS, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 10 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        (statics, bodies, steps) => {
          let state = board(statics, bodies);
          let ev = createEvaluator(state);
          const first = ev;
          const firstResult = structuredClone(first.result());
          steps.forEach((s, i) => {
            const a = toAction(s, i, state);
            if (!a) return;
            const r = ev.apply(a);
            const d = direct(state, a);
            expect(r.ok).toBe(d.ok);
            if (!r.ok || !d.ok) return;
            ev = r.value;
            state = d.value;
            expect(ev.result()).toEqual(evaluate(state, { trace: false }));
          });
          expect(first.result()).toEqual(firstResult);
          expect(first.result()).toEqual(evaluate(board(statics, bodies), { trace: false }));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('gives the trace when asked for, as evaluate does', () => {
    const state = board(['Opalescence', 'Humility'], 3);
    expect(createEvaluator(state, { trace: true }).result()).toEqual(evaluate(state));
  });
});
