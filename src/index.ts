/**
 * mtg-layers: Magic: The Gathering continuous effects and the layer system
 * (CR 611-613) as a pure TypeScript library, with the card catalog and the scenario loader.
 *
 * Smaller entries: `mtg-layers/core` (the rules engine alone), `mtg-layers/catalog`,
 * `mtg-layers/scenario` (with the zod schemas of the format, which this entry leaves out
 * of its types), `mtg-layers/explain`, `mtg-layers/schema` (the JSON Schema). In Node the
 * package root is `src/node.ts`: the same exports, with yaml, zod and the Oracle compiler
 * loaded on the first call of `loadScenario`, `toScenario` or `compileCard`.
 *
 * @packageDocumentation
 */

export * from './entry/eager.js';
export * from './entry/heavy.js';
