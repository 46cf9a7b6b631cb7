/**
 * The parent's order of effects, replayed on one object, for the evaluator's shortcuts.
 *
 * A full pass (evaluateFull with a log) records every application in order: the effect as it
 * applied (its version then, 612, or the one that started, 613.6), the characteristics just before,
 * and the effects that existed then among which it was chosen (613.8). When the effects of a position
 * are local (leave-patch.ts, 3: what an effect applies to and does to an object reads only that object,
 * the effect's source and the game), an object that is the source of nothing can change the order of
 * a layer only by a dependency through itself (613.8a): applying one effect to it would change
 * whether another applies to it, or what the other does to it. `replayOne` applies the logged order
 * to the object alone, from its printed characteristics (the sources' records are read from the log),
 * and with `check` it tries, at every step of every layer applied step by step, each effect that was
 * then waiting on the object and sees whether any other waiting effect's set or result for it would
 * change. If none would, the object neither made nor broke a dependency: the order with or without it
 * is the logged one (613.8b-c), the other objects' results are unchanged, and its own is the record
 * the replay ends with. Layers applied in plain timestamp order (straight.ts) have no dependency to
 * find: no effect there reads what the layer writes.
 */

import type { Op } from '../effects/language/abilities.js';
import { LAYERS, type LayerId, locksSet } from '../effects/layers.js';
import { type ApplyEnv, applyOp, opParams, type Working } from '../effects/ops.js';
import { objectMatches } from '../effects/query.js';
import { boardWide, selectObjects } from '../effects/selectors.js';
import { existsForEffects, type View } from '../effects/view.js';
import { compareTimestamps, type GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { type Candidate, opsIn } from '../pass/candidate.js';
import { globalReads, meets, recordDiff, TYPE_LINE_OPS, writesOfOps } from '../pass/delta.js';
import { initialRecord } from '../pass/evaluate.js';
import type { PassStep } from '../pass/pass-state.js';
import { WorkingMap } from '../pass/working-map.js';

/** Every application of a full pass, in order (the pass's `log`). */
export type PassLog = readonly PassStep[];

/** An effect once it has started applying to the object or not (613.6: its set is kept). */
interface Started {
  candidate: Candidate;
  member: boolean;
}

/** Is the object in the effect's set as the view stands (lockedObjects, selectObjects and scanBoard for one object)? */
function memberOf(c: Candidate, layer: LayerId, view: View, x: GameObject): boolean {
  if (c.locked && opsIn(c, layer).some(locksSet))
    return existsForEffects(x) && c.locked.some((r) => r.id === x.id && r.incarnation === x.incarnation);
  const sel = c.affects;
  if ('all' in sel) {
    // matchFilter reads through the compiled filter, as scanBoard does (compiled.ts).
    return objectMatches(view, c.ctx, x, sel.all, sel.zones);
  }
  return selectObjects(view, c.ctx, sel).some((o) => o.id === x.id);
}

/** The effect's operations of this layer applied to the object's record (applyCandidate for one object). */
function applyTo(c: Candidate, layer: LayerId, view: View, w: Working, x: GameObject): Working {
  const env: ApplyEnv = { effectKey: c.key, timestamp: c.timestamp, copyValues: c.copyValues };
  let r = w;
  for (const op of opsIn(c, layer)) r = applyOp(view, c.ctx, env, r, x, op);
  return r;
}

/** What the effect does to the object (613.8a): the parameters that can depend on the object's record. */
function paramsFor(c: Candidate, layer: LayerId, view: View, x: GameObject): string {
  let out = '';
  for (const op of opsIn(c, layer)) {
    if (op.op === 'setPT' || op.op === 'modifyPT' || op.op === 'addAbilitiesOf' || (op.op === 'addAbilities' && op.x !== undefined))
      out += `${JSON.stringify(opParams(view, c.ctx, x, op))}|`;
  }
  return out;
}

/** The effects of a pool that read what their layer writes: only their sets and results can change within it (613.8a). */
const poolReaders = new WeakMap<readonly Candidate[], number[]>();
const WRITES: Partial<Record<LayerId, readonly string[]>> = {
  '4': ['types', 'subtypes', 'supertypes', 'abilities'],
  '5': ['colors'],
  '6': ['abilities'],
  '7a': ['power', 'toughness'],
  '7b': ['power', 'toughness'],
  '7c': ['power', 'toughness'],
  '7d': ['power', 'toughness'],
};

function readersOf(pool: readonly Candidate[], layer: LayerId): number[] {
  let r = poolReaders.get(pool);
  if (r === undefined) {
    // Layers 1-3 read nothing they write under the shortcuts' condition (leave-patch.ts), as checked there.
    const writes = WRITES[layer] ?? [];
    const found: number[] = [];
    if (pool.length > 1)
      for (let i = 0; i < pool.length; i++) if (writes.some((f) => globalReads(pool[i] as Candidate).has(f as never))) found.push(i);
    r = found;
    poolReaders.set(pool, r);
  }
  return r;
}

/** Operations whose result for an object reads only its record and the effect's context (not other records: no values). */
const FIXED: ReadonlySet<string> = new Set([
  // The type line's operations read only the record's lists (delta.ts).
  ...TYPE_LINE_OPS,
  'setColors',
  'addColors',
  'removeAbilities',
  'cantHave',
  'switchPT',
]);

/** Could the effect's selector include the object in its zone (a board-wide selector lists its zones; 611.3a)? */
function reaches(c: Candidate, x: GameObject): boolean {
  const sel = c.affects;
  if (c.locked || !('all' in sel)) return true;
  const z = sel.zones;
  return z === undefined ? x.zone === 'battlefield' : z === 'all' || z.includes(x.zone);
}

/** Two listings of one effect that apply alike: the same definition, context and timestamp (candidates.ts). */
function sameVersion(a: Candidate, b: Candidate): boolean {
  return (
    a.ops === b.ops &&
    a.affects === b.affects &&
    a.condition === b.condition &&
    a.cda === b.cda &&
    a.locked === b.locked &&
    a.copyValues === b.copyValues &&
    compareTimestamps(a.timestamp, b.timestamp) === 0 &&
    a.ctx.you === b.ctx.you &&
    a.ctx.choices === b.ctx.choices &&
    a.ctx.x === b.ctx.x &&
    (a.ctx.targets === b.ctx.targets || (a.ctx.targets.length === 0 && b.ctx.targets.length === 0)) &&
    a.ctx.created === b.ctx.created &&
    a.ctx.source?.id === b.ctx.source?.id &&
    a.ctx.source?.incarnation === b.ctx.source?.incarnation
  );
}

/**
 * What one replay has computed, by the object's record (which changes only when an effect changes
 * it): whether an effect with a board-wide selector has it in its set (a local filter reads the
 * object's record and the effect's context alone), and what an effect of fixed operations makes of it.
 */
class Memo {
  private readonly members = new Map<Working, Map<Candidate, boolean>>();
  /** By version, record, and the version's operations in one layer (opsIn's list: an effect may apply in several layers, 613.6). */
  private readonly byVersion = new Map<Candidate, Map<Working, Map<readonly Op[], Working>>>();
  private readonly seen = new Map<string, Candidate[]>();
  /** The last check (see `induces`). */
  last: { layer: LayerId; w: Working; pool: Set<Candidate> } | undefined;

  constructor(
    readonly state: GameState,
    readonly x: GameObject,
    readonly started: Map<string, Started>,
  ) {}

  /**
   * A pool effect's version at a step of layer 4 or later: the one that started (613.6), or the one
   * listed, which is its current version: its text (layer 3) and its source's controller ("you",
   * layer 2) are final by then, and it exists at that step (611.3b) since the pool lists it.
   */
  version(c: Candidate): Candidate {
    return this.started.get(c.key)?.candidate ?? this.canonical(c);
  }

  /** One object per effect and content (the pass lists an effect afresh when its source's record changes), so that the caches hit. */
  canonical(c: Candidate): Candidate {
    let seen = this.seen.get(c.key);
    if (!seen) {
      seen = [];
      this.seen.set(c.key, seen);
    }
    for (const v of seen) if (v === c || sameVersion(v, c)) return v;
    seen.push(c);
    return c;
  }

  member(c: Candidate, layer: LayerId, view: View, w: Working): boolean {
    const st = this.started.get(c.key);
    if (st) return st.member;
    if (!('all' in c.affects) || !boardWide(c.affects)) return memberOf(c, layer, view, this.x);
    let m = this.members.get(w);
    if (!m) {
      m = new Map();
      this.members.set(w, m);
    }
    let r = m.get(c);
    if (r === undefined) {
      r = memberOf(c, layer, view, this.x);
      m.set(c, r);
    }
    return r;
  }

  apply(c: Candidate, layer: LayerId, view: View, w: Working): Working {
    const ops = opsIn(c, layer);
    if (!ops.every((op) => FIXED.has(op.op))) return applyTo(c, layer, view, w, this.x);
    let byVersion = this.byVersion.get(c);
    if (!byVersion) {
      byVersion = new Map();
      this.byVersion.set(c, byVersion);
    }
    let r = byVersion.get(w)?.get(ops);
    if (r === undefined) {
      r = applyTo(c, layer, view, w, this.x);
      let at = byVersion.get(w);
      if (!at) {
        at = new Map();
        byVersion.set(w, at);
      }
      at.set(ops, r);
    }
    return r;
  }
}

/**
 * At one step (the object's record `w`): would applying a waiting effect to the object change another
 * waiting effect's set or result for it (613.8a)? Then the object could make a dependency.
 */
function induces(s: PassStep, pool: readonly Candidate[], view: View, w: Working, memo: Memo): boolean {
  const layer = s.layer;
  const cur = pool.map((c) => memo.version(c));
  // Readers whose selector can't reach the object where it is (a zone it isn't in) can't change for it.
  const readers = readersOf(pool, layer).filter((j) => reaches(cur[j] as Candidate, memo.x));
  if (readers.length === 0) return false;
  // The same record and versions among those of the last check, which found nothing: a subset of its pairs.
  const last = memo.last;
  if (last && last.layer === layer && last.w === w && cur.every((c) => last.pool.has(c))) return false;
  memo.last = { layer, w, pool: new Set(cur) };
  const fields = new Set<string>();
  for (let i = 0; i < cur.length; i++) {
    const b = cur[i];
    if (!b || !memo.member(b, layer, view, w)) continue;
    // Could it change, on this object, anything a reader reads (with the type atoms: footprint.ts)?
    const ops = opsIn(b, layer);
    const wb = writesOfOps(b.ops, `${layer}|${b.cda}`, ops);
    const change = { ops, ctx: b.ctx };
    const meet = (a: Candidate | null | undefined, j: number) =>
      j !== i && !!a && a.cda === b.cda && meets(globalReads(a), wb, change, () => [w]);
    if (!readers.some((j) => meet(cur[j], j))) continue;
    const w2 = memo.apply(b, layer, view, w);
    fields.clear();
    if (!recordDiff(w, w2, fields)) continue;
    const view2: View = { state: memo.state, get: (id) => (id === memo.x.id ? w2 : s.before.get(id)) };
    for (const j of readers) {
      const a = cur[j];
      // 613.8a(c): a characteristic-defining ability depends only on another one.
      if (j === i || !a || a.cda !== b.cda) continue;
      const reads = globalReads(a);
      let any = false;
      for (const f of fields) if (reads.has(f as never)) any = true;
      if (!any) continue;
      const m = memo.member(a, layer, view, w);
      if (m !== memo.member(a, layer, view2, w2)) return true;
      if (m && paramsFor(a, layer, view, memo.x) !== paramsFor(a, layer, view2, memo.x)) return true;
    }
  }
  return false;
}

/** The object's record at the end of the logged pass; `induces`: it could make a dependency (then the record means nothing). */
export interface Replayed {
  record: Working;
  induces: boolean;
}

/**
 * Replay the logged order on the object `x` of `state` alone (see above); `check`: look for dependencies
 * through it. `others`: the records of objects in `state` that differ from the log's (objects that
 * entered, left or changed controller since the logged pass, read by counting effects: rereads.ts).
 */
export function replayOne(log: PassLog, state: GameState, x: GameObject, check: boolean, others?: ReadonlyMap<string, Working>): Replayed {
  let w = initialRecord(x);
  const started = new Map<string, Started>();
  const memo = new Memo(state, x, started);
  const changed = others !== undefined && others.size > 0 ? others : undefined;
  for (const s of log) {
    const before = w;
    const view: View = {
      state,
      get: changed
        ? (id) => (id === x.id ? before : (changed.get(id) ?? s.before.get(id)))
        : (id) => (id === x.id ? before : s.before.get(id)),
    };
    if (check && s.pool && induces(s, s.pool, view, before, memo)) return { record: w, induces: true };
    const c = memo.canonical(s.candidate);
    let st = started.get(c.key);
    if (!st) {
      st = { candidate: c, member: memo.member(c, s.layer, view, before) };
      started.set(c.key, st);
    }
    if (st.member) w = memo.apply(c, s.layer, view, before);
  }
  return { record: w, induces: false };
}

/**
 * The log with effects added at the end of their layer (a control change in layer 2, a pump in 7c,
 * counters in 7c), for a child position whose order is the parent's plus these: each must be later
 * than every effect of its layer (613.7), or null. Their operations must read nothing (the view they
 * get is the layer's last).
 */
export function withSteps(log: PassLog, added: readonly { layer: LayerId; candidate: Candidate }[], latest = true): PassLog | null {
  let out: PassStep[] = log.slice();
  for (const { layer, candidate } of added) {
    const rank = LAYERS.indexOf(layer);
    let at = out.length;
    for (let i = 0; i < out.length; i++) {
      const s = out[i] as PassStep;
      const r = LAYERS.indexOf(s.layer);
      if (r === rank && latest && compareTimestamps(s.candidate.timestamp, candidate.timestamp) >= 0) return null;
      if (r > rank) {
        at = i;
        break;
      }
    }
    const before = (out[at] ?? out[at - 1])?.before ?? WorkingMap.of([] as GameObject[], initialRecord);
    out = [...out.slice(0, at), { layer, candidate, before, pool: null }, ...out.slice(at)];
  }
  return out;
}
