/** mtg-layers rules core: pure, no I/O; runs unchanged in Node and in browsers. */
export * from './model.js';
export type * from './effects/types.js';
export * from './trace.js';
export { emptyState, type GameState, type FloatingEffect, findObject } from './state.js';
export { evaluate, evaluateFull, type EvaluateOptions } from './evaluate.js';
export {
  activateAbility,
  attachObject,
  castSpell,
  endTurn,
  enterObjects,
  gainControl,
  moveObject,
  phaseIn,
  phaseOut,
  putCounters,
  setTapped,
  transformObject,
  turnFaceDown,
  turnFaceUp,
  type ActivateSpec,
  type CastSpec,
  type EnterSpec,
  type Outcome,
} from './actions/actions.js';
export { copiableValues } from './actions/copy.js';
export { manaValue } from './mana.js';
export { CREATURE_TYPES } from './subtypes.js';
