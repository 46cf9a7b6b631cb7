/**
 * An evaluator for search: a position, the actions that lead from it to the next ones,
 * and each position's characteristics, computed once and only when asked for.
 * Evaluators are immutable: `apply` returns a new one and leaves this one as it was, so
 * a search can branch from any node. `result()` is exactly what `evaluate(state, options)`
 * returns (trace off unless asked for).
 */
import {
  type ActivateSpec,
  activateAbility,
  attachObject,
  type CastSpec,
  castSpell,
  type EnterSpec,
  endTurn,
  enterObjects,
  gainControl,
  moveObject,
  type Outcome,
  phaseIn,
  phaseOut,
  putCounters,
  setTapped,
  transformObject,
} from './actions/actions.js';
import { type EvaluateOptions, evaluate } from './evaluate.js';
import type { PlayerId, Zone } from './model.js';
import type { GameState } from './state.js';
import type { EvaluationResult } from './trace.js';

/** One game action, as data (each maps to the core action of the same name). */
export type Action =
  | { kind: 'enter'; specs: EnterSpec[] }
  | { kind: 'cast'; spec: CastSpec }
  | { kind: 'activate'; spec: ActivateSpec }
  | { kind: 'counters'; object: string; counters: Record<string, number> }
  | { kind: 'move'; object: string; zone: Zone }
  | { kind: 'gainControl'; object: string; player: PlayerId }
  | { kind: 'attach'; object: string; to: string }
  | { kind: 'tap'; object: string; tapped: boolean }
  | { kind: 'transform'; object: string }
  | { kind: 'phaseOut'; object: string }
  | { kind: 'phaseIn'; object: string }
  | { kind: 'endTurn' };

export function applyAction(state: GameState, a: Action): Outcome {
  switch (a.kind) {
    case 'enter':
      return enterObjects(state, a.specs);
    case 'cast':
      return castSpell(state, a.spec);
    case 'activate':
      return activateAbility(state, a.spec);
    case 'counters':
      return putCounters(state, a.object, a.counters);
    case 'move':
      return moveObject(state, a.object, a.zone);
    case 'gainControl':
      return gainControl(state, a.object, a.player);
    case 'attach':
      return attachObject(state, a.object, a.to);
    case 'tap':
      return setTapped(state, a.object, a.tapped);
    case 'transform':
      return transformObject(state, a.object);
    case 'phaseOut':
      return phaseOut(state, a.object);
    case 'phaseIn':
      return phaseIn(state, a.object);
    case 'endTurn':
      return endTurn(state);
  }
}

export interface Evaluator {
  readonly state: GameState;
  /** The position after the action, as a new evaluator (this one is unchanged), or why not. */
  apply(action: Action): { ok: true; evaluator: Evaluator } | { ok: false; error: string };
  /** The position's characteristics: what `evaluate(state, options)` returns; computed at most once. */
  result(): EvaluationResult;
}

export function createEvaluator(state: GameState, options: EvaluateOptions = {}): Evaluator {
  const opts: EvaluateOptions = { ...options, trace: options.trace ?? false };
  let memo: EvaluationResult | undefined;
  return {
    state,
    apply(action) {
      const r = applyAction(state, action);
      return r.ok ? { ok: true, evaluator: createEvaluator(r.state, opts) } : r;
    },
    result() {
      memo ??= evaluate(state, opts);
      return memo;
    },
  };
}
