/**
 * `mtg-layers/core`: the rules engine alone — `evaluate` (the layer system, 613), the actions that
 * change a position, the model, and `createEvaluator` for search. Pure: no I/O, no zod, no yaml;
 * runs unchanged in Node and in browsers. What it applies and what it leaves to an engine, its
 * errors and its action kinds are in docs/library.md.
 *
 * @packageDocumentation
 */

export { type ActivateSpec, activateAbility } from './actions/activate-ability.js';
export { attachObject } from './actions/attach.js';
export { type CastSpec, castSpell } from './actions/cast-spell.js';
export { type CombatRole, declareCombat, endCombat } from './actions/combat.js';
export { copiableValues } from './actions/copy.js';
export { becomeDayOrNight } from './actions/day-night.js';
export type { Outcome } from './actions/draft.js';
export { endTurn } from './actions/end-turn.js';
export type { EnterSpec } from './actions/enter.js';
export { asItEnters, enterObjects } from './actions/enter-objects.js';
export { adjustLife } from './actions/life.js';
export { checkModes, type ModeProblem, modeTargets, targetsProblem, tokenDefsOf } from './actions/modes.js';
export {
  gainControl,
  type MergeSpec,
  mergeObject,
  moveObject,
  phaseIn,
  phaseOut,
  putCounters,
  setTapped,
  transformObject,
  turnFaceDown,
  turnFaceUp,
} from './actions/object-actions.js';
export { setDoor } from './actions/rooms.js';
export { resolveTop } from './actions/stack.js';
export { createTokens, defaultObjectId, tokenCard, tokenCount, tokenName } from './actions/tokens.js';
export { type CustomOpFunction, type CustomOpInput, registerCustomOp, unregisterCustomOp } from './effects/custom.js';
export type * from './effects/language/abilities.js';
export type * from './effects/language/characteristic-fields.js';
export type * from './effects/language/condition.js';
export type * from './effects/language/duration.js';
export type * from './effects/language/filters-and-values.js';
export type * from './effects/language/references.js';
export type * from './effects/language/selector.js';
export { LAYER_RULES, LAYERS, type LayerId } from './effects/layers.js';
export {
  type Action,
  applyAction,
  createEvaluator,
  type EvaluationPath,
  type Evaluator,
  type EvaluatorStats,
  type FullPassReason,
  type StatusAction,
} from './incremental/evaluator.js';
export { manaValue } from './model/mana.js';
export * from './model/objects.js';
export type { ReadonlyDeep, ReadonlyGameState } from './model/readonly.js';
export type { ErrorCode, Failure, LayersError, Result } from './model/result.js';
export { emptyState, type FloatingEffect, findObject, type GameState } from './model/state.js';
export { CREATURE_TYPES } from './model/subtypes.js';
export * from './model/terms.js';
export { type EvaluateOptions, evaluate, evaluateFull } from './pass/evaluate.js';
export * from './pass/trace.js';
export { WorkLimitExceeded, withWorkLimit } from './pass/work-meter.js';
