/**
 * `mtg-layers/scenario`: scenario files — the zod schemas of the format, the loader (text → checked
 * scenario or located problems, `LoadResult`), replay and checks, and `toScenario`. Its loader reads
 * inline Oracle lines only when given `compile: compileCard`.
 *
 * @packageDocumentation
 */
export { abilityDefSchema } from './ability-schema.js';
export { EVENT_KINDS } from './event-schema.js';
export { type CheckResult, runCheck, subjectName, type TracePointer, tracePointers } from './expect.js';
export { defaultId } from './ids.js';
export { type LoadOptions, loadScenario } from './load.js';
export {
  clip,
  formatPath,
  formatProblem,
  type Invalid,
  invalid,
  type LoadResult,
  limitProblems,
  type Problem,
  /** @deprecated use {@link LoadResult}: the loader's result (the package root's `Result` is the core's generic one). */
  type Result,
} from './problems.js';
export { type CheckpointReport, evaluateScenario, type ReplayOptions, type ReplayReport, replay } from './replay.js';
export type { InlineCardDocument, InlineFaceDocument, ObjectDocument, ScenarioDocument } from './scenario-document.js';
export { ScenarioSchema, scenarioJsonSchema } from './schema.js';
export { type ToScenarioOptions, type ToScenarioResult, toScenario } from './to-scenario.js';
export type * from './types.js';
