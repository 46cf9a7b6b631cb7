/**
 * The evaluator's shortcut for a permanent leaving the battlefield (dying, being exiled or
 * bounced): after `apply({kind: 'move', …})` to a zone other than the battlefield and the stack,
 * the new result is the parent's with the moved object's entry made afresh, when all of this
 * holds (otherwise the caller evaluates in full):
 *
 * 1. Only the moved object changed: the same objects in the same order, every other record as it
 *    was (so no state-based action or unpairing touched another object: an Aura left attached to
 *    nothing, a soulbond partner, a blocker are all records that change), the same floating
 *    effects, life totals and designations. The turn history may differ (a creature died):
 *    nothing may read it (3).
 * 2. The moved object was the source of nothing: no face or merged component of its card makes a
 *    static effect, no effect grants a static ability or copies (so it had none granted either),
 *    no other object is attached to it and no choice or floating effect names it.
 * 3. Every effect in the position is local: what it applies to and what it does read only the
 *    object it applies to, its source, its choices and fixed numbers, and the game (turn, life) —
 *    no count or sum over objects, no relation to other objects (attached, blocking, paired,
 *    sharing, targets), no turn history, no top of a graveyard — and no effect's selector,
 *    condition or values read a characteristic its own layer writes (613.8a, footprint.ts).
 *    Then no effect can depend on another through the set it applies to or what it does
 *    (613.8a b-c), only through its existence, which its source's record alone decides (611.3b):
 *    the order of every layer (613.7, 613.8b) is the same with or without the moved object, every
 *    effect applies to the other objects as before, and their results are unchanged (400.7: the
 *    card in its new zone is a new object that none of them saw).
 * 4. The card's own entry (400.7: a new object, without the counters it had, 122.2): if no effect
 *    or value can see it where it went (resolution-patch.ts's check: outside the battlefield only
 *    selectors whose filter can't match its printed card types), its printed characteristics with
 *    its owner as controller (108.4a); otherwise (Painter's Servant gives cards in graveyards its
 *    color) what a pass over the sources and it alone gives: under 2 and 3 an object's result
 *    depends only on its own record and the sources'.
 */

import { mayHaveAbility } from '../actions/ability-scan.js';
import type { Working } from '../effects/ops.js';
import { printedCharacteristics } from '../model/characteristics.js';
import type { GameState } from '../model/state.js';
import { objectResult } from '../pass/evaluate.js';
import { staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult } from '../pass/trace.js';
import { abilitiesBlock, floatingBlocks } from './locality.js';
import { type PassLog, replayOne } from './order-replay.js';
import { facesOf, reachesAbility, reachesData } from './reaches.js';
import { countingSubjects, countsObjects, rereadEntries } from './rereads.js';
import { withEntries, withEntry } from './result-entries.js';
import { keepsEffects, onlyChanged, refersTo, sameGame, scanView } from './same-position.js';
import { seenAfter, seenRecord } from './seen-object.js';
import { twinned } from './twins.js';

/**
 * The result after `after` = `before` with the object `id` moved off the battlefield, or null when
 * it has to be evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchLeave(
  before: GameState,
  after: GameState,
  id: string,
  result: EvaluationResult,
  log?: PassLog,
  records: Map<string, Working> = new Map(),
): EvaluationResult | null {
  // 1: only the moved object changed.
  if (after.objects.length !== before.objects.length || after.effects.length !== before.effects.length) return null;
  if (!sameGame(before, after)) return null;
  if (!keepsEffects(before, after)) return null;
  // 2: nothing is attached to it, and no choice names it.
  const changed = onlyChanged(before, after, id, (b) => !refersTo(b, id));
  if (changed === null) return null;
  const { moved, old } = changed;
  if (old.zone !== 'battlefield' || moved.zone === 'battlefield' || moved.zone === 'stack') return null;
  if (moved.faceDown || moved.merged || old.merged) return null;
  // 2: its card makes no static effect.
  if (facesOf(moved.card).some((f) => f.abilities.some((a) => staticEffectsOf(a).effects.length > 0))) return null;
  // 2, 3: every effect is local, none grants a static ability or copies.
  const ordered = log !== undefined;
  if (after.effects.some((e) => floatingBlocks(e, id, ordered))) return null;
  // The same cards as the parent's objects (the moved one keeps its card): scan the parent's array,
  // whose scans ability-scan.ts keeps, with the new floating effects.
  const scan = scanView(before, after);
  if (abilitiesBlock(scan, ordered)) return null;
  // 3, with the parent's order known: the object made no dependency there (order-replay.ts), or its twin stays.
  if (log && !twinned(before, old) && replayOne(log, before, old, true, records).induces) return null;
  // 4: if something may see the card where it went, a pass over the sources and it alone says what.
  const seen = { zone: moved.zone, types: printedCharacteristics(moved).types };
  const key = `seesOffBattlefield:${seen.zone}:${seen.types.join(',')}`;
  const isSeen = after.effects.some((e) => reachesData(e, seen)) || mayHaveAbility(scan, key, (a) => reachesAbility(a, seen));
  if (!(id in result.objects)) return null;
  // With an effect that counts objects: its record (kept for later rereads), and the effects that count
  // where it was or went read it again (rereads.ts).
  if (log && countsObjects(after)) {
    // 108.4a: not on the battlefield or the stack, its controller is its owner.
    const record = isSeen ? seenRecord(after, moved, log, records) : { ...printedCharacteristics(moved), controller: moved.owner };
    if (!record) return null;
    records.set(id, record);
    const reread = rereadEntries(after, log, countingSubjects(after, [old.zone, moved.zone], id), records);
    if (!reread) return null;
    return withEntries(result, [...reread, [id, objectResult(moved, record)]]);
  }
  const own = isSeen
    ? seenAfter(after, moved, log, records)
    : // 108.4a: not on the battlefield or the stack, its controller is its owner.
      objectResult(moved, { ...printedCharacteristics(moved), controller: moved.owner });
  if (!own) return null;
  // The same objects in the same order as the parent's: its entries, the moved one replaced.
  return withEntry(result, id, own);
}
