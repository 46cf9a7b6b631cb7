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
import { effectReads, writesOf } from '../effects/footprint.js';
import { layerOf } from '../effects/layers.js';
import type { AbilityDef, Op } from '../effects/types.js';
import { printedCharacteristics } from '../model/characteristics.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { evaluate, objectResult } from '../pass/evaluate.js';
import { generatesStatic, staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { twinned } from './enter-patch.js';
import { type PassLog, replayOne } from './order-replay.js';
import { facesOf, keepsEffects, reachesAbility, reachesData, sameGame, sameObject, scanView } from './resolution-patch.js';
import { withEntry } from './result-entries.js';

/**
 * The effect-language keys (filters, values, conditions, selectors) that read other objects than
 * the one affected and the source, or the turn history (3). A test fails if a key is added to the
 * language without being put here or in LOCAL_KEYS.
 */
export const NON_LOCAL_KEYS: ReadonlySet<string> = new Set([
  // values over objects
  'count',
  'cardTypesAmong',
  'basicLandTypesAmong',
  'colorsAmong',
  'greatest',
  'total',
  'countersAmong',
  'counterKindsAmong',
  'countersOn',
  'creatureTypesOf',
  // conditions and filters that relate objects
  'mostCommonColor',
  'attachedObject',
  'topOfGraveyard',
  'attachedBySource',
  'isTarget',
  'attacks',
  'blocks',
  'blockedBy',
  'equipped',
  'modified',
  'pairedWith',
  'exiledWith',
  'attachedTo',
  'attachedBy',
  'shares',
  'is',
  'isChosen',
  'target',
  // selectors naming objects other than the source (skipped for a floating effect's locked set)
  'targets',
  'chosenObject',
  'createdTokens',
  // the turn history (a creature died: 700.4)
  'thisTurn',
  // the number of cards in a hand (402): a permanent returned to its owner's hand is one more
  'handSize',
]);

/** The keys that read only the affected object, the source, the effect's choices or the game (3). */
export const LOCAL_KEYS: ReadonlySet<string> = new Set([
  // selectors: the source, what it is attached to (2: not the moved object), every object matching, players, the game
  'self',
  'where',
  'attached',
  'all',
  'players',
  'game',
  'and',
  'or',
  'not',
  'zones',
  'kind',
  'player',
  'among',
  'with',
  'filter',
  'compare',
  'source',
  'type',
  'subtype',
  'supertype',
  'color',
  'colorless',
  'multicolored',
  'controller',
  'owner',
  'zone',
  'other',
  'token',
  'tapped',
  'faceDown',
  'manaValue',
  'power',
  'toughness',
  'hasAbility',
  'name',
  'attacking',
  'blocking',
  'bestowed',
  'levelAtLeast',
  'solved',
  'costPaid',
  'coinFlips',
  'option',
  'coins',
  'enteredThisTurn',
  'counter',
  'anyCounter',
  'x',
  'life',
  'startingLife',
  'thisWay',
  'manaSpentToCast',
  'sum',
  'times',
  'atMost',
  'difference',
  'yourTurn',
  'designation',
  'dayNight',
  'gte',
  'lte',
]);

export function nonLocal(data: unknown, depth = 0): boolean {
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => nonLocal(x, depth + 1));
  const rec = data as Record<string, unknown>;
  for (const k of Object.keys(rec)) if (NON_LOCAL_KEYS.has(k)) return true;
  for (const v of Object.values(rec)) if (nonLocal(v, depth + 1)) return true;
  return false;
}

/** A control change to a player named by id (gainControl's): it reads no characteristic, not even "you" (611.2c). */
const fixedControl = (op: Op): boolean => op.op === 'control' && typeof op.player === 'object' && 'player' in op.player;

/**
 * 3: an effect that is local and reads nothing its own layers write. With `ordered` (the evaluator
 * knows the parent's order of effects, order-replay.ts), an operation of layer 4 or later may read
 * what its layer writes (whether a dependency goes through the object is then checked by replaying
 * that order on it), unless a value of it reads the source's characteristics that layer writes
 * ("+X/+X where X is SELF's power": a change of the source would change what it does to the object).
 */
function localEffect(
  e: { affects: unknown; ops: readonly Op[]; condition?: unknown },
  cda: boolean,
  lockedSet: boolean,
  ordered = false,
): boolean {
  if (nonLocal(e.ops) || nonLocal(e.condition ?? null) || (!lockedSet && nonLocal(e.affects))) return false;
  const ops = e.ops.filter((op) => !fixedControl(op));
  const reads = effectReads(
    lockedSet ? { affects: { game: true }, ops, condition: e.condition as never } : ({ ...e, ops } as never),
    false,
  );
  return e.ops.every((op) => {
    const layer = layerOf(op, cda);
    if (!writesOf(layer).some((f) => reads.has(f))) return true;
    return ordered && !EARLY_LAYERS.has(layer) && !readsSource(op);
  });
}

/**
 * Layers 1-3 (copy, control, text): a static ability's "you" and text can change there with its
 * source's record (611.3a), so the ordered mode doesn't reach them: they must read nothing they write.
 */
const EARLY_LAYERS: ReadonlySet<string> = new Set(['1a', '1b', '2', '3']);

/** Does a value in this data read the source's characteristics (`{power: 'source'}`, …)? */
function readsSource(data: unknown, depth = 0): boolean {
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => readsSource(x, depth + 1));
  const rec = data as Record<string, unknown>;
  if (rec.power === 'source' || rec.toughness === 'source' || rec.manaValue === 'source') return true;
  return Object.values(rec).some((v) => readsSource(v, depth + 1));
}

/** 2: an operation that could give an object a static ability or another's (layer 1, 3 or 6). */
function grantsStatic(op: Op): boolean {
  return (
    op.op === 'copy' ||
    op.op === 'fullText' ||
    op.op === 'addAbilitiesOf' ||
    (op.op === 'addAbilities' && op.abilities.some(generatesStatic))
  );
}

const byAbility = new WeakMap<AbilityDef, boolean>();
const byAbilityOrdered = new WeakMap<AbilityDef, boolean>();

/** 2, 3 for an ability anywhere in the position (each definition looked at once). */
export function abilityBlocks(def: AbilityDef): boolean {
  let r = byAbility.get(def);
  if (r === undefined) {
    const s = staticEffectsOf(def);
    r = s.effects.some((e) => !localEffect(e, s.cda, false) || e.ops.some(grantsStatic));
    byAbility.set(def, r);
  }
  return r;
}

/** 2, 3 in the ordered mode (see localEffect): the scan key is `BLOCKS_ORDERED`. */
export function abilityBlocksOrdered(def: AbilityDef): boolean {
  let r = byAbilityOrdered.get(def);
  if (r === undefined) {
    const s = staticEffectsOf(def);
    r = s.effects.some((e) => !localEffect(e, s.cda, false, true) || e.ops.some(grantsStatic));
    byAbilityOrdered.set(def, r);
  }
  return r;
}

/** The keys of the two ability scans (ability-scan.ts caches them per board). */
export const BLOCKS = 'leavePatchBlocks';
export const BLOCKS_ORDERED = 'orderedPatchBlocks';

/** Does some ability in the position fail 2 or 3 (the scan of `scan`'s objects and floating effects)? */
export function abilitiesBlock(scan: GameState, ordered: boolean): boolean {
  return ordered ? mayHaveAbility(scan, BLOCKS_ORDERED, abilityBlocksOrdered) : mayHaveAbility(scan, BLOCKS, abilityBlocks);
}

export function floatingBlocks(e: FloatingEffect, id: string, ordered = false): boolean {
  if (e.kind === 'copy' || e.copyValues || e.ops.some(grantsStatic)) return true;
  if (e.targets.some((t) => 'id' in t && t.id === id) || e.choices.object === id || e.choices.copyOf === id) return true;
  return !localEffect(e, false, e.locked !== undefined, ordered);
}

/** Could the object generate a static effect (any face, any merged component)? */
export function isSource(o: GameObject): boolean {
  if (o.merged) return true;
  return facesOf(o.card).some((f) => f.abilities.some((a) => staticEffectsOf(a).effects.length > 0));
}

/**
 * Under 2 and 3, an object's result depends only on its own record and the sources' (their
 * records decide every layer's order): a pass over the sources and the object alone gives it.
 */
export function againstSources(state: GameState, o: GameObject): ObjectResult | undefined {
  return evaluate({ ...state, objects: state.objects.filter((x) => x === o || isSource(x)) }, { trace: false }).objects[o.id];
}

/**
 * A new object's result where effects may see it: the logged order replayed on it, if it makes no
 * dependency there (order-replay.ts); without a log, a pass over the sources and it alone. The
 * replay doesn't know an object's own counters, face-down status or merged components (their
 * effects are not in the parent's log): with any of these, undefined.
 */
export function seenAfter(state: GameState, o: GameObject, log: PassLog | undefined): ObjectResult | undefined {
  if (!log) return againstSources(state, o);
  if (o.faceDown || o.merged) return undefined;
  for (const _ in o.counters) return undefined;
  const r = replayOne(log, state, o, true);
  return r.induces ? undefined : objectResult(o, r.record);
}

/** Is `o` attached to the object `id`, or does one of its choices name it? */
export const refersTo = (o: GameObject, id: string): boolean => o.attachedTo === id || o.choices.object === id || o.choices.copyOf === id;

/**
 * The object `id` as it is in `after` and was in `before`, when every other object is the same
 * record (or equal) in the same place and passes `other` (checked on its `before` record); null otherwise.
 */
export function onlyChanged(
  before: GameState,
  after: GameState,
  id: string,
  other: (b: GameObject) => boolean = () => true,
): { moved: GameObject; old: GameObject } | null {
  let moved: GameObject | undefined;
  let old: GameObject | undefined;
  for (let i = 0; i < after.objects.length; i++) {
    const a = after.objects[i] as GameObject;
    const b = before.objects[i] as GameObject;
    if (a.id !== b.id || !other(b)) return null;
    if (a.id === id) {
      moved = a;
      old = b;
    } else if (!sameObject(a, b)) return null;
  }
  return moved && old ? { moved, old } : null;
}

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
  if (log && !twinned(before, old) && replayOne(log, before, old, true).induces) return null;
  // 4: if something may see the card where it went, a pass over the sources and it alone says what.
  const seen = { zone: moved.zone, types: printedCharacteristics(moved).types };
  const key = `seesOffBattlefield:${seen.zone}:${seen.types.join(',')}`;
  const own =
    after.effects.some((e) => reachesData(e, seen)) || mayHaveAbility(scan, key, (a) => reachesAbility(a, seen))
      ? seenAfter(after, moved, log)
      : // 108.4a: not on the battlefield or the stack, its controller is its owner.
        objectResult(moved, { ...printedCharacteristics(moved), controller: moved.owner });
  if (!own) return null;
  // The same objects in the same order as the parent's: its entries, the moved one replaced.
  if (!(id in result.objects)) return null;
  return withEntry(result, id, own);
}
