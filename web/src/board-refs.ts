/**
 * What names an object elsewhere in the scenario — another entry's `attachedTo`, a target, an
 * event, an `expect` on it — so that removing the object can offer to remove those too
 * instead of leaving them naming nothing (the loader would report each).
 */
import { isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { type EntryPath, removeAt } from './board.js';

/** `events[2].targets[0]`, `battlefield[1].attachedTo`. */
export const pathText = (path: EntryPath): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

const PLACES = ['battlefield', 'events', 'expect'];

const within = (path: EntryPath, prefix: EntryPath) => prefix.every((p, i) => path[i] === p);

/** The item of `battlefield` or `events` a path is in (`['events', 3]`), or the top-level `expect`. */
const itemOf = (path: EntryPath): EntryPath => (path[0] === 'expect' ? ['expect'] : path.slice(0, 2));

/**
 * The places outside the entry at `entry` that name `id`, each as what to remove: a target (the
 * whole event or entry when it was the only one), an `expect` on the object (the whole check
 * when it was the only object checked), an `attachedTo` or other key of another entry, any
 * other event naming it. Nested places are kept once (an event, not also its target).
 */
export function referencesTo(text: string, id: string, entry: EntryPath): EntryPath[] {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return [];
  const found: EntryPath[] = [];
  const walk = (node: unknown, path: EntryPath) => {
    // Only the entries, the events and the expectations name objects (not the title, players, …).
    if (path.length === 1 && !PLACES.includes(path[0] as string)) return;
    if (within(path, entry) && path.length >= entry.length) return;
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (path[path.length - 1] === 'expect' && key === id) found.push(node.items.length > 1 ? [...path, key] : itemOf(path));
        else walk(pair.value, [...path, key]);
      }
    else if (isSeq(node))
      node.items.forEach((item: Node | unknown, i: number) => {
        if (path[path.length - 1] === 'targets' && isScalar(item) && item.value === id)
          found.push(node.items.length > 1 ? [...path, i] : itemOf(path));
        else walk(item, [...path, i]);
      });
    else if (isScalar(node) && node.value === id) found.push(path[0] === 'battlefield' ? path : itemOf(path));
  };
  walk(doc.contents, []);
  const out: EntryPath[] = [];
  for (const place of found) if (!out.some((o) => within(place, o))) out.push(place);
  return out.filter((p, i) => !out.some((o, j) => j !== i && o.length < p.length && within(p, o)));
}

/** Later places first: a list's higher indexes go before lower ones, so the paths left stay right. */
function laterFirst(a: EntryPath, b: EntryPath): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as string | number;
    const y = b[i] as string | number;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return String(x) < String(y) ? -1 : 1;
  }
  return b.length - a.length;
}

/** Removes the entry at `entry` and every place in `references` (from referencesTo). */
export function removeWithReferences(text: string, entry: EntryPath, references: readonly EntryPath[]): string {
  // An event that names the object and holds its entry too (`enter: [a, {card: B, attachedTo: a}]`) goes whole.
  const all = references.some((r) => within(entry, r)) ? [...references] : [entry, ...references];
  return all.sort(laterFirst).reduce((t, path) => removeAt(t, path), text);
}
