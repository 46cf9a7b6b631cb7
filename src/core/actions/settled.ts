/**
 * What settle (settle.ts) has already seen of a list of objects: how many of its first objects
 * need nothing of it (no +1/+1 and -1/-1 counters to cancel, 704.5q; not attacking or
 * blocking, 506.4; not paired, 702.95e). Object records shared between states are never changed in place (see
 * cloneForEntering), so a list that starts with another list's records starts with what was
 * seen there: building a board entry by entry stays linear.
 */
import type { GameObject } from '../model/objects.js';

const quiet = new WeakMap<readonly GameObject[], number>();

/** How many leading objects of `objects` are known to need nothing of settle. */
export function quietPrefix(objects: readonly GameObject[]): number {
  return quiet.get(objects) ?? 0;
}

export function setQuietPrefix(objects: readonly GameObject[], n: number): void {
  quiet.set(objects, n);
}

/** `next` holds `from`'s records up to index `upTo` (exclusive; default all of `from`). */
export function shareQuietPrefix(next: readonly GameObject[], from: readonly GameObject[], upTo = from.length): void {
  const n = quiet.get(from);
  if (n !== undefined) quiet.set(next, Math.min(n, upTo));
}
