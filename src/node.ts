/**
 * The package root as Node loads it (the `node` condition of `exports["."]`): what `src/index.ts`
 * exports, with `loadScenario`, `toScenario` and `compileCard` loaded on their first call, so that
 * importing the root costs about what importing `mtg-layers/core` does. Its types are `index.d.ts`'s.
 *
 * @packageDocumentation
 */

export { compileCard, loadScenario, toScenario } from './entry/deferred.js';
export * from './entry/eager.js';
