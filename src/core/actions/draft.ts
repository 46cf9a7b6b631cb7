/** Small helpers shared by the actions: copying a state, timestamps, outcomes. */
import type { CardDef, GameObject, ObjectRef } from '../model/objects.js';
import { err, ok, type Result } from '../model/result.js';
import type { GameState } from '../model/state.js';
import { shareObjectsPrefix } from './ability-scan.js';
import { quietPrefix, setQuietPrefix, shareQuietPrefix } from './settled.js';

/**
 * A new state, or an error (result.ts); its `path` says which part of the request is wrong
 * (`['modes', 1]`, `['attack', 0]`), for callers that can point at it.
 */
export type Outcome = Result<GameState>;

/** The actions' name for result.ts's `err`. */
export const fail = err;

/**
 * A new state as an action's result. It also carries the state as `state`, the name the
 * actions' results had before the one result shape (issue #9): code written against it,
 * such as the floor tool's `engineState` (`r.state`), keeps working. Not enumerable, so a
 * result serialises and compares as `{ok, value}`.
 */
export function done(state: GameState): Outcome {
  const r = ok(state);
  Object.defineProperty(r, 'state', { value: state, enumerable: false });
  return r;
}

/** A copy deep enough that actions can change objects, counters and players in place. */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    objects: s.objects.map((o) => ({ ...o, counters: { ...o.counters }, choices: { ...o.choices } })),
    effects: [...s.effects],
  };
}

/**
 * A copy for actions that only add objects and effects (entering): the objects are
 * shared with the old state and must not be changed in place (settle copies any it
 * changes). Linear in nothing but the new objects, so a long `battlefield:` list
 * entered one by one stays linear.
 */
export function cloneForEntering(s: GameState): GameState {
  const objects = [...s.objects];
  shareObjectsPrefix(objects, s.objects);
  shareQuietPrefix(objects, s.objects);
  return { ...s, players: s.players.map((p) => ({ ...p })), objects, effects: [...s.effects] };
}

/** The records a copy-on-write draft (cloneShared) made itself: the ones its action may change in place. */
const ownRecords = new WeakMap<GameState, WeakSet<GameObject>>();

/** A draft's list of objects while it is still the old state's (cloneShared): copied before it changes (`ownObjects`). */
const borrowed = new WeakMap<GameState, GameObject[]>();

/**
 * A copy for actions that change few objects: every record is shared with the old state, as in
 * cloneForEntering, until the action asks for it with `writable`, which copies it then; the list
 * of objects too, until the action changes it (`ownObjects`; `replaceAt` makes a new one), so that
 * what is kept per list (query.ts's index by id, the ability scans) serves the draft as it is.
 */
export function cloneShared(s: GameState): GameState {
  const next = { ...s, players: s.players.map((p) => ({ ...p })), objects: s.objects, effects: [...s.effects] };
  ownRecords.set(next, new WeakSet());
  borrowed.set(next, s.objects);
  return next;
}

/** The draft's own list of objects, to change in place (push, splice): a copy of the old state's the first time. */
export function ownObjects(s: GameState): GameObject[] {
  if (borrowed.get(s) === s.objects) {
    const objects = [...s.objects];
    shareObjectsPrefix(objects, s.objects);
    shareQuietPrefix(objects, s.objects);
    s.objects = objects;
    borrowed.delete(s);
  }
  return s.objects;
}

/**
 * The record of `o` that the action drafting `s` may change in place. In a draft of cloneShared,
 * a copy put in the original's place the first time (the old state keeps the original), found by id
 * when `o` was taken before. In a draft of cloneState (every record already a copy), `o` itself.
 */
export function writable(s: GameState, o: GameObject): GameObject {
  const own = ownRecords.get(s);
  if (!own || own.has(o)) return o;
  let i = s.objects.indexOf(o);
  if (i < 0) i = s.objects.findIndex((x) => x.id === o.id && x.incarnation === o.incarnation);
  const cur = s.objects[i] ?? o;
  if (own.has(cur)) return cur;
  const c = { ...cur, counters: { ...cur.counters }, choices: { ...cur.choices } };
  own.add(c);
  if (i >= 0) replaceAt(s, i, c);
  return c;
}

/**
 * Puts `o` in place of the record at index `i` of the draft `s`, in a new list: caches kept per
 * list (query.ts's index by id) must not see a record change under them. What settle and the
 * ability scans knew of the records before `i` is kept.
 */
export function replaceAt(s: GameState, i: number, o: GameObject): void {
  const next = [...s.objects];
  next[i] = o;
  shareObjectsPrefix(next, s.objects, i);
  shareQuietPrefix(next, s.objects, i);
  s.objects = next;
}

/**
 * The position as it stands in the middle of an action, for reading later (a resolution's view,
 * 608.2h): records the action changes afterwards are copied again first.
 */
export function snapshot(s: GameState): GameState {
  if (!ownRecords.has(s)) return cloneState(s);
  ownRecords.set(s, new WeakSet());
  return { ...s, players: s.players.map((p) => ({ ...p })), objects: [...s.objects], effects: [...s.effects] };
}

/**
 * A copy in which only the object at index `i` is replaced (by `o`, the action's own record); the
 * other objects are shared with the old state and must not be changed in place.
 */
export function cloneWith(s: GameState, i: number, o: GameObject): GameState {
  // The replacement has the same card, so what ability-scan.ts scanned of the old array holds;
  // settle's quiet prefix (settled.ts) stops before it.
  const next = cloneForEntering(s);
  next.objects[i] = o;
  setQuietPrefix(next.objects, Math.min(quietPrefix(next.objects), i));
  return next;
}

/**
 * 400.7: a new object's record, with no status: no counters (122.2), untapped, face up, front face up,
 * phased in, out of combat, unattached. Always this one shape, with no field deleted later (a record V8
 * turns into a slow dictionary).
 */
export function freshRecord(
  o: Pick<GameObject, 'id' | 'incarnation' | 'card' | 'token' | 'zone' | 'owner' | 'baseController' | 'timestamp' | 'choices'>,
): GameObject {
  return {
    id: o.id,
    incarnation: o.incarnation,
    card: o.card,
    token: o.token,
    zone: o.zone,
    owner: o.owner,
    baseController: o.baseController,
    timestamp: o.timestamp,
    counters: {},
    tapped: false,
    faceDown: false,
    transformed: false,
    phasedOut: false,
    attacking: false,
    blocking: false,
    attachedTo: null,
    choices: o.choices,
  };
}

/** Is it a card definition? `findCard` gives undefined for a name the catalog doesn't know. */
export function isCard(card: unknown): card is CardDef {
  const c = card as Partial<CardDef> | null | undefined;
  return typeof c === 'object' && c !== null && typeof c.name === 'string' && Array.isArray(c.types) && Array.isArray(c.abilities);
}

export const noCard = (id: string): string =>
  `"${id}" has no card: give a card definition (findCard gives undefined for a name the catalog doesn't know)`;

/** The next timestamp (613.7). */
export function nextTimestamp(s: GameState): number {
  const t = s.nextTimestamp;
  s.nextTimestamp = t + 1;
  return t;
}

export function nextEffectId(s: GameState): string {
  const id = `e${s.nextEffectId}`;
  s.nextEffectId += 1;
  return id;
}

export function refOf(o: GameObject): ObjectRef {
  return { id: o.id, incarnation: o.incarnation };
}

export function getObject(s: GameState, id: string): GameObject | undefined {
  return s.objects.find((o) => o.id === id);
}

export function isPlayer(s: GameState, id: string): boolean {
  return s.players.some((p) => p.id === id);
}
