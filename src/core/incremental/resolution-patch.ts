/**
 * The evaluator's shortcut for a pump spell's resolution ("Target creature gets +3/+3 until end
 * of turn"): after `apply({kind: 'cast', …})`, the new result is the parent's with the pumped
 * objects' power and toughness moved and the spell's own object added, when all of this holds
 * (otherwise the caller evaluates in full):
 *
 * 1. The only lasting results of the resolution are the spell's object, in a graveyard (an instant
 *    or sorcery goes there, 608.2n) or in exile, and new floating effects
 *    each of which only modifies power and toughness by fixed numbers (layer 7c, 613.4c) of a set
 *    locked in as it resolved (611.2c). Every other object's record, every earlier floating
 *    effect, every player's life and the game's designations are as they were (turn history may
 *    differ: see 3).
 * 2. Nothing in the position reads counters, power or toughness, or switches them (613.4d): the
 *    counter shortcut's condition (counter-patch.ts). Then the additions of 7c commute with the
 *    layer's other additions (613.4c) and come after every setting effect of 7a and 7b (613.4),
 *    and no effect's existence, set or result can change (613.8a): the pumped objects' power and
 *    toughness move by the sums, and nothing else moves.
 * 3. Nothing reads the turn history (`thisTurn`: the spell was cast, 601.2i) or the top of a
 *    graveyard, and no effect or value can see the spell's object where it now is: wherever any
 *    effect data reaches outside the battlefield (a `zones` key, a static ability that functions
 *    in other zones), it must be a selector whose filter cannot match the spell's object, shown
 *    from the object's printed card types and its zone alone ("creature cards you own that aren't
 *    on the battlefield" can't match an instant). The object's own card makes no static effect
 *    (604.3: a characteristic-defining ability would function there). Then no effect ever applies
 *    to the object (the first one to apply would have had to match its printed record), so its
 *    result is its printed characteristics with its owner as controller (108.4a, 400.7), and
 *    nothing else counts or reads it.
 */

import { mayHaveAbility } from '../actions/ability-scan.js';
import type { Working } from '../effects/ops.js';
import { printedCharacteristics } from '../model/characteristics.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { objectResult } from '../pass/evaluate.js';
import { staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { positionReadsPT } from './counter-patch.js';
import { abilitiesBlock, floatingBlocks } from './locality.js';
import type { PassLog } from './order-replay.js';
import { facesOf, reachesAbility, reachesData, type Seen } from './reaches.js';
import { countingSubjects, countsObjects, rereadEntries } from './rereads.js';
import { withEntries } from './result-entries.js';
import { addedObject, keepsEffects, sameGame, scanView } from './same-position.js';
import { seenRecord } from './seen-object.js';

/** A floating effect of 1: only +N/+M to a locked set (611.2c), numbers fixed as it resolved. */
function plainPump(e: FloatingEffect): boolean {
  if (e.kind !== 'resolved' || !e.locked || e.copyValues || e.bound || e.lockedPlayers) return false;
  return e.ops.length > 0 && e.ops.every((op) => op.op === 'modifyPT' && typeof op.power === 'number' && typeof op.toughness === 'number');
}

/**
 * The spell's object where an effect may see it, with the parent's order known: when every effect
 * is local (leave-patch.ts, 3, in the ordered mode; the turn history is not local) and the object
 * makes no dependency, the logged order replayed on it. The pumps of 1 apply in 7c to other objects.
 */
function seenSpell(
  before: GameState,
  after: GameState,
  spell: GameObject,
  log: PassLog | undefined,
  records: ReadonlyMap<string, Working>,
): Working | undefined {
  if (!log || after.effects.some((e) => floatingBlocks(e, spell.id, true))) return undefined;
  if (
    abilitiesBlock(scanView(before, after), true) ||
    abilitiesBlock(scanView({ ...before, objects: [spell] }, { ...after, effects: [] }), true)
  )
    return undefined;
  return seenRecord(after, spell, log, records);
}

/**
 * The result after `after` = `before` with the spell `id` cast and resolved, or null when it has
 * to be evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchResolution(
  before: GameState,
  after: GameState,
  id: string,
  result: EvaluationResult,
  log?: PassLog,
  records: Map<string, Working> = new Map(),
): EvaluationResult | null {
  // 1: one new object, the others as they were; the old effects kept, the new ones plain pumps.
  if (after.objects.length !== before.objects.length + 1 || after.effects.length < before.effects.length) return null;
  if (!sameGame(before, after)) return null;
  const spell = addedObject(before, after, id);
  if (!spell) return null;
  // To a graveyard (608.2n) or exile only: a card returned to a hand would change what a hand's size reads.
  if (!spell || (spell.zone !== 'graveyard' && spell.zone !== 'exile') || spell.faceDown || spell.merged) return null;
  if (!keepsEffects(before, after)) return null;
  const added = after.effects.slice(before.effects.length);
  if (!added.every(plainPump)) return null;
  // 3: the spell's object makes no static effect itself, and is seen by nothing.
  const seen: Seen = { zone: spell.zone, types: printedCharacteristics(spell).types };
  if (facesOf(spell.card).some((f) => f.abilities.some((a) => staticEffectsOf(a).effects.length > 0))) return null;
  // The other objects are the parent's (same cards, same merged components): the parent's objects
  // array, whose scans ability-scan.ts keeps, answers for them; the spell's card is looked at alone.
  const others = scanView(before, after);
  const alone = scanView({ ...before, objects: [spell] }, { ...after, effects: [] });
  const key = `seesOffBattlefield:${seen.zone}:${seen.types.join(',')}`;
  const reached =
    after.effects.some((e) => reachesData(e, seen)) ||
    mayHaveAbility(others, key, (a) => reachesAbility(a, seen)) ||
    mayHaveAbility(alone, key, (a) => reachesAbility(a, seen));
  // 2: nothing reads or switches power, toughness or counters.
  if (positionReadsPT(others) || positionReadsPT(alone)) return null;
  // 3, when something may see it (Mycosynth Lattice: cards outside the battlefield are colorless): with the
  // parent's order known, under the leave shortcut's condition, the order replayed on it (order-replay.ts).
  const record = reached ? seenSpell(before, after, spell, log, records) : { ...printedCharacteristics(spell), controller: spell.owner };
  if (!record) return null;
  const own = objectResult(spell, record);
  // With an effect that counts objects: the card's record (kept for later rereads), and the effects that
  // count where it went (Tarmogoyf) read it again (rereads.ts).
  let reread: [string, ObjectResult][] = [];
  if (log && countsObjects(after)) {
    records.set(id, record);
    const entries = rereadEntries(after, log, countingSubjects(after, [spell.zone], id), records);
    if (!entries) return null;
    reread = entries;
  }
  const base = reread.length > 0 ? withEntries(result, reread) : result;
  const delta = new Map<string, [number, number]>();
  for (const e of added) {
    const refs = e.locked ?? [];
    // As the pass finds the set (lockedObjects): each object once, if a reference names it as it is now
    // (400.7: a new object is no longer affected; 702.26b: nor a phased-out permanent).
    for (const oid of new Set(refs.map((r) => r.id))) {
      const o = after.objects.find((x) => x.id === oid);
      if (!o || o.phasedOut || !refs.some((r) => r.id === oid && r.incarnation === o.incarnation)) continue;
      const d = delta.get(oid) ?? [0, 0];
      for (const op of e.ops) {
        if (op.op !== 'modifyPT') continue;
        d[0] += op.power as number;
        d[1] += op.toughness as number;
      }
      delta.set(oid, d);
    }
  }
  // The spell's object last (as casting puts it): the parent's entries, the pumped ones replaced, it added.
  if (after.objects[after.objects.length - 1] === spell) {
    const entries: [string, ObjectResult][] = [];
    for (const [oid, d] of delta) {
      const prev = base.objects[oid];
      if (!prev) return null;
      entries.push([oid, pumped(prev, d)]);
    }
    entries.push([spell.id, own]);
    return withEntries(base, entries);
  }
  const objects: Record<string, ObjectResult> = {};
  for (const o of after.objects) {
    if (o === spell) {
      // 108.4a: not on the battlefield or the stack, its controller is its owner.
      objects[o.id] = own;
      continue;
    }
    const prev = base.objects[o.id];
    if (!prev) return null;
    const d = delta.get(o.id);
    objects[o.id] = d ? pumped(prev, d) : prev;
  }
  return { ...base, objects };
}

/** 613.4c: power and toughness moved by the sums; 208.3: a noncreature permanent shows none, null stays null. */
function pumped(prev: ObjectResult, d: readonly [number, number]): ObjectResult {
  return {
    ...prev,
    power: prev.power === null ? null : prev.power + d[0],
    toughness: prev.toughness === null ? null : prev.toughness + d[1],
  };
}
