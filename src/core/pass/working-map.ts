/**
 * The characteristics of every object during a pass, as an immutable layered map:
 * applying an effect (or trialling one, 613.8) adds a thin layer holding only the
 * objects it changed, instead of copying the whole board.
 */
import type { Working } from '../ops.js';

const MAX_DEPTH = 8;

export class WorkingMap {
  private constructor(
    private readonly parent: WorkingMap | null,
    private readonly own: ReadonlyMap<string, Working>,
    private readonly depth: number,
  ) {}

  static of(entries: Map<string, Working>): WorkingMap {
    return new WorkingMap(null, entries, 0);
  }

  get(id: string): Working | undefined {
    for (let m: WorkingMap | null = this; m !== null; m = m.parent) {
      const w = m.own.get(id);
      if (w !== undefined) return w;
    }
    return undefined;
  }

  /** A new map with these objects replaced (always a new identity: caches key on it). */
  with(changes: ReadonlyMap<string, Working>): WorkingMap {
    if (this.depth < MAX_DEPTH) return new WorkingMap(this, changes, this.depth + 1);
    const flat = new Map<string, Working>();
    const chain: WorkingMap[] = [];
    for (let m: WorkingMap | null = this; m !== null; m = m.parent) chain.push(m);
    for (const m of chain.reverse()) for (const [k, v] of m.own) flat.set(k, v);
    for (const [k, v] of changes) flat.set(k, v);
    return WorkingMap.of(flat);
  }
}
