/**
 * An evaluator for search: a position, the actions that lead from it to the next ones,
 * and each position's characteristics, computed once and only when asked for.
 * Evaluators are immutable: `apply` returns a new one and leaves this one as it was, so
 * a search can branch from any node. `result()` is exactly what `evaluate(state, options)`
 * returns (trace off unless asked for).
 */
import { type ActivateSpec, activateAbility } from '../actions/activate-ability.js';
import { attachObject } from '../actions/attach.js';
import { type CastSpec, castSpell } from '../actions/cast-spell.js';
import { actionProblem } from '../actions/check-action.js';
import { declareCombat, endCombat } from '../actions/combat.js';
import { becomeDayOrNight } from '../actions/day-night.js';
import { fail, type Outcome } from '../actions/draft.js';
import { endTurn } from '../actions/end-turn.js';
import type { EnterSpec } from '../actions/enter.js';
import { enterObjects } from '../actions/enter-objects.js';
import { adjustLife } from '../actions/life.js';
import {
  gainControl,
  type MergeSpec,
  mergeObject,
  moveKnowing,
  phaseIn,
  phaseOut,
  putCounters,
  setTapped,
  transformObject,
  turnFaceDown,
  turnFaceUp,
} from '../actions/object-actions.js';
import { setDoor } from '../actions/rooms.js';
import { resolveTop } from '../actions/stack.js';
import type { Working } from '../effects/ops.js';
import { deepFreeze } from '../model/deep-freeze.js';
import type { PlayerId } from '../model/objects.js';
import type { Result } from '../model/result.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import { floatingCandidate } from '../pass/candidates.js';
import { type EvaluateOptions, evaluate, evaluateFull } from '../pass/evaluate.js';
import { counterCandidates } from '../pass/fixed-candidates.js';
import type { PassStep } from '../pass/pass-state.js';
import type { EvaluationResult, ReadonlyEvaluationResult } from '../pass/trace.js';
import { controlLog, patchControl } from './control-patch.js';
import { patchCounters } from './counter-patch.js';
import { patchEnter } from './enter-patch.js';
import { patchLeave } from './leave-patch.js';
import { type PassLog, withSteps } from './order-replay.js';
import { patchResolution } from './resolution-patch.js';
import { patchStatus } from './status-patch.js';
import { hasCounters } from './twins.js';

/** The events that change an object's status (tapped, face, phasing), each keeping its timestamp rule. */
export type StatusAction = 'tap' | 'untap' | 'turnFaceUp' | 'turnFaceDown' | 'transform' | 'phaseOut' | 'phaseIn';

/**
 * One game action, as data: every event of the scenario format, each the data form of one core
 * function. The scenario replay and the evaluator for search both apply actions through
 * `applyAction`; `Evaluator.apply` takes the same. A kind is named after the event (the format's
 * word), the function after what it does:
 *
 * | kind | function | rule |
 * |---|---|---|
 * | `enter` `{specs}` | `enterObjects(state, specs)` | 613.7d, 613.7m |
 * | `cast` `{spec}` | `castSpell(state, spec)` | 601.2, 608.2, 608.3 |
 * | `activate` `{spec}` | `activateAbility(state, spec)` | 602.2, 605.1a |
 * | `life` `{player, amount}` | `adjustLife(state, player, amount)` | 119.3 |
 * | `combat` `{role, objects, defending?, blocks?}` | `declareCombat(state, role, objects, {defending, blocks})` | 508.1, 509.1 |
 * | `endCombat` | `endCombat(state)` | 511.3 |
 * | `counters` `{object, counters}` | `putCounters(state, object, counters)` | 122.1, 704.5q |
 * | `attach` `{object, to}` | `attachObject(state, object, to)` | 701.3, 613.7e |
 * | `move` `{object, zone, controller?}` | `moveObject(state, object, zone, controller)` | 400.7 |
 * | `status` `{action: 'tap' \| 'untap', object}` | `setTapped(state, object, true \| false)` | 701.26 |
 * | `status` `{action: 'turnFaceUp' \| 'turnFaceDown', object}` | `turnFaceUp`, `turnFaceDown` | 708.8, 613.7f |
 * | `status` `{action: 'transform', object}` | `transformObject(state, object)` | 701.27, 712.9 |
 * | `status` `{action: 'phaseOut' \| 'phaseIn', object}` | `phaseOut`, `phaseIn` | 702.26 |
 * | `gainControl` `{object, player}` | `gainControl(state, object, player)` | 613.1b |
 * | `endTurn` | `endTurn(state)` | 514.2 |
 * | `mutate` `{spec}` | `mergeObject(state, spec)` | 702.140, 730.2 |
 * | `resolve` `{id?}` | `resolveTop(state, id)` | 608.2 |
 * | `dayNight` `{which}` | `becomeDayOrNight(state, which)` | 731.1 |
 * | `door` `{object, door, lock?}` | `setDoor(state, object, door, lock)` | 709.5f-g |
 *
 * @example
 * ```ts
 * const actions: Action[] = [
 *   { kind: 'counters', object: 'bears', counters: { '+1/+1': 2 } },
 *   { kind: 'combat', role: 'attack', objects: ['bears'], defending: 'them' },
 *   { kind: 'endCombat' },
 *   { kind: 'endTurn' },
 * ];
 * let ev = createEvaluator(state);
 * for (const a of actions) {
 *   const r = ev.apply(a);
 *   if (!r.ok) throw new Error(`${r.error.code} at ${r.error.path?.join('.')}: ${r.error.message}`);
 *   ev = r.value;
 * }
 * ```
 */
export type Action =
  | { kind: 'enter'; specs: EnterSpec[] }
  | { kind: 'cast'; spec: CastSpec }
  | { kind: 'activate'; spec: ActivateSpec }
  | { kind: 'life'; player: PlayerId; amount: number }
  | { kind: 'combat'; role: 'attack' | 'block'; objects: string[]; defending?: string; blocks?: string }
  | { kind: 'endCombat' }
  | { kind: 'counters'; object: string; counters: Record<string, number> }
  | { kind: 'attach'; object: string; to: string }
  | { kind: 'move'; object: string; zone: Zone; controller?: PlayerId }
  | { kind: 'status'; action: StatusAction; object: string }
  | { kind: 'gainControl'; object: string; player: PlayerId }
  | { kind: 'endTurn' }
  | { kind: 'mutate'; spec: MergeSpec }
  /** 608.2: the top object of the stack resolves (`id`, if given, must name it). */
  | { kind: 'resolve'; id?: string }
  /** 731.1: it becomes day or night. */
  | { kind: 'dayNight'; which: 'day' | 'night' }
  /** 709.5f-g: a Room's door (`left`, `right` or a half's name) is unlocked, or locked with `lock`. */
  | { kind: 'door'; object: string; door: string; lock?: boolean };

function applyStatus(state: GameState, action: StatusAction, object: string): Outcome {
  switch (action) {
    case 'tap':
      return setTapped(state, object, true);
    case 'untap':
      return setTapped(state, object, false);
    case 'turnFaceUp':
      return turnFaceUp(state, object);
    case 'turnFaceDown':
      return turnFaceDown(state, object);
    case 'transform':
      return transformObject(state, object);
    case 'phaseOut':
      return phaseOut(state, object);
    case 'phaseIn':
      return phaseIn(state, object);
  }
}

/** Apply one action; `known`, if given, must be the full evaluation of `state` (it saves passes). */
export function applyAction(state: GameState, a: Action, known?: EvaluationResult): Outcome {
  const malformed = actionProblem(a);
  if (malformed) return malformed;
  switch (a.kind) {
    case 'enter':
      return enterObjects(state, a.specs);
    case 'cast':
      return castSpell(state, a.spec);
    case 'activate':
      return activateAbility(state, a.spec);
    case 'life':
      return adjustLife(state, a.player, a.amount);
    case 'combat':
      return declareCombat(state, a.role, a.objects, {
        ...(a.defending !== undefined ? { defending: a.defending } : {}),
        ...(a.blocks !== undefined ? { blocks: a.blocks } : {}),
      });
    case 'endCombat':
      return endCombat(state);
    case 'counters':
      return putCounters(state, a.object, a.counters);
    case 'attach':
      return attachObject(state, a.object, a.to);
    case 'move':
      return moveKnowing(state, a.object, a.zone, a.controller, known);
    case 'status':
      return applyStatus(state, a.action, a.object);
    case 'gainControl':
      return gainControl(state, a.object, a.player);
    case 'endTurn':
      return endTurn(state);
    case 'mutate':
      return mergeObject(state, a.spec);
    case 'resolve':
      return resolveTop(state, a.id);
    case 'dayNight':
      return becomeDayOrNight(state, a.which);
    case 'door':
      return setDoor(state, a.object, a.door, a.lock ?? false);
    default:
      // Untyped callers (JavaScript, data read from elsewhere): an error as a value, not a TypeError.
      return fail('unknown-action', `unknown action ${JSON.stringify((a as { kind?: unknown }).kind ?? null)}`);
  }
}

/**
 * How a result was had: `full` is a whole layer pass; the others are the shortcuts that made it from
 * the parent's result (counter-, resolution-, leave-, enter-, control- and status-patch.ts).
 */
export type EvaluationPath = 'full' | 'counters' | 'resolution' | 'leave' | 'enter' | 'control' | 'status';

/**
 * Counts of the results computed in one search tree (every evaluator derived from one
 * `createEvaluator`), by the kind of the action that led to the position (`root` for the first) and
 * the path the result took.
 */
export type EvaluatorStats = Record<string, Partial<Record<EvaluationPath, number>>>;

/** A position with its evaluation computed lazily and reused by the positions derived from it. */
export interface Evaluator {
  readonly state: GameState;
  /** The position after the action, as a new evaluator (this one is unchanged), or why not. */
  apply(action: Action): Result<Evaluator>;
  /**
   * The position's characteristics: what `evaluate(state, options)` returns; computed at most once.
   * Readonly: the result is shared (this node returns the same object each time, and the nodes derived
   * from it reuse its object records), so a write would change other results too. Create the evaluator
   * with `{ freeze: true }` to make such a write throw.
   */
  result(): ReadonlyEvaluationResult;
  /** How `result()` was had, once it has been computed (undefined before). */
  path(): EvaluationPath | undefined;
  /** The paths taken so far by the results of this search tree (a copy), per action kind. */
  stats(): EvaluatorStats;
  /**
   * Lets go of what this node holds beyond its position: its result and the order of its pass (kept
   * so that its children's results can be made from it). A later `result()` computes it again, by a
   * full pass; children whose results are not yet computed take a full pass too. `path()` and the
   * counts stay.
   */
  release(): void;
}

/** A position's result, and the order of its pass when known (order-replay.ts: a full pass's log, or the parent's carried over). */
interface Known {
  result: EvaluationResult;
  log: PassLog | undefined;
  /** The records of the objects the shortcuts changed since the log's pass, where counting effects read them (rereads.ts). */
  records: ReadonlyMap<string, Working>;
}

/** How a child position's result may be had from its parent's without a full pass (counter-, resolution-, leave-, enter- and control-patch.ts). */
interface Shortcut {
  kind: 'counters' | 'resolution' | 'leave' | 'enter' | 'control' | 'status';
  parent: GameState;
  /** The parent's result and log, if they have been computed by then. */
  parentKnown: () => Known | undefined;
  /** The object with new counters, the spell that was cast, the object that moved, entered or changed control. */
  object: string;
  /** Its new controller (a control change). */
  player?: string;
}

function shortcutFor(state: GameState, action: Action, memo: () => Known | undefined): Shortcut | undefined {
  const s = { parent: state, parentKnown: memo };
  if (action.kind === 'counters') return { ...s, kind: 'counters', object: action.object };
  // A spell left on the stack has not resolved: no resolution to patch.
  if (action.kind === 'cast') return action.spec.stack ? undefined : { ...s, kind: 'resolution', object: action.spec.id };
  if (action.kind === 'move') return { ...s, kind: 'leave', object: action.object };
  if (action.kind === 'gainControl') return { ...s, kind: 'control', object: action.object, player: action.player };
  if (action.kind === 'status' && (action.action === 'tap' || action.action === 'untap'))
    return { ...s, kind: 'status', object: action.object };
  const one = action.kind === 'enter' && action.specs.length === 1 ? action.specs[0] : undefined;
  if (one) return { ...s, kind: 'enter', object: one.id };
  return undefined;
}

function patched(s: Shortcut, state: GameState, from: Known): Known | null {
  const { result, log } = from;
  const records = new Map(from.records);
  let r: EvaluationResult | null;
  if (s.kind === 'counters') r = patchCounters(s.parent, state, s.object, result);
  else if (s.kind === 'enter') r = patchEnter(s.parent, state, s.object, result, log, records);
  else if (s.kind === 'control') r = patchControl(s.parent, state, s.object, s.player as string, result, log, records);
  else if (s.kind === 'status') r = patchStatus(s.parent, state, s.object, result);
  else if (s.kind === 'resolution') r = patchResolution(s.parent, state, s.object, result, log, records);
  else r = patchLeave(s.parent, state, s.object, result, log, records);
  return r && { result: r, log: log && childLog(s, state, log), records };
}

/**
 * The child's order, when a shortcut was taken: the parent's (an object entering or leaving makes no
 * dependency, or the shortcut would not have been taken), with the effects the action added last in
 * their layer (a control change in layer 2, pumps and counters in 7c, where nothing reads power or
 * toughness under their shortcuts: 613.4c). Undefined when it can't be told.
 */
function childLog(s: Shortcut, state: GameState, log: PassLog): PassLog | undefined {
  const added = state.effects.slice(s.parent.effects.length);
  const o = state.objects.find((x) => x.id === s.object);
  if (!o) return undefined;
  switch (s.kind) {
    case 'enter':
      // An object's own counters make effects (122.1) that are not in the parent's log.
      return hasCounters(o) || o.faceDown || o.merged ? undefined : log;
    case 'leave':
    case 'status':
      // The tapped status: nothing reads it under the shortcut, so the order is the parent's.
      return log;
    case 'control': {
      const e = added[0];
      return (e && controlLog(log, e)) ?? undefined;
    }
    case 'resolution':
      return (
        withSteps(
          log,
          added.map((e) => ({ layer: '7c' as const, candidate: floatingCandidate(e) })),
          false,
        ) ?? undefined
      );
    case 'counters': {
      const kept = log.filter((st) => st.layer !== '7c' || st.candidate.kind !== 'counter' || st.candidate.sourceId !== o.id);
      return (
        withSteps(
          kept,
          counterCandidates('7c', o).map((candidate) => ({ layer: '7c' as const, candidate })),
          false,
        ) ?? undefined
      );
    }
  }
}

/**
 * An evaluator for a position: apply actions to get new evaluators, read `result()` for what
 * `evaluate(state, options)` returns (without the trace unless asked). Results are shared between
 * a node and the nodes derived from it, so they are typed readonly; `{ freeze: true }` also
 * deep-freezes them, so that a write throws (for development: it costs a walk of each new result).
 *
 * @example
 * ```ts
 * import { createEvaluator, emptyState, enterObjects, findCard } from 'mtg-layers';
 * const start = enterObjects(emptyState(['you', 'them']), [
 *   { id: 'bears', card: findCard('Grizzly Bears')!, controller: 'you' },
 * ]);
 * const next = start.ok && createEvaluator(start.value).apply({ kind: 'counters', object: 'bears', counters: { '+1/+1': 1 } });
 * if (next && next.ok) console.log(next.value.result().objects.bears?.power); // 3 (613.4c)
 * ```
 */
export function createEvaluator(state: GameState, options: EvaluateOptions = {}): Evaluator {
  const tree: Tree = { opts: { ...options, trace: options.trace ?? false }, counts: new Map() };
  return evaluatorFor(state, tree, 'root');
}

/** What every evaluator of one search tree shares: the options and the counts of paths taken. */
interface Tree {
  opts: EvaluateOptions;
  counts: Map<string, Map<EvaluationPath, number>>;
}

function count(tree: Tree, kind: string, path: EvaluationPath): void {
  let m = tree.counts.get(kind);
  if (!m) {
    m = new Map();
    tree.counts.set(kind, m);
  }
  m.set(path, (m.get(path) ?? 0) + 1);
}

function statsOf(tree: Tree): EvaluatorStats {
  const out: EvaluatorStats = {};
  for (const [kind, m] of tree.counts) out[kind] = Object.fromEntries(m);
  return out;
}

const NONE: ReadonlyMap<string, Working> = new Map();

/** A full pass; with `logged`, its log is kept for the children's shortcuts. */
function evaluated(state: GameState, opts: EvaluateOptions, logged: boolean): Known {
  if (!logged) return { result: evaluate(state, opts), log: undefined, records: NONE };
  const log: PassStep[] = [];
  return { result: evaluateFull(state, opts, log).result, log, records: NONE };
}

function evaluatorFor(state: GameState, tree: Tree, kind: string, shortcut?: Shortcut): Evaluator {
  const { opts } = tree;
  let memo: Known | undefined;
  let path: EvaluationPath | undefined;
  // The shortcut gives what a full pass gives only without a trace and through layer 7.
  const patchable = opts.trace === false && opts.until === undefined;
  // The log is kept in the default (pruned) mode only: the exhaustive mode stays the reference.
  const logged = patchable && !opts.exhaustive;
  return {
    state,
    apply(action) {
      const r = applyAction(state, action, memo?.result);
      if (!r.ok) return r;
      const next = patchable ? shortcutFor(state, action, () => memo) : undefined;
      return { ok: true, value: evaluatorFor(r.value, tree, action.kind, next) };
    },
    result() {
      if (memo) return memo.result;
      const from = shortcut?.parentKnown();
      const made = shortcut && from ? patched(shortcut, state, from) : null;
      path = made && shortcut ? shortcut.kind : 'full';
      memo = made ?? evaluated(state, opts, logged);
      count(tree, kind, path);
      // A patched result is new only where it differs from its parent's, which is frozen already.
      if (opts.freeze) deepFreeze(memo.result);
      // The parent is no longer needed (and holding it would keep every earlier position alive).
      shortcut = undefined;
      return memo.result;
    },
    path: () => path,
    stats: () => statsOf(tree),
    release() {
      memo = undefined;
      shortcut = undefined;
    },
  };
}
