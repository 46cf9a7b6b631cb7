/**
 * Which effects let a shortcut keep the parent's result for every other object (leave-patch.ts's
 * conditions 2 and 3): local effects, which read only the object they apply to, their source, their
 * choices, fixed numbers and the game, and grant no static ability and copy nothing.
 */
import { mayHaveAbility } from '../actions/ability-scan.js';
import { effectReads, writesOf } from '../effects/footprint.js';
import type { AbilityDef, Op } from '../effects/language/abilities.js';
import { layerOf } from '../effects/layers.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { generatesStatic, staticEffectsOf } from '../pass/static-candidates.js';
import { facesOf } from './reaches.js';

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
  'devotion',
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
  'monstrous',
  'renowned',
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
