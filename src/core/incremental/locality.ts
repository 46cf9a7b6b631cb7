/**
 * Which effects let a shortcut keep the parent's result for every other object (leave-patch.ts's
 * conditions 2 and 3): local effects, which read only the object they apply to, their source, their
 * choices, fixed numbers and the game, and grant no static ability and copy nothing.
 */
import { mayHaveAbility } from '../actions/ability-scan.js';
import { effectReads, writesOf } from '../effects/footprint.js';
import type { AbilityDef, Op } from '../effects/language/abilities.js';
import { layerOf } from '../effects/layers.js';
import { NON_LOCAL_KEYS, nonLocal } from '../effects/local-keys.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { generatesStatic, staticEffectsOf } from '../pass/static-candidates.js';
import { facesOf } from './reaches.js';

export { LOCAL_KEYS, NON_LOCAL_KEYS, nonLocal } from '../effects/local-keys.js';

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

/**
 * 2, 3 in the ordered mode (see localEffect): the scan key is `BLOCKS_ORDERED`. In this mode two kinds
 * of effects that are not local don't block either, because the shortcuts that use it reread them
 * (rereads.ts): an effect that counts objects (`countedZones`), and a control Aura's (`controlAura`).
 */
export function abilityBlocksOrdered(def: AbilityDef): boolean {
  let r = byAbilityOrdered.get(def);
  if (r === undefined) {
    const s = staticEffectsOf(def);
    r = s.effects.some(
      (e) => e.ops.some(grantsStatic) || !(localEffect(e, s.cda, false, true) || controlAura(e) || countingZones(e) !== undefined),
    );
    byAbilityOrdered.set(def, r);
  }
  return r;
}

/** Values over a set of objects: how many, or which card types, basic land types or colors among them. */
export const COUNT_KEYS: ReadonlySet<string> = new Set(['count', 'cardTypesAmong', 'basicLandTypesAmong', 'colorsAmong']);

/**
 * Is every non-local read in this data a COUNT_KEYS value (or condition) over a local filter? The zones
 * it counts in are added to `zones` (the battlefield when it names none).
 */
function countsOnly(data: unknown, zones: Set<string>, depth = 0): boolean {
  if (data === null || typeof data !== 'object') return true;
  if (depth > 64) return false;
  if (Array.isArray(data)) return data.every((x) => countsOnly(x, zones, depth + 1));
  const rec = data as Record<string, unknown>;
  for (const k of Object.keys(rec)) {
    if (COUNT_KEYS.has(k)) {
      if (nonLocal(rec[k])) return false;
      const z = rec.zones;
      if (z === undefined) zones.add('battlefield');
      else if (z === 'all') zones.add('all');
      else if (Array.isArray(z)) for (const x of z) zones.add(String(x));
      else return false;
    } else if (NON_LOCAL_KEYS.has(k) || !countsOnly(rec[k], zones, depth + 1)) return false;
  }
  return true;
}

/** Power and toughness (layer 7, 613.4), the only characteristics a counting effect may set. */
const PT_OPS: ReadonlySet<string> = new Set(['setPT', 'modifyPT']);

/**
 * A counting effect (Tarmogoyf, Nightmare, Blanchwood Armor): it sets or modifies the power and
 * toughness of its source or of what its source is attached to, by a number of objects (or of card
 * types, basic land types or colors among them) matching a local filter that reads no power or
 * toughness. What it counts is final before layer 7 (types in 4, colors in 5, controller in 2,
 * abilities in 6), so nothing in layer 7 changes it and it makes no dependency (613.8a); when the
 * counted objects change, only its one subject's power and toughness can. The zones it counts in, or
 * undefined when it is not such an effect.
 */
export function countingZones(e: { affects: unknown; ops: readonly Op[]; condition?: unknown }): ReadonlySet<string> | undefined {
  const sel = e.affects as Record<string, unknown>;
  if (Object.keys(sel).length !== 1 || (sel.self !== true && sel.attached !== true)) return undefined;
  if (e.ops.length === 0 || !e.ops.every((op) => PT_OPS.has(op.op))) return undefined;
  const zones = new Set<string>();
  if (!countsOnly(e.ops, zones) || !countsOnly(e.condition ?? null, zones) || zones.size === 0) return undefined;
  const reads = effectReads(e as never, false);
  return reads.has('power') || reads.has('toughness') ? undefined : zones;
}

/**
 * A control Aura's effect ("You control enchanted creature", 613.1b): the controller of what its
 * source is attached to becomes its source's controller. It reads what layer 2 writes, but only its
 * source's: an action on an object that is the source of nothing changes neither its source nor its
 * set (the object it is attached to, if that is the one changed, is replayed by the shortcut).
 */
export function controlAura(e: { affects: unknown; ops: readonly Op[]; condition?: unknown }): boolean {
  const sel = e.affects as Record<string, unknown>;
  return (
    Object.keys(sel).length === 1 &&
    sel.attached === true &&
    e.condition === undefined &&
    e.ops.length > 0 &&
    e.ops.every((op) => op.op === 'control' && op.player === 'you')
  );
}

const zonesByAbility = new WeakMap<AbilityDef, ReadonlySet<string>>();

/** The zones where an ability's counting effects count (empty: it has none). */
export function countedZonesOf(def: AbilityDef): ReadonlySet<string> {
  let r = zonesByAbility.get(def);
  if (r === undefined) {
    const zones = new Set<string>();
    for (const e of staticEffectsOf(def).effects) for (const z of countingZones(e) ?? []) zones.add(z);
    r = zones;
    zonesByAbility.set(def, r);
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
