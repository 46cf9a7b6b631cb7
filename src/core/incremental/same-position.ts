/**
 * Comparing a position with its parent: the same game, the same floating effects, the same
 * object records but for the ones an action changed (what every shortcut checks first).
 */
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';

/**
 * For the ability scans (ability-scan.ts): the objects of `objectsOf` with the floating effects of
 * `effectsOf`. Valid when the objects carry the same cards and merged components as `after`'s.
 */
export function scanView(objectsOf: GameState, effectsOf: GameState): GameState {
  return { ...objectsOf, effects: effectsOf.effects };
}

/** Does `after` keep every floating effect of `before`, the same ones in the same places (it may add some after them)? */
export function keepsEffects(before: GameState, after: GameState): boolean {
  for (let i = 0; i < before.effects.length; i++) if (after.effects[i] !== before.effects[i]) return false;
  return true;
}

/** The same players, life totals and game designations (the turn history aside). */
export function sameGame(before: GameState, after: GameState): boolean {
  return (
    after.activePlayer === before.activePlayer &&
    after.turn === before.turn &&
    after.startingLife === before.startingLife &&
    after.dayNight === before.dayNight &&
    JSON.stringify(after.designations) === JSON.stringify(before.designations) &&
    after.players.length === before.players.length &&
    after.players.every((p, i) => p.id === before.players[i]?.id && p.life === before.players[i]?.life)
  );
}

/** Same record, but for copies of its counters and choices (cloneState copies those). */
export function sameObject(a: GameObject, b: GameObject): boolean {
  if (a === b) return true;
  // for…in, not Object.keys: no arrays made for the 200 records of a board.
  let n = 0;
  for (const k in a) {
    n++;
    const x = a[k as keyof GameObject];
    const y = b[k as keyof GameObject];
    if (x === y) continue;
    if (k === 'counters') {
      if (!sameCounters(a.counters, b.counters)) return false;
    } else if (k === 'choices') {
      if (!sameShallow(a.choices, b.choices)) return false;
    } else return false;
  }
  let m = 0;
  for (const _ in b) m++;
  return n === m;
}

function sameCounters(a: GameObject['counters'], b: GameObject['counters']): boolean {
  let n = 0;
  for (const k in a) {
    n++;
    if (a[k]?.count !== b[k]?.count || a[k]?.timestamp !== b[k]?.timestamp) return false;
  }
  let m = 0;
  for (const _ in b) m++;
  return n === m;
}

export function sameShallow(a: object, b: object): boolean {
  let n = 0;
  for (const k in a) {
    n++;
    if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  }
  let m = 0;
  for (const _ in b) m++;
  return n === m;
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

/** The object `id` that `after` adds to `before`, when every other object is the same and in the same order; else undefined. */
export function addedObject(before: GameState, after: GameState, id: string): GameObject | undefined {
  let added: GameObject | undefined;
  for (let i = 0, j = 0; i < after.objects.length; i++) {
    const a = after.objects[i] as GameObject;
    if (a.id === id && !added) {
      added = a;
      continue;
    }
    const b = before.objects[j++];
    if (!b || a.id !== b.id || !sameObject(a, b)) return undefined;
  }
  return added;
}
