/**
 * What one application changed (which objects, which characteristics), and whether an
 * effect's instance could see it. An instance — whether the effect exists, what it applies
 * to, what it does — is a function of the characteristics it reads (its footprint, and
 * for a static ability that has not started, its source's record); if an application
 * changed none of them, the instance computed before it still holds. Used to carry
 * instances from one step of a layer to the next, and to skip dependency trials whose
 * outcome is known (613.8a). Never in exhaustive mode, which stays the reference.
 */
import { effectReads } from '../effects/footprint.js';
import type { Condition, Op, Selector } from '../effects/types.js';
import type { Working } from '../ops.js';
import type { Candidate } from './candidates.js';

/** Objects an application changed, and the union of the fields that changed on them ('*': some other property). */
export interface Delta {
  ids: ReadonlySet<string>;
  fields: ReadonlySet<string>;
}

export const NO_DELTA: Delta = { ids: new Set(), fields: new Set() };

export function deltaOf(
  get: (id: string) => Working | undefined,
  getAfter: (id: string) => Working | undefined,
  ids: Iterable<string>,
): Delta {
  const changed = new Set<string>();
  const fields = new Set<string>();
  for (const id of ids) {
    const a = get(id);
    const b = getAfter(id);
    if (a === b) continue;
    if (!a || !b) {
      changed.add(id);
      fields.add('*');
      continue;
    }
    let any = false;
    const ra = a as unknown as Record<string, unknown>;
    const rb = b as unknown as Record<string, unknown>;
    for (const k in rb) {
      if (ra[k] !== rb[k]) {
        fields.add(k);
        any = true;
      }
    }
    for (const k in ra) {
      if (!(k in rb)) {
        fields.add(k);
        any = true;
      }
    }
    if (any) changed.add(id);
  }
  return { ids: changed, fields };
}

const KNOWN = new Set(['name', 'manaCost', 'colors', 'types', 'subtypes', 'supertypes', 'abilities', 'power', 'toughness', 'controller']);

type Reads = ReadonlySet<string>;
const readsCache = new WeakMap<readonly Op[], WeakMap<Selector, Map<Condition | null, Reads>>>();

/** The fields an effect's selector, condition and operations read, on any object. */
function globalReads(c: Candidate): Reads {
  let bySel = readsCache.get(c.ops);
  if (!bySel) {
    bySel = new WeakMap();
    readsCache.set(c.ops, bySel);
  }
  let byCond = bySel.get(c.affects);
  if (!byCond) {
    byCond = new Map();
    bySel.set(c.affects, byCond);
  }
  const key = c.condition ?? null;
  let r = byCond.get(key);
  if (!r) {
    const s = new Set<string>(effectReads(c, false));
    // A mana value reads the name too (a transformed permanent's front face, 712.8e).
    if (s.has('manaCost')) s.add('name');
    r = s;
    byCond.set(key, r);
  }
  return r;
}

/**
 * Could the delta change this effect's instance? `fresh`: a static ability's effect that
 * has not started (it is found again on its source each time, 611.3b, 612).
 */
export function mayChange(c: Candidate, fresh: boolean, d: Delta): boolean {
  if (d.ids.size === 0) return false;
  if (d.fields.has('*')) return true;
  if (fresh && c.ability && d.ids.has(c.ability.objectId)) return true;
  if (c.ctx.source && d.ids.has(c.ctx.source.id) && fresh) return true;
  const r = globalReads(c);
  for (const f of d.fields) if (r.has(f) || !KNOWN.has(f)) return true;
  return false;
}
