/**
 * What the package root exports that loads at once: the rules core, the catalog, replaying and
 * checking a loaded scenario, the located problems, and every type. The three functions that need
 * yaml, zod or the Oracle compiler (`loadScenario`, `toScenario`, `compileCard`) are added by each
 * root: `src/index.ts` imports them statically, `src/node.ts` (Node's root) on their first call.
 */

export { allCards, findCard, oracleText, suggestCards } from '../catalog/index.js';
export * from '../core/index.js';
export type { CompiledCard, CompileReport, ScryfallCard } from '../oracle/index.js';
export { type CheckResult, runCheck, subjectName, type TracePointer, tracePointers } from '../scenario/expect.js';
export { defaultId } from '../scenario/ids.js';
export { DEFAULT_WORK_LIMIT } from '../scenario/limits.js';
export type { LoadOptions } from '../scenario/load.js';
export {
  clip,
  formatPath,
  formatProblem,
  type Invalid,
  invalid,
  type LoadResult,
  limitProblems,
  type Problem,
} from '../scenario/problems.js';
export { type CheckpointReport, evaluateScenario, type ReplayOptions, type ReplayReport, replay } from '../scenario/replay.js';
export type { InlineCardDocument, InlineFaceDocument, ObjectDocument, ScenarioDocument } from '../scenario/scenario-document.js';
export type { ToScenarioOptions, ToScenarioResult } from '../scenario/to-scenario.js';
export type * from '../scenario/types.js';
