/**
 * The dependencies seen in one layer, for the trace (613.8a-b): per effect, what it was found to depend
 * on, each other effect once, in the order found; and the other way round, which effects were found to
 * depend on a given one. Both are kept as they are added so that neither listing scans the others: a
 * layer of a thousand effects that each depend on hundreds adds them at every step.
 */
import type { Candidate } from './candidate.js';
import type { DependencyKind } from './trace.js';

/** That an effect depends on `on` (613.8a), how, and the specifics for the trace. */
export interface Dependency {
  on: Candidate;
  because: DependencyKind;
  detail: string;
}

export class FoundDependencies {
  private readonly of = new Map<string, Dependency[]>();
  private readonly keys = new Map<string, Set<string>>();
  private readonly on = new Map<string, Map<string, Dependency>>();

  get size(): number {
    return this.of.size;
  }

  /** What `key`'s effect was found to depend on, in the order found. */
  get(key: string): readonly Dependency[] | undefined {
    return this.of.get(key);
  }

  /** Record that `key`'s effect depends on `d.on` (the first finding of a pair is kept). */
  add(key: string, d: Dependency): void {
    let seen = this.keys.get(key);
    if (!seen) {
      seen = new Set();
      this.keys.set(key, seen);
      this.of.set(key, []);
    }
    if (seen.has(d.on.key)) return;
    seen.add(d.on.key);
    (this.of.get(key) as Dependency[]).push(d);
    let back = this.on.get(d.on.key);
    if (!back) {
      back = new Map();
      this.on.set(d.on.key, back);
    }
    back.set(key, d);
  }

  /** The effects found to depend on `key`'s effect, each with that dependency. */
  dependentsOf(key: string): ReadonlyMap<string, Dependency> {
    return this.on.get(key) ?? EMPTY;
  }
}

const EMPTY: ReadonlyMap<string, Dependency> = new Map();
