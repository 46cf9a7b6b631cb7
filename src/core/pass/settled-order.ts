/**
 * The rest of a layer in plain order (613.3, 613.4a, 613.7) when no effect in it can depend on another
 * from here on (613.8a), so that the pass need not choose each step again (a sort and a scan of the
 * effects per step).
 */
import { writesOf } from '../effects/footprint.js';
import type { LayerId } from '../effects/layers.js';
import { compareTimestamps } from '../model/objects.js';
import { type Candidate, opsIn } from './candidate.js';
import { globalReads, leavesSourceAlone, writesOfOps } from './delta.js';
import type { OrderOptions } from './order.js';
import type { PassState } from './pass-state.js';
import { definitions, prunedByDefinition, readsNoWrite } from './pruning.js';

/**
 * The rest of a layer in the order the pass would choose it step by step, when no effect in it can
 * change another (none reads what the layer writes, 613.8a) and none can appear (the layer writes no
 * abilities, so no source gains a static ability): characteristic-defining abilities first, then
 * timestamps (613.3, 613.4a, 613.7). Null otherwise, and always in exhaustive mode (the reference).
 * Choosing each step again would cost a sort and a scan of the effects per step.
 */
export function settledOrder(ps: PassState, layer: LayerId, all: readonly Candidate[], opts: OrderOptions): Candidate[] | null {
  if (opts.exhaustive || all.length < 2 || writesOf(layer).includes('abilities')) return null;
  if (!all.every((c) => readsNoWrite(ps, layer, c))) return null;
  const byTime = (x: Candidate, y: Candidate) => compareTimestamps(x.timestamp, y.timestamp);
  return [...all.filter((c) => c.cda).sort(byTime), ...all.filter((c) => !c.cda).sort(byTime)];
}

/**
 * The rest of a layer in the order the pass would choose it step by step, when its effects read what the
 * layer writes but no one of them can change another by their definitions (prunedByDefinition for every
 * pair, whatever the board: Opalescences once Song of the Dryads has applied, 613.8a), every effect listed
 * exists (`listed`: none waits on a condition) and none writes what makes effects appear or vanish (its
 * sources' abilities, names and controllers, 611.3b): then no effect depends on another at any later step,
 * and each step picks the earliest, characteristic-defining abilities first (613.3, 613.4a, 613.7).
 * Pairs are judged once per kind of effect: `a` by what it reads, `b` by its definition.
 */
export function independentOrder(
  ps: PassState,
  layer: LayerId,
  listed: readonly Candidate[],
  all: readonly Candidate[],
  opts: OrderOptions,
): Candidate[] | null {
  if (opts.exhaustive || all.length < 2 || all.length !== listed.length) return null;
  const defs = definitions(ps, layer);
  /** One effect per kind, as the one that reads (what it reads, whether it is a CDA, whether it has started) and as the one that writes. */
  const readers = new Map<string, Candidate>();
  const writers = new Map<number, Candidate>();
  const readsIds = new Map<ReadonlySet<string>, number>();
  for (const c of all) {
    const wb = writesOfOps(c.ops, `${layer}|${c.cda}`, opsIn(c, layer));
    if (!leavesSourceAlone(wb)) return null;
    const g = globalReads(c);
    let r = readsIds.get(g);
    if (r === undefined) {
      r = readsIds.size;
      readsIds.set(g, r);
    }
    const fresh = c.kind === 'static' && !ps.started.has(c.key);
    const rk = `${r}|${c.cda}|${fresh}|${c.kind === 'static' ? 's' : ''}`;
    if (!readers.has(rk)) readers.set(rk, c);
    const d = defs.of(c);
    if (!writers.has(d)) writers.set(d, c);
  }
  for (const a of readers.values()) for (const b of writers.values()) if (!prunedByDefinition(ps, layer, a, b)) return null;
  const byTime = (x: Candidate, y: Candidate) => compareTimestamps(x.timestamp, y.timestamp);
  return [...all.filter((c) => c.cda).sort(byTime), ...all.filter((c) => !c.cda).sort(byTime)];
}
