/**
 * An evaluator for search: a position, the actions that lead from it to the next ones,
 * and each position's characteristics, computed once and only when asked for.
 * Evaluators are immutable: `apply` returns a new one and leaves this one as it was, so
 * a search can branch from any node. `result()` is exactly what `evaluate(state, options)`
 * returns (trace off unless asked for).
 */
import type { Working } from '../effects/ops.js';
import type { WorkingObject } from '../effects/view.js';
import { deepFreeze } from '../model/deep-freeze.js';
import type { Result } from '../model/result.js';
import type { GameState } from '../model/state.js';
import { type EvaluateOptions, evaluate, evaluateFull } from '../pass/evaluate.js';
import type { PassStep } from '../pass/pass-state.js';
import type { ReadonlyEvaluationResult } from '../pass/trace.js';
import { type Action, applyAction } from './apply-action.js';
import { type DeclineReason, declineReason } from './decline-reason.js';
import { turnRead } from './end-turn-patch.js';
import { type Known, knownRecords, patched, type Shortcut, type ShortcutKind, shortcutFor } from './shortcuts.js';

export { type Action, applyAction, type StatusAction } from './apply-action.js';

/**
 * How a result was had: `full` is a whole layer pass; the others are the shortcuts that made it from
 * the parent's result (counter-, resolution-, leave-, enter-, control-, status- and end-turn-patch.ts).
 */
export type EvaluationPath = 'full' | ShortcutKind;

/**
 * Why a result took a full pass: `root`, the first position; `options`, a trace or `until` was asked
 * for (the shortcuts give neither); `no-shortcut`, the action's kind has none (docs/performance.md lists
 * them); `parent-unknown`, the parent's result was not computed first, or was released; `released`, this
 * position's own result was released and asked for again; otherwise the shortcut declined, and the reason
 * says which of its conditions failed (decline-reason.ts).
 */
export type FullPassReason = 'root' | 'options' | 'no-shortcut' | 'parent-unknown' | 'released' | DeclineReason;

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
  /** Why `result()` took a full pass, once it has (undefined before, and when a shortcut made it). */
  reason(): FullPassReason | undefined;
  /** The paths taken so far by the results of this search tree (a copy), per action kind. */
  stats(): EvaluatorStats;
  /** Why the full passes of this search tree were taken (a copy), per action kind, with their counts. */
  reasons(): Record<string, Partial<Record<FullPassReason, number>>>;
  /**
   * Lets go of what this node holds beyond its position: its result and the order of its pass (kept
   * so that its children's results can be made from it). A later `result()` computes it again, by a
   * full pass; children whose results are not yet computed take a full pass too. `path()` and the
   * counts stay.
   */
  release(): void;
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
  const tree: Tree = { opts: { ...options, trace: options.trace ?? false }, counts: new Map(), reasons: new Map() };
  return evaluatorFor(state, tree, 'root', 'root');
}

/** What every evaluator of one search tree shares: the options, the counts of paths taken and of full passes' reasons. */
interface Tree {
  opts: EvaluateOptions;
  counts: Map<string, Map<EvaluationPath, number>>;
  reasons: Map<string, Map<FullPassReason, number>>;
}

function count<K>(counts: Map<string, Map<K, number>>, kind: string, key: K): void {
  let m = counts.get(kind);
  if (!m) {
    m = new Map();
    counts.set(kind, m);
  }
  m.set(key, (m.get(key) ?? 0) + 1);
}

function countsOf<K extends string>(counts: Map<string, Map<K, number>>): Record<string, Partial<Record<K, number>>> {
  const out: Record<string, Partial<Record<K, number>>> = {};
  for (const [kind, m] of counts) out[kind] = Object.fromEntries(m) as Partial<Record<K, number>>;
  return out;
}

/**
 * A cast's targets as `state` evaluates them, when its result is known and the cast can't change what
 * they read (nothing reads the turn history the cast adds to, 601.2i): castSpell judges them on these.
 */
function castRecords(state: GameState, action: Action, known: Known | undefined): Map<string, WorkingObject> | undefined {
  // Before applyAction checks it: an untyped caller's action may be anything (null, a number).
  if ((action as Action | null)?.kind !== 'cast' || action.kind !== 'cast' || !known) return undefined;
  if (!Array.isArray(action.spec?.targets) || turnRead(state)) return undefined;
  return knownRecords(state, known, action.spec.targets);
}

const NONE: ReadonlyMap<string, Working> = new Map();

/** A full pass; with `logged`, its log is kept for the children's shortcuts. */
function evaluated(state: GameState, opts: EvaluateOptions, logged: boolean): Known {
  if (!logged) return { result: evaluate(state, opts), log: undefined, records: NONE };
  const log: PassStep[] = [];
  const { result, working } = evaluateFull(state, opts, log);
  return { result, log, records: NONE, working };
}

/** `none`: why a full pass is taken when there is no shortcut (the root, the options, the action's kind). */
function evaluatorFor(state: GameState, tree: Tree, kind: string, none: FullPassReason, shortcut?: Shortcut): Evaluator {
  const { opts } = tree;
  let memo: Known | undefined;
  let path: EvaluationPath | undefined;
  let reason: FullPassReason | undefined;
  // The shortcut gives what a full pass gives only without a trace and through layer 7.
  const patchable = opts.trace === false && opts.until === undefined;
  // The log is kept in the default (pruned) mode only: the exhaustive mode stays the reference.
  const logged = patchable && !opts.exhaustive;
  return {
    state,
    apply(action) {
      const r = applyAction(state, action, memo?.result, castRecords(state, action, memo));
      if (!r.ok) return r;
      const next = patchable ? shortcutFor(state, action, () => memo) : undefined;
      return { ok: true, value: evaluatorFor(r.value, tree, action.kind, patchable ? 'no-shortcut' : 'options', next) };
    },
    result() {
      if (memo) return memo.result;
      const from = shortcut?.parentKnown();
      const made = shortcut && from ? patched(shortcut, state, from) : null;
      path = made && shortcut ? shortcut.kind : 'full';
      memo = made ?? evaluated(state, opts, logged);
      count(tree.counts, kind, path);
      // A patched result is new only where it differs from its parent's, which is frozen already.
      if (opts.freeze) deepFreeze(memo.result);
      if (!made) {
        reason = !shortcut ? none : from ? declineReason({ ...shortcut, child: state, ordered: from.log !== undefined }) : 'parent-unknown';
        count(tree.reasons, kind, reason);
      }
      // The parent is no longer needed (and holding it would keep every earlier position alive).
      shortcut = undefined;
      return memo.result;
    },
    path: () => path,
    reason: () => reason,
    stats: () => countsOf(tree.counts),
    reasons: () => countsOf(tree.reasons),
    release() {
      if (memo) none = 'released';
      memo = undefined;
      shortcut = undefined;
    },
  };
}
