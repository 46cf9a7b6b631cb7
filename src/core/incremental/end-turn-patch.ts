/**
 * The evaluator's shortcut for the end of a turn (`{kind: 'endTurn'}`, 514.2): "until end of turn"
 * effects end and the next turn begins. The new result is the parent's with the objects the ended
 * effects applied to made again, when all of this holds (otherwise the caller evaluates in full):
 *
 * 1. No object changed (nothing was in combat, 511.3), nor life totals, designations or day and night;
 *    the floating effects are the parent's less the ones that ended, in the same order.
 * 2. Nothing reads what the new turn changes: the turn number, the active player, the turn history
 *    (500.1), day or night (`TURN_KEYS`, the player reference `active`).
 * 3. Every effect left is local in the ordered sense (leave-patch.ts, 3; locality.ts), so an object's
 *    result depends only on its own record, the sources' and the order of the parent's pass.
 * 4. Each ended effect applied to a set locked in as it began (611.2c) and only in layers 4-7 (no
 *    copy, control or text change, no player), granting no static ability; with an effect that counts
 *    objects, only power and toughness (a count reads no power or toughness: rereads.ts).
 *
 * Then an ended effect could change the other effects' order only through a dependency through an
 * object of its set (613.8a): for each such object the parent's order is replayed on it with the
 * dependency check, then the order without the ended effects (order-replay.ts). If neither finds a
 * dependency, the order of every layer is the parent's less the ended effects, the objects outside
 * the sets keep their results, and each object of a set gets the record the second replay ends with.
 */
import { mayHaveAbility } from '../actions/ability-scan.js';
import type { AbilityDef } from '../effects/language/abilities.js';
import { layerOf } from '../effects/layers.js';
import type { Working } from '../effects/ops.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { objectResult } from '../pass/evaluate.js';
import { staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { abilitiesBlock, floatingBlocks } from './locality.js';
import { type PassLog, replayOne } from './order-replay.js';
import { countsObjects } from './rereads.js';
import { withEntries } from './result-entries.js';
import { sameObject } from './same-position.js';

/** Effect-language keys that read the turn, whose turn it is, its history, or day and night (2). */
export const TURN_KEYS: ReadonlySet<string> = new Set(['yourTurn', 'thisTurn', 'enteredThisTurn', 'dayNight']);

/** Does this data read what a new turn changes (a TURN_KEYS key, or the player reference `active`)? */
export function readsTurn(data: unknown, depth = 0): boolean {
  if (data === 'active') return true;
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => readsTurn(x, depth + 1));
  for (const k of Object.keys(data)) if (TURN_KEYS.has(k)) return true;
  for (const v of Object.values(data)) if (readsTurn(v, depth + 1)) return true;
  return false;
}

const byAbility = new WeakMap<AbilityDef, boolean>();

function abilityReadsTurn(def: AbilityDef): boolean {
  let r = byAbility.get(def);
  if (r === undefined) {
    r = readsTurn(def) || staticEffectsOf(def).effects.some((e) => readsTurn(e));
    byAbility.set(def, r);
  }
  return r;
}

/** Does anything in the position read what a new turn changes (2)? */
export function turnRead(state: GameState): boolean {
  return state.effects.some((e) => readsTurn(e)) || mayHaveAbility(state, 'readsTurn', abilityReadsTurn);
}

const OBJECT_LAYERS: ReadonlySet<string> = new Set(['4', '5', '6', '7a', '7b', '7c', '7d']);
const PT_LAYERS: ReadonlySet<string> = new Set(['7a', '7b', '7c', '7d']);

/** 1: the effects that ended (the parent's not kept, in order), or null when `after` has one of its own. */
function endedEffects(before: GameState, after: GameState): FloatingEffect[] | null {
  const ended: FloatingEffect[] = [];
  let j = 0;
  for (const e of before.effects) {
    if (after.effects[j] === e) j++;
    else ended.push(e);
  }
  return j === after.effects.length ? ended : null;
}

function sameTable(before: GameState, after: GameState): boolean {
  if (after.objects.length !== before.objects.length) return false;
  for (let i = 0; i < after.objects.length; i++)
    if (!sameObject(after.objects[i] as GameObject, before.objects[i] as GameObject)) return false;
  return (
    after.dayNight === before.dayNight &&
    after.startingLife === before.startingLife &&
    JSON.stringify(after.designations) === JSON.stringify(before.designations) &&
    after.players.length === before.players.length &&
    after.players.every((p, i) => p.id === before.players[i]?.id && p.life === before.players[i]?.life)
  );
}

/** 4: an ended effect this shortcut can take out of the order. */
function removable(e: FloatingEffect, counting: boolean): boolean {
  if (e.locked === undefined || e.lockedPlayers?.length || floatingBlocks(e, '', true)) return false;
  const layers = counting ? PT_LAYERS : OBJECT_LAYERS;
  return e.ops.every((op) => layers.has(layerOf(op, false)));
}

/**
 * The result and order after `after` = `before` at the end of its turn, or null when it has to be
 * evaluated in full. `result` and `log` are `before`'s; `records` as in rereads.ts (the objects made
 * again are added to it).
 */
export function patchEndTurn(
  before: GameState,
  after: GameState,
  result: EvaluationResult,
  log: PassLog,
  records: Map<string, Working>,
): { result: EvaluationResult; log: PassLog } | null {
  if (!sameTable(before, after)) return null;
  const ended = endedEffects(before, after);
  if (ended === null) return null;
  // 2: nothing reads the new turn.
  if (turnRead(before) || turnRead(after)) return null;
  // 3, 4.
  if (after.effects.some((e) => floatingBlocks(e, '', true)) || abilitiesBlock(after, true)) return null;
  const counting = countsObjects(after);
  if (!ended.every((e) => removable(e, counting))) return null;
  if (ended.length === 0) return { result, log };
  const keys = new Set(ended.map((e) => `floating:${e.id}`));
  const kept = log.filter((s) => !keys.has(s.candidate.key));
  const entries: [string, ObjectResult][] = [];
  for (const x of touched(after, ended)) {
    if (replayOne(log, before, x, true, records).induces) return null;
    const r = replayOne(kept, after, x, true, records);
    if (r.induces) return null;
    records.set(x.id, r.record);
    entries.push([x.id, objectResult(x, r.record)]);
  }
  return { result: withEntries(result, entries), log: kept };
}

/** The objects of the ended effects' locked sets still in the position (the same object: 400.7). */
function touched(state: GameState, ended: readonly FloatingEffect[]): GameObject[] {
  const refs = new Set(ended.flatMap((e) => (e.locked ?? []).map((r) => `${r.id}#${r.incarnation}`)));
  return state.objects.filter((o) => refs.has(`${o.id}#${o.incarnation}`));
}
