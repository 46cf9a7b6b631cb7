/**
 * Order within a layer (613.3, 613.7, 613.8): characteristic-defining abilities first,
 * then timestamps, overridden by dependencies found by trial — apply the other effect
 * on a scratch copy and see whether this one's existence, text, set or result changes.
 */
import { writesOf } from '../effects/footprint.js';
import type { Op } from '../effects/language/abilities.js';
import type { LayerId } from '../effects/layers.js';
import { compareTimestamps } from '../model/objects.js';
import { applyCandidate, trialKey } from './apply.js';
import { type Candidate, type Instance, opsIn } from './candidate.js';
import {
  chosenWords,
  type Delta,
  globalReads,
  leavesSourceAlone,
  mayChange,
  meets,
  sameElements,
  TYPE_LINE_OPS,
  writesOfOps,
} from './delta.js';
import { instantiate } from './instances.js';
import type { PassState } from './pass-state.js';
import { sameRefresh } from './static-candidates.js';
import type { DependencyKind } from './trace.js';
import type { WorkingMap } from './working-map.js';

export interface Dependency {
  on: Candidate;
  because: DependencyKind;
  detail: string;
}

export interface OrderOptions {
  /** Trial every pair instead of skipping pairs whose footprints cannot meet. */
  exhaustive: boolean;
}

export interface Choice {
  next: Candidate;
  /** The loop it was applied from, in timestamp order (613.8b). */
  loop: Candidate[] | null;
}

type Inst = (Instance & { candidate: Candidate }) | null;

/** The specifics of a dependency, for the trace (its kind is given separately). */
function describe(kind: DependencyKind, before: Inst, after: Inst): string {
  if (kind === 'existence') return 'the ability that generates this effect would be gone';
  if (kind === 'text') return 'the text of this effect would change';
  if (kind === 'appliesTo') {
    const b = new Set(before?.affected ?? []);
    const a = new Set(after?.affected ?? []);
    const gained = [...a].filter((x) => !b.has(x));
    const lost = [...b].filter((x) => !a.has(x));
    const parts = [];
    if (gained.length) parts.push(`it would also apply to ${gained.join(', ')}`);
    if (lost.length) parts.push(`it would no longer apply to ${lost.join(', ')}`);
    return parts.join('; ');
  }
  return 'its result for the objects it applies to would change';
}

/** Operations whose parameters (`opParams`) read neither the board nor the object: only the operation and the effect's choices. */
const FIXED_PARAMS: ReadonlySet<string> = new Set([
  ...TYPE_LINE_OPS,
  'copy',
  'faceDown',
  'changeText',
  'setName',
  'setColors',
  'addColors',
  'removeAbilities',
  'cantHave',
  'switchPT',
]);

/**
 * With the same definition (`def`) and the same objects, is what the effect does surely the
 * same (so `params`, the JSON of every object's parameters, need not be built)? When each
 * of its operations' parameters comes from the operation and the effect's choices alone.
 */
function sameByDefinition(base: NonNullable<Inst>, after: NonNullable<Inst>, layer: LayerId): boolean {
  if (base.candidate.ctx.choices !== after.candidate.ctx.choices) return false;
  return opsIn(after.candidate, layer).every((op) => FIXED_PARAMS.has(op.op));
}

/**
 * Does `a` read nothing this layer writes (globalReads, kept per definition: at least what effectReads
 * gives; a static ability's effect that has not started also reads its source's abilities and controller)?
 * Then no effect of the layer can change it (613.8a): it depends on none, whatever the other.
 */
function readsNoWrite(ps: PassState, layer: LayerId, a: Candidate): boolean {
  const g = globalReads(a);
  const fresh = a.kind === 'static' && !ps.started.has(a.key);
  return !writesOf(layer).some((f) => g.has(f) || (fresh && (f === 'abilities' || f === 'controller')));
}

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
 * Can `b` not change `a` whatever the board (613.8a), by their definitions alone: what `b`'s operations
 * write in this layer meets nothing `a` reads (with the types tested, footprint.ts), and if `a` is a
 * static ability's effect that has not started, `b` leaves what its source gives it alone. Then
 * `dependsOn` says null for them on every board, so every effect of `b`'s definition can be skipped.
 */
function prunedByDefinition(ps: PassState, layer: LayerId, a: Candidate, b: Candidate): boolean {
  if (a.cda !== b.cda) return true;
  const g = globalReads(a);
  const ops = opsIn(b, layer);
  const wb = writesOfOps(b.ops, `${layer}|${b.cda}`, ops);
  if (meets(g, wb, { ops, ctx: b.ctx })) return false;
  const fresh = a.kind === 'static' && !ps.started.has(a.key);
  return !fresh || leavesSourceAlone(wb) || ops.every((op) => op.op === 'addAbilities' || op.op === 'addAbilitiesOf');
}

/**
 * Numbers the definitions of the effects of one choice: effects with the same operations, the same
 * characteristic-defining status and the same chosen words (what prunedByDefinition reads of `b`) share one.
 */
class Definitions {
  private readonly ids = new Map<readonly Op[], Map<string, number>>();
  private next = 0;
  constructor(private readonly layer: LayerId) {}
  of(b: Candidate): number {
    let byWords = this.ids.get(b.ops);
    if (!byWords) {
      byWords = new Map();
      this.ids.set(b.ops, byWords);
    }
    const k = `${b.cda}|${chosenWords(opsIn(b, this.layer), b.ctx)}`;
    let id = byWords.get(k);
    if (id === undefined) {
      id = this.next++;
      byWords.set(k, id);
    }
    return id;
  }
}

/** Does `a` depend on `b` (613.8a)? Returns how, or null. */
export function dependsOn(ps: PassState, layer: LayerId, a: Candidate, b: Candidate, baseA: Inst, opts: OrderOptions): Dependency | null {
  if (a.cda !== b.cda) return null; // 613.8a(c)
  if (!opts.exhaustive && readsNoWrite(ps, layer, a)) return null;
  let trial: WorkingMap;
  if (opts.exhaustive) trial = applyCandidate(ps, b, layer, ps.working, true).working;
  else {
    // A missing effect stays missing or appears: neither is a dependency (613.8a).
    if (!baseA) return null;
    const fresh = a.kind === 'static' && !ps.started.has(a.key);
    const g = globalReads(a);
    let t: { working: WorkingMap; delta: Delta };
    const instB = instantiate(ps, b, layer, ps.working);
    if (!instB) return null; // it would change nothing
    const cb = instB.candidate;
    const wb = writesOfOps(cb.ops, `${layer}|${cb.cda}`, opsIn(cb, layer));
    const records = () => instB.affected.map((id) => ps.working.get(id));
    if (meets(g, wb, { ops: opsIn(cb, layer), ctx: cb.ctx }, records)) t = trialOf(ps, b, layer);
    else {
      // Only its source's record can tell (611.3b, 612): try `b` on that object alone.
      const src = a.ability?.objectId;
      if (!fresh || src === undefined || !instB.has(src)) return null;
      // A grant only appends abilities (ops.ts grantedList): the source keeps this one, in its place, and the trial would say so (sameRefresh).
      if (opsIn(cb, layer).every((op) => op.op === 'addAbilities' || op.op === 'addAbilitiesOf')) return null;
      // Nor when it writes nothing the source's ability is read by (Opalescence making another Opalescence a
      // creature): the trial's delta could only meet the footprint, which it doesn't (mayChange).
      if (leavesSourceAlone(wb) && !meets(g, wb, { ops: opsIn(cb, layer), ctx: cb.ctx })) return null;
      t = trialOf(ps, b, layer, src);
    }
    const from = ps.working;
    if (!mayChange(a, a.kind === 'static' && !ps.started.has(a.key), t.delta, () => sameRefresh(ps.state, a, from, t.working))) return null;
    trial = t.working;
  }
  const after = instantiate(ps, a, layer, trial);
  let because: DependencyKind | null = null;
  if (baseA && !after) because = 'existence';
  else if (!baseA || !after) because = null;
  else if (after.def !== baseA.def) because = 'text';
  // The same objects in the same order (what comparing their JSON says, without building it).
  else if (!sameElements(after.affected, baseA.affected)) because = 'appliesTo';
  else if (!(opts.exhaustive ? false : sameByDefinition(baseA, after, layer)) && after.params !== baseA.params) because = 'whatItDoes';
  // The detail is for the trace only.
  return because ? { on: b, because, detail: ps.record === false ? '' : describe(because, baseA, after) } : null;
}

/** `b` applied on a scratch copy of the current characteristics, once per working map. */
function trialOf(ps: PassState, b: Candidate, layer: LayerId, only?: string): { working: WorkingMap; delta: Delta } {
  ps.trials ??= new WeakMap();
  let m = ps.trials.get(ps.working);
  if (!m) {
    m = new Map();
    ps.trials.set(ps.working, m);
  }
  const key = trialKey(layer, b, only);
  let t = m.get(key);
  if (!t) {
    const applied = applyCandidate(ps, b, layer, ps.working, true, only);
    t = { working: applied.working, delta: applied.delta };
    m.set(key, t);
  }
  return t;
}

/**
 * Pick the next effect to apply among those that exist (613.8b-c): the earliest whose
 * dependencies have all applied; members of a loop go in timestamp order.
 * `found` collects every dependency seen, for the trace.
 */
export function chooseNext(ps: PassState, layer: LayerId, pool: Candidate[], opts: OrderOptions, found: Map<string, Dependency[]>): Choice {
  const sorted = [...pool].sort((x, y) => compareTimestamps(x.timestamp, y.timestamp));
  const first = sorted[0] as Candidate;
  if (sorted.length === 1) return { next: first, loop: null };
  const groups = opts.exhaustive ? null : new Definitions(layer);
  const depsOf = (a: Candidate) => {
    if (!opts.exhaustive && readsNoWrite(ps, layer, a)) return [];
    const baseA = instantiate(ps, a, layer, ps.working);
    /** Per definition of the other effect: can it change `a` at all (prunable)? One answer for every effect of that definition. */
    const verdicts = new Map<number, boolean>();
    const out: Dependency[] = [];
    for (const b of sorted) {
      if (b.key === a.key) continue;
      if (groups) {
        const g = groups.of(b);
        let pruned = verdicts.get(g);
        if (pruned === undefined) {
          pruned = prunedByDefinition(ps, layer, a, b);
          verdicts.set(g, pruned);
        }
        if (pruned) continue;
      }
      const d = dependsOn(ps, layer, a, b, baseA, opts);
      if (d) out.push(d);
    }
    return out;
  };
  const edges = new Map<string, Dependency[]>();
  if (!opts.exhaustive) {
    // Shortcut: the earliest effect that depends on nothing applies next.
    const d = depsOf(first);
    if (d.length === 0) return { next: first, loop: null };
    edges.set(first.key, d);
    // Without the trace, only the dependencies `pick` reads are found (the same choice: each is
    // a function of the two effects and this point of the pass); the trace lists them all.
    if (ps.record === false) {
      const byKey = new Map(sorted.map((c) => [c.key, c]));
      const lazy = (k: string) => {
        let ds = edges.get(k);
        if (!ds) {
          ds = depsOf(byKey.get(k) as Candidate);
          edges.set(k, ds);
        }
        return ds;
      };
      return pick(sorted, lazy, first);
    }
  }
  for (const a of sorted) if (!edges.has(a.key)) edges.set(a.key, depsOf(a));
  // The trace records the dependencies seen when the earliest effect has to wait, as the
  // pruned mode (which stops looking otherwise) does: both modes then explain alike.
  const known = (k: string) => edges.get(k) ?? [];
  if (known(first.key).length === 0) return pick(sorted, known, first);
  for (const [k, ds] of edges) {
    if (ds.length === 0) continue;
    const prior = found.get(k) ?? [];
    for (const d of ds) if (!prior.some((p) => p.on.key === d.on.key)) prior.push(d);
    found.set(k, prior);
  }
  return pick(sorted, known, first);
}

/**
 * The earliest effect whose dependencies have all applied (or that is in a loop with them: two
 * effects are in one loop when each depends on the other through the dependencies, 613.8b).
 * `edges` gives an effect's dependencies, found when first asked for.
 */
function pick(sorted: Candidate[], edges: (key: string) => Dependency[], first: Candidate): Choice {
  const reach = new Map<string, Set<string>>();
  /** The effects `k` depends on, directly or not (and itself); a set visits what is added while it is read. */
  const from = (k: string) => {
    let r = reach.get(k);
    if (!r) {
      r = new Set([k]);
      reach.set(k, r);
      for (const x of r) for (const d of edges(x)) r.add(d.on.key);
    }
    return r;
  };
  const loopOf = (a: string, b: string) => from(a).has(b) && from(b).has(a);
  const next = sorted.find((a) => edges(a.key).every((d) => loopOf(d.on.key, a.key))) ?? first;
  // Only the effects `next` reaches can be in its loop: their dependencies are the ones looked at.
  const members = sorted.filter((c) => loopOf(next.key, c.key));
  return { next, loop: members.length > 1 ? members : null };
}
