/**
 * mtg-layers: Magic: The Gathering continuous effects and the layer system
 * (CR 611-613) as a pure TypeScript library, with the card catalog and the scenario loader.
 *
 * Smaller entries: `mtg-layers/core` (the rules engine alone), `mtg-layers/catalog`,
 * `mtg-layers/scenario` (with the zod schemas of the format, which this entry leaves out
 * of its types), `mtg-layers/schema` (the JSON Schema).
 */

export { allCards, findCard, oracleText, suggestCards } from './catalog/index.js';
export * from './core/index.js';
export { type CompiledCard, type CompileReport, compileCard, type ScryfallCard } from './oracle/index.js';
export { type CheckResult, runCheck, subjectName, type TracePointer, tracePointers } from './scenario/expect.js';
export { defaultId } from './scenario/ids.js';
export type { LoadOptions } from './scenario/load.js';
export { loadScenario } from './scenario/load-with-compiler.js';
export {
  clip,
  formatPath,
  formatProblem,
  type Invalid,
  invalid,
  type LoadResult,
  limitProblems,
  type Problem,
} from './scenario/problems.js';
export { type CheckpointReport, evaluateScenario, type ReplayOptions, type ReplayReport, replay } from './scenario/replay.js';
export type { InlineCardDocument, InlineFaceDocument, ObjectDocument, ScenarioDocument } from './scenario/scenario-document.js';
export { type ToScenarioOptions, type ToScenarioResult, toScenario } from './scenario/to-scenario.js';
export type * from './scenario/types.js';
