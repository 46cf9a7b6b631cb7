/**
 * Deep-readonly views of the library's data: what a caller may read but must not change.
 * Results of `createEvaluator(...).result()` are shared between an evaluator and the evaluators
 * derived from it (a child's result reuses its parent's object records), and positions share
 * object records with the positions they were made from: these types make a write a compile
 * error, and `{ freeze: true }` makes it a TypeError at run time (strict mode).
 */
import type { GameState } from './state.js';

/** `T` with every property, array element, map and set entry readonly, all the way down. Functions are kept as they are. */
export type ReadonlyDeep<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyMap<infer K, infer V>
    ? ReadonlyMap<ReadonlyDeep<K>, ReadonlyDeep<V>>
    : T extends ReadonlySet<infer V>
      ? ReadonlySet<ReadonlyDeep<V>>
      : T extends object
        ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
        : T;

/**
 * A position as something to read: positions share object records with the positions they were made
 * from (the actions copy only what they change), so a write could change earlier positions too.
 */
export type ReadonlyGameState = ReadonlyDeep<GameState>;
