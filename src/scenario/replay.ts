/**
 * Replays a validated scenario through the core: `battlefield` entries were turned into
 * leading `enter` steps by the loader; each step calls one core action. At each `expect`
 * the position is evaluated and every asserted field compared. A core error stops the
 * replay and becomes a located problem (bad input).
 */
import { applyAction, emptyState, evaluate, type GameState, type Outcome } from '../core/index.js';
import type { EvaluationResult } from '../core/pass/trace.js';
import { countWork, WorkLimitExceeded, withWorkLimit } from '../core/pass/work-meter.js';
import { type CheckResult, runCheck } from './expect.js';
import { formatPath, invalid, type Result } from './problems.js';
import { enterBatch, plainRun } from './setup-batch.js';
import type { Loc, Scenario, Step } from './types.js';

/** The results of one `expect` event of a replayed scenario. */
export interface CheckpointReport {
  /** 1-based, in file order. */
  index: number;
  path: string;
  line: number;
  col: number;
  passed: number;
  failed: number;
  results: CheckResult[];
}

/** What `replay` gives: the results of every `expect`, the counts, and the final position. */
export interface ReplayReport {
  file: string;
  title: string | null;
  checkpoints: CheckpointReport[];
  /** Counted per asserted field (one object-field pair, or `has`, `lacks`, `rules`, ...). */
  passed: number;
  failed: number;
  /** The position after the last event. */
  state: GameState;
}

/** Options of `replay` and `evaluateScenario`. */
export interface ReplayOptions {
  /** Evaluate and compare at each `expect` (default true; `evaluate` skips them). */
  checkpoints?: boolean;
  /** Passed on to the core's evaluate (trial every pair for dependency). */
  exhaustive?: boolean;
  /** Record the trace of the final evaluation (evaluateScenario; default true). */
  trace?: boolean;
  /**
   * At most this many units of work of the layer system for the whole file (core/pass/work-meter.ts);
   * past it, a `too-much-work` error at the event being replayed. Unbounded when left out; the
   * command line sets DEFAULT_WORK_LIMIT (docs/scenario-and-cli.md § Limits).
   */
  workLimit?: number;
}

/** A step of the file is a core action with its place in the file (loc, sub). */
function apply(state: GameState, step: Exclude<Step, { kind: 'expect' }>): Outcome {
  return applyAction(state, step);
}

/** The place in the file of the part of the event the core's error names (`modes[1]`), else the event. */
function locate(step: Exclude<Step, { kind: 'expect' }>, at: (string | number)[] | undefined): Loc {
  const sub = 'sub' in step ? step.sub : undefined;
  if (at === undefined || sub === undefined) return step.loc;
  for (let n = at.length; n > 0; n--) {
    const found = sub[formatPath(at.slice(0, n))];
    if (found) return found;
  }
  return step.loc;
}

/** Replays a scenario's events through the core and runs every `expect`; a core error becomes a located problem. */
export function replay(scenario: Scenario, options: ReplayOptions = {}): Result<ReplayReport> {
  const at: { loc: Loc | null } = { loc: null };
  return bounded(scenario, options, at, () => replayAll(scenario, options, at));
}

/**
 * `run` within the options' work limit, if any: past it, a `too-much-work` error at the place `at`
 * names (the event being replayed, else the file), saying what was too large.
 */
function bounded<T>(scenario: Scenario, options: ReplayOptions, at: { loc: Loc | null }, run: () => Result<T>): Result<T> {
  const limit = options.workLimit;
  if (limit === undefined) return run();
  try {
    return withWorkLimit(limit, run);
  } catch (e) {
    if (!(e instanceof WorkLimitExceeded)) throw e;
    const where = at.loc ?? { line: 1, col: 1, path: '' };
    const what = at.loc ? 'the events up to this one need' : 'the final position needs';
    const message = `too much work: ${what} more than ${limit} units of work of the layer system, the limit for one file (objects and effects taken into a pass, effects applied to objects, pairs of effects weighed for dependency, objects an event copies: docs/scenario-and-cli.md, Limits)`;
    return invalid([{ file: scenario.file, ...where, message }], 'too-much-work');
  }
}

function replayAll(scenario: Scenario, options: ReplayOptions, at: { loc: Loc | null }): Result<ReplayReport> {
  let state = emptyState(scenario.players, scenario.activePlayer, scenario.startingLife, scenario.life);
  if (scenario.designations && Object.keys(scenario.designations).length > 0)
    state = { ...state, designations: { ...scenario.designations } };
  if (scenario.dayNight) state = { ...state, dayNight: scenario.dayNight };
  const checkpoints: CheckpointReport[] = [];
  const evalOptions = options.exhaustive === undefined ? {} : { exhaustive: options.exhaustive };
  // Turn history starts from the file's `thisTurn` once the `battlefield` (the position set up) is in place.
  let historySet = false;
  const setHistory = () => {
    historySet = true;
    const next: GameState = { ...state };
    delete next.thisTurn;
    if (scenario.thisTurn && Object.keys(scenario.thisTurn).length > 0) next.thisTurn = { ...scenario.thisTurn };
    state = next;
  };
  const steps = scenario.steps;
  let oneByOne = 0;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step;
    at.loc = step.loc;
    // A long `battlefield` list enters in batches where that gives the same state (setup-batch.ts).
    const run = historySet || i < oneByOne ? 0 : plainRun(state, steps, i);
    if (run > 1) {
      const after = enterBatch(state, steps.slice(i, i + run) as Extract<Step, { kind: 'enter' }>[]);
      if (after !== undefined) {
        state = after;
        i += run - 1;
        continue;
      }
      // Not as a batch: these entries one by one (an error is then reported at its own entry).
      oneByOne = i + run;
    }
    if (!historySet && !(step.kind === 'enter' && step.setup)) setHistory();
    if (step.kind === 'expect') {
      if (options.checkpoints === false) continue;
      const result = evaluate(state, evalOptions);
      const results = step.checks.map((c) => runCheck(result, c));
      const passed = results.filter((r) => r.pass).length;
      checkpoints.push({ index: step.index, ...step.loc, passed, failed: results.length - passed, results });
      continue;
    }
    // The action itself copies what it changes of the position: its size, counted as work.
    countWork(state.objects.length);
    const outcome = apply(state, step);
    if (!outcome.ok) {
      const { path, line, col } = locate(step, outcome.error.path);
      // The core's code says what kind of error it is (an unknown id, an illegal action, a missing choice …).
      return invalid([{ file: scenario.file, line, col, path, message: outcome.error.message }], outcome.error.code);
    }
    state = outcome.value;
  }
  if (!historySet) setHistory();
  at.loc = null;
  const passed = checkpoints.reduce((n, c) => n + c.passed, 0);
  const failed = checkpoints.reduce((n, c) => n + c.failed, 0);
  return { ok: true, value: { file: scenario.file, title: scenario.title, checkpoints, passed, failed, state } };
}

/** The final position of a scenario, evaluated (what `evaluate --json` prints). */
export function evaluateScenario(scenario: Scenario, options: ReplayOptions = {}): Result<{ state: GameState; result: EvaluationResult }> {
  const at: { loc: Loc | null } = { loc: null };
  return bounded(scenario, options, at, () => {
    const r = replayAll(scenario, { ...options, checkpoints: false }, at);
    if (!r.ok) return r;
    const result = evaluate(r.value.state, {
      ...(options.exhaustive === undefined ? {} : { exhaustive: options.exhaustive }),
      ...(options.trace === false ? { trace: false } : {}),
    });
    return { ok: true, value: { state: r.value.state, result } };
  });
}
