/**
 * Shared by the tests of the evaluator's shortcuts (counter-, resolution-, leave- and enter-patch):
 * boards of statics and bodies, and the property that `evaluator.apply(a).result()` is exactly a
 * full `evaluate` after every action of a random sequence, whether the shortcut was taken or not.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type Action,
  applyAction,
  createEvaluator,
  type Evaluator,
  emptyState,
  enterObjects,
  evaluate,
  type GameState,
} from '../../src/core/index.js';
import type { GameObject } from '../../src/core/model/objects.js';
import { evaluateFull } from '../../src/core/pass/evaluate.js';
import type { PassStep } from '../../src/core/pass/pass-state.js';
import { findCard } from '../../src/index.js';

/** Statics (choosing Elf where they choose a type, blue where a color) alternating between the players, then bodies, two in three yours. */
export function board(names: string[], bodies: string[]): GameState {
  const specs = [
    ...names.map((name, i) => ({
      id: `s${i}`,
      card: findCard(name),
      controller: i % 2 ? 'opponent' : 'you',
      choices: { creatureType: 'Elf', color: 'blue' as const },
    })),
    ...bodies.map((name, i) => ({ id: `b${i}`, card: findCard(name), controller: i % 3 ? 'you' : 'opponent' })),
  ];
  const r = enterObjects(emptyState(), specs as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The evaluator after `a`, with its result computed (so its children may take a shortcut); throws if `a` is refused. */
export function step(ev: Evaluator, a: Action): Evaluator {
  const r = ev.apply(a);
  if (!r.ok) throw new Error(r.error.message);
  r.value.result();
  return r.value;
}

/** The full pass the shortcuts must equal (trace off, as the evaluator's results are). */
export const full = (s: GameState) => evaluate(s, { trace: false });

/** The order of a full pass (every application), as the evaluator keeps it for its shortcuts (order-replay.ts). */
export function logOf(s: GameState): PassStep[] {
  const log: PassStep[] = [];
  evaluateFull(s, { trace: false }, log);
  return log;
}

/** The actions of the random sequences. */
export type StepKind = 'enter' | 'die' | 'exile' | 'hand' | 'giant' | 'twist' | 'counter' | 'control';

/** Step `i` of kind `kind` on object `o` (`n` picks the entering body and the players). */
function stepAction(kind: StepKind, n: number, i: number, o: GameObject, bodies: readonly string[]): Action {
  switch (kind) {
    case 'enter':
      return {
        kind: 'enter',
        specs: [{ id: `n${i}`, card: findCard(bodies[n % bodies.length] as string) as never, controller: n % 2 ? 'you' : 'opponent' }],
      };
    case 'die':
      return { kind: 'move', object: o.id, zone: 'graveyard' };
    case 'exile':
    case 'hand':
      return { kind: 'move', object: o.id, zone: kind };
    case 'giant':
    case 'twist':
      return {
        kind: 'cast',
        spec: { id: `x${i}`, card: findCard(kind === 'giant' ? 'Giant Growth' : 'Twisted Image') as never, targets: [o.id] },
      };
    case 'counter':
      return { kind: 'counters', object: o.id, counters: { '+1/+1': 1 } };
    case 'control':
      return { kind: 'gainControl', object: o.id, player: n % 2 ? 'opponent' : 'you' };
  }
}

/**
 * On random boards (up to four of `statics`, one to six of `bodies`) and one to eight random steps of
 * `kinds` (repeat a kind to make it likelier), the evaluator gives exactly a full evaluate after
 * every step. Returns how many steps `taken(before, after, action)` says took the shortcut.
 */
export function agreesWithFull(opts: {
  statics: string[];
  bodies: string[];
  kinds: StepKind[];
  taken: (before: GameState, after: GameState, a: Action) => boolean;
  numRuns: number;
  /** At most this many statics on a board (default 4). */
  maxStatics?: number;
}): number {
  const step = fc.record({ kind: fc.constantFrom(...opts.kinds), n: fc.nat(40) });
  let taken = 0;
  fc.assert(
    fc.property(
      fc.subarray(opts.statics, { maxLength: opts.maxStatics ?? 4 }),
      fc.array(fc.constantFrom(...opts.bodies), { minLength: 1, maxLength: 6 }),
      fc.array(step, { minLength: 1, maxLength: 8 }),
      (statics, bodies, steps) => {
        let state = board(statics, bodies);
        let ev = createEvaluator(state);
        ev.result();
        steps.forEach((s, i) => {
          const live = state.objects.filter((o) => o.zone === 'battlefield');
          const o = live[s.n % Math.max(1, live.length)];
          if (!o) return;
          const a = stepAction(s.kind, s.n, i, o, opts.bodies);
          const r = ev.apply(a);
          const d = applyAction(state, a);
          expect(r.ok).toBe(d.ok);
          if (!r.ok || !d.ok) return;
          if (opts.taken(state, d.value, a)) taken++;
          ev = r.value;
          state = d.value;
          expect(ev.result()).toStrictEqual(full(state));
        });
      },
    ),
    { numRuns: opts.numRuns },
  );
  return taken;
}
