/**
 * A child position's result made from its parent's with a few objects' entries replaced or added
 * (the evaluator's shortcuts): the same objects in the same order as a full pass gives them (the
 * order of the position's objects), every other entry shared with the parent's.
 *
 * Copying the `objects` record is most of a shortcut's cost on a board of hundreds of objects:
 * a record built key by key is a dictionary in V8, and copying one costs about as much as copying
 * its keys one by one, while a spread of a record made by a spread copies its shape at once (about
 * 30 times faster at 200 objects). So each parent record is spread once (kept beside it) and every
 * child is spread from that copy.
 */
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';

type Objects = Record<string, ObjectResult>;

/** Records made by a spread (copies of these are cheap). */
const spread = new WeakSet<Objects>();
/** For a record that was not: its spread copy, made once. */
const copies = new WeakMap<Objects, Objects>();

function copyOf(objects: Objects): Objects {
  let from = objects;
  if (!spread.has(objects)) {
    let c = copies.get(objects);
    if (!c) {
      c = { ...objects };
      spread.add(c);
      copies.set(objects, c);
    }
    from = c;
  }
  const out = { ...from };
  spread.add(out);
  return out;
}

/**
 * The parent's result with these entries replaced, or added after the others (the caller makes sure
 * an added object is also the last of the position's objects, so that the order is a full pass's).
 */
export function withEntries(result: EvaluationResult, entries: readonly (readonly [string, ObjectResult])[]): EvaluationResult {
  const objects = copyOf(result.objects);
  for (const [id, entry] of entries) objects[id] = entry;
  return { ...result, objects };
}

/** The parent's result with the entry of `id` replaced (or added last). */
export function withEntry(result: EvaluationResult, id: string, entry: ObjectResult): EvaluationResult {
  return withEntries(result, [[id, entry]]);
}
