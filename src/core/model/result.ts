/**
 * The one result shape of the whole API: a value, or an error as a value (never a throw),
 * with a code an engine can branch on, a sentence for a person, and where the request
 * was wrong when that can be said.
 */

/**
 * What kind of error it is.
 * - `unknown-object`, `unknown-player`, `unknown-card`: an id or card name that names nothing here;
 * - `duplicate-id`: an object with that id already exists;
 * - `illegal-action`: the rules don't allow it (a creature that can't attack, an ability that isn't there, 508.1, 509.1, 602.1);
 * - `bad-choice`: a choice, target, mode, token or cost of the request is missing or doesn't fit (601.2b-c, 700.2);
 * - `unknown-action`: an action of a kind the engine doesn't have;
 * - `not-representable`: a position the scenario format can't write down (`toScenario`);
 * - `invalid-input`: a scenario or card file with problems, each located in `problems`;
 * - `unreadable`: a file or text that can't be read at all;
 * - `too-much-work`: the position needs more work of the layer system than the caller's `workLimit` allows.
 */
export type ErrorCode =
  | 'unknown-object'
  | 'unknown-player'
  | 'unknown-card'
  | 'duplicate-id'
  | 'illegal-action'
  | 'bad-choice'
  | 'unknown-action'
  | 'not-representable'
  | 'invalid-input'
  | 'unreadable'
  | 'too-much-work';

/**
 * An error as a value. `path` points into the request (`['choices', 'object']`, `[1, 'attacking']`).
 * `P` is the type of the located problems a file's error lists (the loader's `Problem`).
 */
export interface LayersError<P = unknown> {
  code: ErrorCode;
  message: string;
  path?: (string | number)[];
  /** Located problems (`invalid-input`): every problem found, in file order. */
  problems?: P[];
}

/** The error branch of a Result. */
export interface Failure<P = unknown> {
  ok: false;
  error: LayersError<P>;
}

/**
 * A value, or an error; never a throw. The package has this one generic result: every action,
 * `Evaluator.apply`, `toScenario` and `compileCard` give a `Result<T>`; the loader's
 * `LoadResult<T>` is a `Result<T, Problem>` whose error always lists its problems, so
 * `const r: Result<Scenario> = loadScenario(...)` compiles too.
 *
 * @example
 * ```ts
 * const r: Result<Evaluator> = evaluator.apply({ kind: 'endTurn' });
 * if (!r.ok) console.log(r.error.code, r.error.path, r.error.message);
 * ```
 */
export type Result<T, P = unknown> = { ok: true; value: T } | Failure<P>;

/** An error result. */
export function err(code: ErrorCode, message: string, path?: (string | number)[]): Failure {
  return { ok: false, error: path === undefined ? { code, message } : { code, message, path } };
}

/** A value result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
