/**
 * Instances of the candidates (613.8a): whether each effect exists at a point of the pass,
 * what it applies to and what it does, computed when first asked for and kept while nothing
 * applied since can change them.
 */
import { writesOf } from '../effects/footprint.js';
import type { Op } from '../effects/language/abilities.js';
import type { Selector } from '../effects/language/selector.js';
import type { LayerId } from '../effects/layers.js';
import { locksSet } from '../effects/layers.js';
import { nonLocal } from '../effects/local-keys.js';
import { opParams } from '../effects/ops.js';
import { evalCondition, objectMatches } from '../effects/query.js';
import { type BoardWide, boardWide, selectObjects, selectPlayers } from '../effects/selectors.js';
import { type EffectContext, existsForEffects, inZones, objectById, type View } from '../effects/view.js';
import type { GameObject, ObjectRef } from '../model/objects.js';
import { type Candidate, type Inst, opsIn, viewOf } from './candidate.js';
import { changeTest, type Delta, globalReads } from './delta.js';
import type { PassState } from './pass-state.js';
import { refresh, sameRefresh } from './static-candidates.js';
import type { WorkingMap } from './working-map.js';

function lockedObjects(view: View, refs: readonly ObjectRef[]): GameObject[] {
  return refs
    .map((r) => objectById(view, r.id))
    .filter((o): o is GameObject => !!o && existsForEffects(o) && refs.some((r) => r.id === o.id && r.incarnation === o.incarnation));
}

/** What the effect would do here: null if it doesn't exist (613.8a b: "existence"). */
/**
 * Can nothing applied in this layer change what the effect does (its reads and the
 * layer's writes don't meet)? Then one instance serves the whole layer. Never in
 * exhaustive mode, which stays the reference.
 */
function stableInLayer(ps: PassState, c: Candidate, layer: LayerId): boolean {
  if (ps.exhaustive) return false;
  const writes = writesOf(layer);
  // A static ability's effect that has not started reads its source's abilities and controller.
  if (c.kind === 'static' && !ps.started.has(c.key) && (writes.includes('abilities') || writes.includes('controller'))) return false;
  const reads = globalReads(c);
  return !writes.some((f) => reads.has(f));
}

/** The map of one layer in a cache by layer, made when first needed (keys by layer, then by effect: no key is built per lookup). */
function layerMap<T>(byLayer: Map<LayerId, Map<string, T>>, layer: LayerId): Map<string, T> {
  let m = byLayer.get(layer);
  if (!m) {
    m = new Map();
    byLayer.set(layer, m);
  }
  return m;
}

export function instantiate(ps: PassState, c: Candidate, layer: LayerId, working: WorkingMap): Inst | null {
  if (stableInLayer(ps, c, layer)) {
    ps.stable ??= new Map();
    const stable = layerMap(ps.stable, layer);
    const hit = stable.get(c.key);
    if (hit !== undefined) return hit;
    const inst = computeInstance(ps, c, layer, working);
    stable.set(c.key, inst);
    return inst;
  }
  ps.instances ??= new WeakMap();
  let byLayer = ps.instances.get(working);
  if (!byLayer) {
    byLayer = new Map();
    ps.instances.set(working, byLayer);
  }
  const cache = layerMap(byLayer, layer);
  const hit = cache.get(c.key);
  if (hit !== undefined) return hit.inst;
  const inst = computeInstance(ps, c, layer, working);
  cache.set(c.key, { c, fresh: c.kind === 'static' && !ps.started.has(c.key), inst });
  return inst;
}

/**
 * After an application turned `from` into `to` (changing what `delta` says), keep the
 * instances the change cannot reach. Never in exhaustive mode.
 */
export function carryInstances(ps: PassState, from: WorkingMap, to: WorkingMap, delta: Delta): void {
  if (ps.exhaustive || !ps.instances) return;
  const src = ps.instances.get(from);
  if (!src) return;
  let dst = ps.instances.get(to);
  if (!dst) {
    dst = new Map();
    ps.instances.set(to, dst);
  }
  const may = changeTest(delta);
  for (const [layer, entries] of src) {
    const into = layerMap(dst, layer);
    for (const [k, e] of entries) {
      if (into.has(k)) continue;
      // An effect that started since keeps its set (613.6): compute it again.
      if (e.fresh && ps.started.has(e.c.key)) continue;
      if (!may(e.c, e.fresh, () => sameRefresh(ps.state, e.c, from, to))) into.set(k, e);
    }
  }
}

function computeInstance(ps: PassState, c: Candidate, layer: LayerId, working: WorkingMap): Inst | null {
  const started = ps.started.get(c.key);
  const cur = started ? started.candidate : refresh(c, ps.state, working);
  if (!cur) return null;
  const view = viewOf(ps.state, working);
  if (!started && cur.condition && !evalCondition(view, cur.ctx, cur.condition)) return null;
  return new LazyInstance(ps.state.objects, working, view, cur, layer, started?.affected);
}

/**
 * An instance whose set, parameters and definition are computed when first asked for (its
 * existence is known already; the working map it reads never changes). A class, not an
 * object literal with getters: V8 gives every such literal a hidden class of its own, which
 * outlives the pass until a full collection.
 */
class LazyInstance implements Inst {
  private set: string[] | undefined;
  /** `set` as a set, for `has` on a large one. */
  private members: Set<string> | undefined;
  /** The slots of `set`'s objects (their places in the board), when a scan of the board found them. */
  private places: number[] | undefined;
  private json: string | undefined;
  private what: string | undefined;
  private readonly ops: readonly Op[];
  /** Its set was fixed when it started (613.6). */
  private readonly started: boolean;

  constructor(
    private readonly objects: readonly GameObject[],
    private readonly working: WorkingMap,
    private readonly view: View,
    readonly candidate: Candidate,
    private readonly layer: LayerId,
    started: string[] | undefined,
  ) {
    this.set = started;
    this.started = started !== undefined;
    this.ops = opsIn(candidate, layer);
  }

  get def(): string {
    const cur = this.candidate;
    this.json ??= JSON.stringify([cur.affects, cur.ops, cur.condition ?? null]);
    return this.json;
  }

  get affected(): string[] {
    if (this.set) return this.set;
    const { view, candidate: cur, layer } = this;
    const wide = boardWide(cur.affects);
    if (layer === 'players' || layer === 'rules') this.set = playersAffected(view, cur);
    else if (cur.locked && this.ops.some(locksSet)) this.set = lockedObjects(view, cur.locked).map((o) => o.id);
    else if (wide) {
      const slots: number[] = [];
      this.set = scanBoard(this.objects, this.working, view, cur.ctx, wide, slots);
      if (slots.length === this.set.length) this.places = slots;
    } else this.set = selectObjects(view, cur.ctx, cur.affects).map((o) => o.id);
    return this.set;
  }

  /** The places in the board of the objects it applies to, in the same order, if known. */
  get slots(): readonly number[] | undefined {
    return this.affected && this.places;
  }

  has(id: string): boolean {
    const { view, candidate: cur, layer } = this;
    if (!this.set && 'all' in cur.affects && !(cur.locked && this.ops.some(locksSet)) && layer !== 'players' && layer !== 'rules') {
      const o = objectById(view, id);
      if (!o) return false;
      return objectMatches(view, cur.ctx, o, cur.affects.all, cur.affects.zones);
    }
    const set = this.affected;
    if (set.length <= 16) return set.includes(id);
    // A dependency trial asks of many objects (order.ts): one lookup each, not a scan of the set.
    this.members ??= new Set(set);
    return this.members.has(id);
  }

  get local(): boolean {
    const { candidate: cur, layer } = this;
    if (this.started || layer === 'players' || layer === 'rules' || (cur.locked && this.ops.some(locksSet))) return false;
    return boardWide(cur.affects) !== null && localSelector(cur.affects);
  }

  get params(): string {
    const { view, candidate: cur, ops } = this;
    this.what ??= JSON.stringify(
      this.affected.map((id) => {
        const o = objectById(view, id);
        return o ? ops.map((op) => opParams(view, cur.ctx, o, op)) : null;
      }),
    );
    return this.what;
  }
}

/** Per selector: does it read only each object's own record, the source's and the game (local-keys.ts)? */
const localSelectors = new WeakMap<Selector, boolean>();

function localSelector(sel: Selector): boolean {
  let r = localSelectors.get(sel);
  if (r === undefined) {
    r = !nonLocal(sel);
    localSelectors.set(sel, r);
  }
  return r;
}

/** The objects a board-wide selector picks, in board order (what selectObjects gives), reading records by slot when it can. */
function scanBoard(
  objects: readonly GameObject[],
  working: WorkingMap,
  view: View,
  ctx: EffectContext,
  wide: BoardWide,
  slots?: number[],
): string[] {
  const out: string[] = [];
  const aligned = working.alignedWith(objects);
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i] as GameObject;
    if (!existsForEffects(o) || !inZones(o, wide.zones)) continue;
    const ch = aligned ? working.at(i, o.id) : working.get(o.id);
    if (ch !== undefined && wide.test(view, ctx, o, ch)) {
      out.push(o.id);
      if (aligned) slots?.push(i);
    }
  }
  return out;
}

function playersAffected(view: View, c: Candidate): string[] {
  if ('game' in c.affects) return [c.ctx.you];
  return selectPlayers(view, c.ctx, c.affects);
}
