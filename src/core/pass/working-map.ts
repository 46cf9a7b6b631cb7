/**
 * The characteristics of every object during a pass, as an immutable map. Each map is a
 * flat array of records indexed by the object's slot (its place in the board), or a thin
 * overlay holding only the objects one application (or trial, 613.8) changed. An overlay
 * over a few objects costs little to make; a map that changes many objects is flattened
 * (copying an array of references), so reading a record stays one or two lookups.
 */
import type { Working } from '../effects/ops.js';

const MAX_DEPTH = 4;

/** Flatten when an application changes at least one object in this many. */
const FLATTEN_SHARE = 8;

export class WorkingMap {
  private constructor(
    /** Object id to slot, shared by every map of one pass. */
    private readonly slots: ReadonlyMap<string, number>,
    /** The records by slot (flat maps only). */
    private readonly flat: readonly (Working | undefined)[] | null,
    private readonly parent: WorkingMap | null,
    /** Overlay maps: the records this map changed. */
    private readonly own: ReadonlyMap<string, Working> | null,
    private readonly depth: number,
    /** Some overlay below holds an object with no slot (then never flattened: nothing is lost). */
    private readonly extra = false,
  ) {}

  /** The records of these objects, in their order (an id listed twice keeps its first slot and its last record). */
  static of<T extends { id: string }>(objects: readonly T[], record: (o: T) => Working): WorkingMap {
    const slots = new Map<string, number>();
    const flat: Working[] = [];
    for (const o of objects) {
      const i = slots.get(o.id);
      if (i === undefined) {
        slots.set(o.id, flat.length);
        flat.push(record(o));
      } else flat[i] = record(o);
    }
    return new WorkingMap(slots, flat, null, null, 0);
  }

  get(id: string): Working | undefined {
    return this.at(this.slots.get(id), id);
  }

  /** Is slot i the object objects[i], for every object (ids unique, in board order)? Then `at` can read by index. */
  alignedWith(objects: readonly { id: string }[]): boolean {
    return this.slots.size === objects.length;
  }

  /** The record of the object in slot `i` (whose id is `id`; no slot: an object only overlays hold): `get(id)` without looking the slot up. */
  at(i: number | undefined, id: string): Working | undefined {
    for (let m: WorkingMap | null = this; m !== null; m = m.parent) {
      if (m.flat !== null) return i === undefined ? undefined : m.flat[i];
      const w = (m.own as ReadonlyMap<string, Working>).get(id);
      if (w !== undefined) return w;
    }
    return undefined;
  }

  /** The slot of an object (its place in the board when `alignedWith` it). */
  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  /** A new flat map with the records of these slots replaced (those given). */
  withSlots(changes: readonly (Working | undefined)[]): WorkingMap {
    const flat = this.records();
    changes.forEach((w, i) => {
      if (w !== undefined) flat[i] = w;
    });
    return new WorkingMap(this.slots, flat, null, null, 0);
  }

  /** A new map with these objects replaced (always a new identity: caches key on it). */
  with(changes: ReadonlyMap<string, Working>): WorkingMap {
    return this.withLists([...changes.keys()], [...changes.values()]);
  }

  /** `with` from the ids and their new records, in order (a later record of an id listed twice wins); a map is built only for an overlay. */
  withLists(ids: readonly string[], records: readonly Working[]): WorkingMap {
    let extra = this.extra;
    for (const k of ids) if (!this.slots.has(k)) extra = true;
    if (extra || (this.depth < MAX_DEPTH && ids.length * FLATTEN_SHARE < this.slots.size)) {
      const own = new Map<string, Working>();
      for (let i = 0; i < ids.length; i++) own.set(ids[i] as string, records[i] as Working);
      return new WorkingMap(this.slots, null, this, own, this.depth + 1, extra);
    }
    const flat = this.records();
    for (let i = 0; i < ids.length; i++) flat[this.slots.get(ids[i] as string) as number] = records[i];
    return new WorkingMap(this.slots, flat, null, null, 0);
  }

  /** A fresh copy of the records by slot. */
  private records(): (Working | undefined)[] {
    const chain: WorkingMap[] = [];
    let m: WorkingMap = this;
    while (m.flat === null) {
      chain.push(m);
      m = m.parent as WorkingMap;
    }
    const out = m.flat.slice();
    for (let i = chain.length - 1; i >= 0; i--) {
      for (const [k, v] of (chain[i] as WorkingMap).own as ReadonlyMap<string, Working>) out[this.slots.get(k) as number] = v;
    }
    return out;
  }
}
