/**
 * One game action as data (`Action`: every event of the scenario format) and `applyAction`, which maps
 * it to the core action of the same name. The scenario replay and the evaluator for search both apply
 * actions through it.
 */
import { type ActivateSpec, activateAbility } from '../actions/activate-ability.js';
import { attachObject } from '../actions/attach.js';
import { type CastSpec, castSpell } from '../actions/cast-spell.js';
import { actionProblem } from '../actions/check-action.js';
import { declareCombat, endCombat } from '../actions/combat.js';
import { becomeDayOrNight } from '../actions/day-night.js';
import { fail, type Outcome } from '../actions/draft.js';
import { endTurn } from '../actions/end-turn.js';
import type { EnterSpec } from '../actions/enter.js';
import { enterObjects } from '../actions/enter-objects.js';
import { adjustLife } from '../actions/life.js';
import {
  gainControl,
  type MergeSpec,
  mergeObject,
  moveKnowing,
  phaseIn,
  phaseOut,
  putCounters,
  setTapped,
  transformObject,
  turnFaceDown,
  turnFaceUp,
} from '../actions/object-actions.js';
import { setDoor } from '../actions/rooms.js';
import { resolveTop } from '../actions/stack.js';
import type { WorkingObject } from '../effects/view.js';
import type { PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import type { EvaluationResult } from '../pass/trace.js';

/** The events that change an object's status (tapped, face, phasing), each keeping its timestamp rule. */
export type StatusAction = 'tap' | 'untap' | 'turnFaceUp' | 'turnFaceDown' | 'transform' | 'phaseOut' | 'phaseIn';

/**
 * One game action, as data: every event of the scenario format, each the data form of one core
 * function. The scenario replay and the evaluator for search both apply actions through
 * `applyAction`; `Evaluator.apply` takes the same. A kind is named after the event (the format's
 * word), the function after what it does:
 *
 * | kind | function | rule |
 * |---|---|---|
 * | `enter` `{specs}` | `enterObjects(state, specs)` | 613.7d, 613.7m |
 * | `cast` `{spec}` | `castSpell(state, spec)` | 601.2, 608.2, 608.3 |
 * | `activate` `{spec}` | `activateAbility(state, spec)` | 602.2, 605.1a |
 * | `life` `{player, amount}` | `adjustLife(state, player, amount)` | 119.3 |
 * | `combat` `{role, objects, defending?, blocks?}` | `declareCombat(state, role, objects, {defending, blocks})` | 508.1, 509.1 |
 * | `endCombat` | `endCombat(state)` | 511.3 |
 * | `counters` `{object, counters}` | `putCounters(state, object, counters)` | 122.1, 704.5q |
 * | `attach` `{object, to}` | `attachObject(state, object, to)` | 701.3, 613.7e |
 * | `move` `{object, zone, controller?}` | `moveObject(state, object, zone, controller)` | 400.7 |
 * | `status` `{action: 'tap' \| 'untap', object}` | `setTapped(state, object, true \| false)` | 701.26 |
 * | `status` `{action: 'turnFaceUp' \| 'turnFaceDown', object}` | `turnFaceUp`, `turnFaceDown` | 708.8, 613.7f |
 * | `status` `{action: 'transform', object}` | `transformObject(state, object)` | 701.27, 712.9 |
 * | `status` `{action: 'phaseOut' \| 'phaseIn', object}` | `phaseOut`, `phaseIn` | 702.26 |
 * | `gainControl` `{object, player}` | `gainControl(state, object, player)` | 613.1b |
 * | `endTurn` | `endTurn(state)` | 514.2 |
 * | `mutate` `{spec}` | `mergeObject(state, spec)` | 702.140, 730.2 |
 * | `resolve` `{id?}` | `resolveTop(state, id)` | 608.2 |
 * | `dayNight` `{which}` | `becomeDayOrNight(state, which)` | 731.1 |
 * | `door` `{object, door, lock?}` | `setDoor(state, object, door, lock)` | 709.5f-g |
 *
 * @example
 * ```ts
 * const actions: Action[] = [
 *   { kind: 'counters', object: 'bears', counters: { '+1/+1': 2 } },
 *   { kind: 'combat', role: 'attack', objects: ['bears'], defending: 'them' },
 *   { kind: 'endCombat' },
 *   { kind: 'endTurn' },
 * ];
 * let ev = createEvaluator(state);
 * for (const a of actions) {
 *   const r = ev.apply(a);
 *   if (!r.ok) throw new Error(`${r.error.code} at ${r.error.path?.join('.')}: ${r.error.message}`);
 *   ev = r.value;
 * }
 * ```
 */
export type Action =
  | { kind: 'enter'; specs: EnterSpec[] }
  | { kind: 'cast'; spec: CastSpec }
  | { kind: 'activate'; spec: ActivateSpec }
  | { kind: 'life'; player: PlayerId; amount: number }
  | { kind: 'combat'; role: 'attack' | 'block'; objects: string[]; defending?: string; blocks?: string }
  | { kind: 'endCombat' }
  | { kind: 'counters'; object: string; counters: Record<string, number> }
  | { kind: 'attach'; object: string; to: string }
  | { kind: 'move'; object: string; zone: Zone; controller?: PlayerId }
  | { kind: 'status'; action: StatusAction; object: string }
  | { kind: 'gainControl'; object: string; player: PlayerId }
  | { kind: 'endTurn' }
  | { kind: 'mutate'; spec: MergeSpec }
  /** 608.2: the top object of the stack resolves (`id`, if given, must name it). */
  | { kind: 'resolve'; id?: string }
  /** 731.1: it becomes day or night. */
  | { kind: 'dayNight'; which: 'day' | 'night' }
  /** 709.5f-g: a Room's door (`left`, `right` or a half's name) is unlocked, or locked with `lock`. */
  | { kind: 'door'; object: string; door: string; lock?: boolean };

function applyStatus(state: GameState, action: StatusAction, object: string): Outcome {
  switch (action) {
    case 'tap':
      return setTapped(state, object, true);
    case 'untap':
      return setTapped(state, object, false);
    case 'turnFaceUp':
      return turnFaceUp(state, object);
    case 'turnFaceDown':
      return turnFaceDown(state, object);
    case 'transform':
      return transformObject(state, object);
    case 'phaseOut':
      return phaseOut(state, object);
    case 'phaseIn':
      return phaseIn(state, object);
  }
}

/**
 * Apply one action; `known`, if given, must be the full evaluation of `state`, and `records` some
 * objects' characteristics as `state` evaluates them (they save passes: a death's record, a cast's targets).
 */
export function applyAction(state: GameState, a: Action, known?: EvaluationResult, records?: ReadonlyMap<string, WorkingObject>): Outcome {
  const malformed = actionProblem(a);
  if (malformed) return malformed;
  switch (a.kind) {
    case 'enter':
      return enterObjects(state, a.specs);
    case 'cast':
      return castSpell(state, a.spec, records);
    case 'activate':
      return activateAbility(state, a.spec);
    case 'life':
      return adjustLife(state, a.player, a.amount);
    case 'combat':
      return declareCombat(state, a.role, a.objects, {
        ...(a.defending !== undefined ? { defending: a.defending } : {}),
        ...(a.blocks !== undefined ? { blocks: a.blocks } : {}),
      });
    case 'endCombat':
      return endCombat(state);
    case 'counters':
      return putCounters(state, a.object, a.counters);
    case 'attach':
      return attachObject(state, a.object, a.to);
    case 'move':
      return moveKnowing(state, a.object, a.zone, a.controller, known);
    case 'status':
      return applyStatus(state, a.action, a.object);
    case 'gainControl':
      return gainControl(state, a.object, a.player);
    case 'endTurn':
      return endTurn(state);
    case 'mutate':
      return mergeObject(state, a.spec);
    case 'resolve':
      return resolveTop(state, a.id);
    case 'dayNight':
      return becomeDayOrNight(state, a.which);
    case 'door':
      return setDoor(state, a.object, a.door, a.lock ?? false);
    default:
      // Untyped callers (JavaScript, data read from elsewhere): an error as a value, not a TypeError.
      return fail('unknown-action', `unknown action ${JSON.stringify((a as { kind?: unknown }).kind ?? null)}`);
  }
}
