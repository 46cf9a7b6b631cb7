/**
 * What an action changed, therefore which effects read it again: the one step the shortcuts share
 * for effects that count objects (locality.ts's `countingZones`: Tarmogoyf counts the card types in
 * every graveyard, Nightmare the Swamps its controller controls, Blanchwood Armor the Forests).
 *
 * An action on one object X (it enters, leaves, changes controller, or a spell's card goes to a
 * graveyard) changes what such an effect counts only if X is, or was, in a zone it counts in. The
 * effect applies to one object, its subject (its source, or what its source is attached to), and
 * only in layer 7 (613.4), by a number read from characteristics final before layer 7 (613.1, 613.4):
 * so it makes no dependency (613.8a), no layer's order changes, and of the other objects only its
 * subject's power and toughness can. Each subject is made again by replaying the parent's order on
 * it (order-replay.ts), with X's new record where the count reads it; if the replay finds the subject
 * could make a dependency, the caller evaluates in full.
 */
import { mayHaveAbility } from '../actions/ability-scan.js';
import type { Working } from '../effects/ops.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { objectResult } from '../pass/evaluate.js';
import type { ObjectResult } from '../pass/trace.js';
import { countedZonesOf } from './locality.js';
import { type PassLog, replayOne } from './order-replay.js';
import { facesOf } from './reaches.js';
import { namedIds, replayTwins } from './twins.js';

function countsIn(o: GameObject, zones: readonly string[]): boolean {
  const cards = [o.card, ...(o.merged?.components ?? []).map((c) => c.card)];
  for (const card of cards)
    for (const f of facesOf(card))
      for (const a of f.abilities) {
        const z = countedZonesOf(a);
        if (z.size > 0 && (z.has('all') || zones.some((x) => z.has(x)))) return true;
      }
  return false;
}

/**
 * The subjects of the counting effects that count in any of `zones` (every face and merged component
 * of every object, in any zone: a characteristic-defining ability functions everywhere, 604.3), but
 * `except` (the changed object, which the caller makes itself).
 */
export function countingSubjects(state: GameState, zones: readonly string[], except: string): string[] {
  const out = new Set<string>();
  for (const o of state.objects) {
    if (!countsIn(o, zones)) continue;
    out.add(o.id);
    if (typeof o.attachedTo === 'string') out.add(o.attachedTo);
  }
  out.delete(except);
  return [...out];
}

/** Is there a counting effect anywhere in the position (ability-scan.ts caches the answer per board)? */
export function countsObjects(state: GameState): boolean {
  return mayHaveAbility(state, 'countsObjects', (a) => countedZonesOf(a).size > 0);
}

/**
 * The subjects' entries in `state`, each the parent's order replayed on it with `records` (the records
 * of the objects changed since the logged pass, the action's own included) where the log's are stale;
 * each subject's new record is added to `records`. Null when one of them could make a dependency
 * (then the caller evaluates in full).
 */
export function rereadEntries(
  state: GameState,
  log: PassLog,
  subjects: readonly string[],
  records: Map<string, Working>,
): [string, ObjectResult][] | null {
  const out: [string, ObjectResult][] = [];
  const made: [string, Working][] = [];
  // Subjects replayed so far, by card: a twin of one of them takes its record (twins.ts's replayTwins).
  const byCard = new Map<GameObject['card'], [GameObject, Working][]>();
  const named = subjects.length > 1 ? namedIds(state) : new Set<string>();
  for (const id of subjects) {
    const h = state.objects.find((o) => o.id === id);
    if (!h) continue;
    let seen = byCard.get(h.card);
    if (!seen) {
      seen = [];
      byCard.set(h.card, seen);
    }
    let record = seen.find(([t]) => replayTwins(t, h, named))?.[1];
    if (!record) {
      const r = replayOne(log, state, h, true, records);
      if (r.induces) return null;
      record = r.record;
      seen.push([h, record]);
    }
    made.push([id, record]);
    out.push([id, objectResult(h, record)]);
  }
  for (const [id, w] of made) records.set(id, w);
  return out;
}
