/**
 * Order within a layer (613.3, 613.7, 613.8): characteristic-defining abilities first,
 * then timestamps, overridden by dependencies found by trial — apply the other effect
 * on a scratch copy and see whether this one's existence, text, set or result changes.
 */
import type { LayerId } from '../effects/layers.js';
import { compareTimestamps } from '../model/objects.js';
import { applyCandidate, trialKey } from './apply.js';
import { type Candidate, type Instance, opsIn } from './candidate.js';
import { type Delta, globalReads, leavesSourceAlone, mayChange, meets, sameElements, TYPE_LINE_OPS, writesOfOps } from './delta.js';
import type { Dependency, FoundDependencies } from './found-dependencies.js';
import { instantiate } from './instances.js';
import { Interchangeable } from './interchangeable.js';
import type { PassState } from './pass-state.js';
import { definitions, prunedByDefinition, readsNoWrite } from './pruning.js';
import { sameRefresh } from './static-candidates.js';
import type { DependencyKind } from './trace.js';
import { countWork } from './work-meter.js';
import type { WorkingMap } from './working-map.js';

export type { Dependency } from './found-dependencies.js';

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

/**
 * The specifics of a dependency, for the trace (its kind is given separately). `only`: the objects whose
 * membership alone can differ, in board order (sameSet's local case), else every object of both sets.
 */
function describe(kind: DependencyKind, before: Inst, after: Inst, only?: readonly string[]): string {
  if (kind === 'existence') return 'the ability that generates this effect would be gone';
  if (kind === 'text') return 'the text of this effect would change';
  if (kind === 'appliesTo') {
    const inB = (x: string) => !!before?.has(x);
    const inA = (x: string) => !!after?.has(x);
    const gained = only ? only.filter((x) => inA(x) && !inB(x)) : [];
    const lost = only ? only.filter((x) => inB(x) && !inA(x)) : [];
    if (!only) {
      const b = new Set(before?.affected ?? []);
      const a = new Set(after?.affected ?? []);
      gained.push(...[...a].filter((x) => !b.has(x)));
      lost.push(...[...b].filter((x) => !a.has(x)));
    }
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

/** Does `a` depend on `b` (613.8a)? Returns how, or null. */
export function dependsOn(ps: PassState, layer: LayerId, a: Candidate, b: Candidate, baseA: Inst, opts: OrderOptions): Dependency | null {
  if (a.cda !== b.cda) return null; // 613.8a(c)
  if (!opts.exhaustive && readsNoWrite(ps, layer, a)) return null;
  let trial: WorkingMap;
  /** What the trial changed (pruned mode). */
  let delta: Delta | undefined;
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
    delta = t.delta;
  }
  const after = instantiate(ps, a, layer, trial);
  let because: DependencyKind | null = null;
  if (baseA && !after) because = 'existence';
  else if (!baseA || !after) because = null;
  else if (after.def !== baseA.def) because = 'text';
  // The same objects in the same order (what comparing their JSON says, without building it).
  else if (!sameSet(a, baseA, after, opts.exhaustive ? undefined : delta)) because = 'appliesTo';
  else if (!(opts.exhaustive ? false : sameByDefinition(baseA, after, layer)) && after.params !== baseA.params) because = 'whatItDoes';
  // The detail is for the trace only.
  if (!because) return null;
  if (ps.record === false) return { on: b, because, detail: '' };
  const only = because === 'appliesTo' && localCase(a, baseA, after, delta) ? inBoardOrder(ps.working, delta.ids) : undefined;
  return { on: b, because, detail: describe(because, baseA, after, only) };
}

/**
 * Does `a` apply to the same objects in the same order before and after a trial (613.8a)? For a local
 * board-wide selection (Instance.local) whose source the trial left alone, only the objects the trial
 * changed (`delta`) can differ: ask of those, instead of selecting from the whole board twice.
 */
function sameSet(a: Candidate, base: NonNullable<Inst>, after: NonNullable<Inst>, delta: Delta | undefined): boolean {
  if (localCase(a, base, after, delta)) {
    for (const id of (delta as Delta).ids) if (base.has(id) !== after.has(id)) return false;
    return true;
  }
  return sameElements(after.affected, base.affected);
}

function localCase(a: Candidate, base: Inst, after: Inst, delta: Delta | undefined): delta is Delta {
  return !!delta && !!base?.local && !!after?.local && (a.sourceId === null || !delta.ids.has(a.sourceId));
}

/** The objects a trial changed, in board order (their slots), if each has one. */
function inBoardOrder(working: WorkingMap, ids: ReadonlySet<string>): string[] | undefined {
  const slots: [number, string][] = [];
  for (const id of ids) {
    const i = working.slotOf(id);
    if (i === undefined) return undefined;
    slots.push([i, id]);
  }
  return slots.sort((x, y) => x[0] - y[0]).map((x) => x[1]);
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
export function chooseNext(ps: PassState, layer: LayerId, pool: Candidate[], opts: OrderOptions, found: FoundDependencies): Choice {
  const sorted = [...pool].sort((x, y) => compareTimestamps(x.timestamp, y.timestamp));
  const first = sorted[0] as Candidate;
  if (sorted.length === 1) return { next: first, loop: null };
  // The definition of each effect of the pool, by its place in `sorted`.
  const groups = opts.exhaustive ? null : definitions(ps, layer);
  const group = groups ? sorted.map((b) => groups.of(b)) : null;
  /** Interchangeable effects (interchangeable.ts): one trial per pair of classes, its answer shared by their members. */
  const classes = opts.exhaustive ? null : new Interchangeable(ps, (c) => instantiate(ps, c, layer, ps.working));
  const answers = new Map<string, Omit<Dependency, 'on'> | null>();
  const depsOf = (a: Candidate) => {
    if (!opts.exhaustive && readsNoWrite(ps, layer, a)) return [];
    const baseA = instantiate(ps, a, layer, ps.working);
    /** Per definition of the other effect: can it change `a` at all (prunable)? One answer for every effect of that definition. */
    const verdicts: (boolean | undefined)[] = [];
    const out: Dependency[] = [];
    countWork(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      const b = sorted[i] as Candidate;
      // One candidate per key in a pool (enumerate): the same object.
      if (b === a) continue;
      if (group) {
        const g = group[i] as number;
        let pruned = verdicts[g];
        if (pruned === undefined) {
          pruned = prunedByDefinition(ps, layer, a, b);
          verdicts[g] = pruned;
        }
        if (pruned) continue;
      }
      const cb = classes?.of(b) ?? null;
      if (cb === null) {
        const d = dependsOn(ps, layer, a, b, baseA, opts);
        if (d) out.push(d);
        continue;
      }
      const ca = classes?.of(a) ?? null;
      const k = ca === null ? `${a.key}\u0000${cb}` : `${ca}|${cb}`;
      let known = answers.get(k);
      if (known === undefined) {
        const d = dependsOn(ps, layer, a, b, baseA, opts);
        known = d ? { because: d.because, detail: d.detail } : null;
        answers.set(k, known);
      }
      if (known) out.push({ on: b, ...known });
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
  for (const [k, ds] of edges) for (const d of ds) found.add(k, d);
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
