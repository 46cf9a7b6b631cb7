/**
 * Can an effect see an object off the battlefield (a spell that resolved, a card that left), or
 * does it read the turn history? Read from the object's zone and printed card types alone
 * (resolution-patch.ts's condition 3, leave-patch.ts's 4).
 */
import type { AbilityDef } from '../effects/language/abilities.js';
import type { Filter } from '../effects/language/filters-and-values.js';
import type { CardDef, CardFace } from '../model/objects.js';
import { staticEffectsOf } from '../pass/static-candidates.js';

/** Keys that read what a cast changes besides the objects: the turn history, the top of a graveyard or library. */
const HISTORY_KEYS: ReadonlySet<string> = new Set(['thisTurn', 'topOfGraveyard', 'topOfLibrary']);

/** What the check of 3 needs of the spell's object: its zone and printed card types. */
export interface Seen {
  zone: string;
  types: readonly string[];
}

/** Surely false for the object, from its zone and printed card types alone (and, or, zone, type). */
function surelyFalse(f: Filter, o: Seen): boolean {
  if ('and' in f) return f.and.some((g) => surelyFalse(g, o));
  if ('or' in f) return f.or.every((g) => surelyFalse(g, o));
  if ('zone' in f) return !(Array.isArray(f.zone) ? f.zone : [f.zone]).includes(o.zone as never);
  if ('type' in f) return !o.types.includes(f.type);
  return false;
}

const battlefieldOnly = (zones: unknown): boolean =>
  zones === undefined || (Array.isArray(zones) && zones.every((z) => z === 'battlefield'));

/** Could this data see the object (3), or does it read the turn history? Walks every nested record. */
export function reachesData(data: unknown, o: Seen, depth = 0): boolean {
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => reachesData(x, o, depth + 1));
  const rec = data as Record<string, unknown>;
  for (const k of Object.keys(rec)) if (HISTORY_KEYS.has(k)) return true;
  if ('zones' in rec && !battlefieldOnly(rec.zones)) {
    // A selector ("every object matching … in these zones") that can't match the object is harmless.
    if (!('all' in rec) || !surelyFalse(rec.all as Filter, o)) return true;
  }
  for (const v of Object.values(rec)) if (reachesData(v, o, depth + 1)) return true;
  return false;
}

/** An ability that could see the object: its data, or a static ability functioning off the battlefield. */
export function reachesAbility(def: AbilityDef, o: Seen): boolean {
  const s = staticEffectsOf(def);
  if (s.effects.length > 0 && !battlefieldOnly(s.zones === 'all' ? ['all'] : s.zones)) return true;
  return reachesData(def, o) || s.effects.some((e) => reachesData(e, o));
}

export function facesOf(card: CardDef): CardFace[] {
  return card.backFace ? [card, card.backFace] : [card];
}
