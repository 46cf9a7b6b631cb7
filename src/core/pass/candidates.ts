/**
 * The continuous effects that exist at one point of the pass (611.3b, 613.6), and
 * their instantiation: whether each exists, what it applies to and what it does.
 */

import { instancesOf, printedCharacteristics } from '../characteristics.js';
import { type BoardWide, boardWide } from '../effects/compiled.js';
import { writesOf } from '../effects/footprint.js';
import { layerOf, locksSet } from '../effects/layers.js';
import {
  type EffectContext,
  evalCondition,
  existsForEffects,
  inZones,
  objectById,
  objectMatches,
  selectObjects,
  selectPlayers,
  type View,
} from '../effects/query.js';
import type { AbilityDef, Condition, Op, Selector, StaticEffectDef } from '../effects/types.js';
import { capitalise } from '../effects/words.js';
import { keywordStaticEffects } from '../keyword-meanings.js';
import { KEYWORD_COUNTERS } from '../keywords.js';
import { type Characteristics, compareTimestamps, type GameObject, type ObjectRef, type Timestamp } from '../model.js';
import { opParams, type Working } from '../ops.js';
import type { FloatingEffect, GameState } from '../state.js';
import type { EffectSummary, LayerId } from '../trace.js';
import { type Delta, globalReads, mayChange } from './delta.js';
import type { WorkingMap } from './working-map.js';

export interface Candidate {
  key: string;
  kind: EffectSummary['kind'];
  text: string;
  sourceId: string | null;
  sourceName: string | null;
  timestamp: Timestamp;
  cda: boolean;
  ctx: EffectContext;
  affects: Selector;
  ops: Op[];
  condition?: Condition | undefined;
  locked?: ObjectRef[] | undefined;
  copyValues?: Characteristics | undefined;
  /** For static abilities: where to find the ability again (its text may change, 612). */
  ability?: { objectId: string; abilityKey: string; index: number };
}

/** 613.6: once an effect starts to apply, it keeps its set of objects for the pass. */
export interface Started {
  candidate: Candidate;
  affected: string[];
  layer: LayerId;
}

export interface PassState {
  state: GameState;
  working: WorkingMap;
  started: Map<string, Started>;
  /** Record the changes each effect makes, for the trace. */
  record?: boolean;
  /**
   * Instances already computed, per working map (maps are never changed once built, and
   * `started` only grows when a new map replaces the working one).
   */
  instances?: WeakMap<WorkingMap, Map<LayerId, Map<string, Cached>>>;
  /** Trial applications (613.8) per working map, per layer and effect: one trial serves every pair. */
  trials?: WeakMap<WorkingMap, Map<string, { working: WorkingMap; delta: Delta }>>;
  /** Instances that no effect of their layer can change (see stableInLayer), per layer and key. */
  stable?: Map<LayerId, Map<string, Inst | null>>;
  /** Candidates fixed for the pass (counters, face-down, merged), per layer and object. */
  byObject?: Map<LayerId, Map<number, Candidate[]>>;
  /** The static candidates per object at the last enumeration, for its layer. */
  statics?: { layer: LayerId; working: WorkingMap; entries: (StaticEntry | null)[]; flat: Candidate[] };
  /** Per slot: a record the straight path copied for that object alone, which it may change in place (straight.ts). */
  owned?: (Working | undefined)[];
  /** Per slot: the record last found to have no static ability that makes an effect. */
  none?: (Working | undefined)[];
  /** Trial every pair and cache nothing across applications: the reference mode. */
  exhaustive?: boolean;
  /** If given, every application is appended to it, in pass order (the evaluator's order replay, order-replay.ts). */
  log?: PassStep[] | undefined;
}

/**
 * One application of the pass, for the evaluator (order-replay.ts): the effect as it applied, the
 * characteristics just before, and the effects that existed then among which it was chosen (613.8);
 * `pool` is null in a layer applied in plain timestamp order (straight.ts: no effect there can depend on another).
 */
export interface PassStep {
  layer: LayerId;
  candidate: Candidate;
  before: WorkingMap;
  pool: readonly Candidate[] | null;
}

type Inst = Instance & { candidate: Candidate };

/** An instance with what it was computed from (to tell whether a later change can reach it). */
interface Cached {
  c: Candidate;
  fresh: boolean;
  inst: Inst | null;
}

export function viewOf(state: GameState, working: Pick<WorkingMap, 'get'>): View {
  return { state, get: (id) => working.get(id) };
}

/** An effect's operations by layer, per operations list (effect data is never changed). */
const opsByLayer = new WeakMap<readonly Op[], Map<string, readonly Op[]>>();

export function opsIn(c: { ops: readonly Op[]; cda: boolean }, layer: LayerId): readonly Op[] {
  let m = opsByLayer.get(c.ops);
  if (!m) {
    m = new Map();
    opsByLayer.set(c.ops, m);
  }
  const k = c.cda ? `${layer}|cda` : layer;
  let r = m.get(k);
  if (!r) {
    r = c.ops.filter((op) => layerOf(op, c.cda) === layer);
    m.set(k, r);
  }
  return r;
}

export function isKeywordCounter(kind: string): boolean {
  return KEYWORD_COUNTERS.includes(kind);
}

export function ptCounter(kind: string): [number, number] | null {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** Static effects an ability generates; keyword CDAs (changeling, devoid) included (604.3, 702.73). */
type StaticEffects = { effects: StaticEffectDef[]; cda: boolean; zones: 'all' | string[] };
const staticEffectsCache = new WeakMap<AbilityDef, StaticEffects>();

/** Static effects an ability generates (the same records each time: ability definitions are never changed). */
export function staticEffectsOf(def: AbilityDef): StaticEffects {
  let s = staticEffectsCache.get(def);
  if (!s) {
    s = staticEffectsOfDef(def);
    staticEffectsCache.set(def, s);
  }
  return s;
}

/** (generatesStatic says which statics and keywords give effects without calling this: keep the two in step.) */
function staticEffectsOfDef(def: AbilityDef): StaticEffects {
  if (def.kind === 'static') {
    return { effects: def.effects, cda: def.cda ?? false, zones: def.zones ?? (def.cda ? 'all' : ['battlefield']) };
  }
  if (def.kind === 'keyword' && def.keyword === 'changeling') {
    return { effects: [{ affects: { self: true }, ops: [{ op: 'allCreatureTypes' }] }], cda: true, zones: 'all' };
  }
  if (def.kind === 'keyword' && def.keyword === 'devoid') {
    return { effects: [{ affects: { self: true }, ops: [{ op: 'setColors', colors: [] }] }], cda: true, zones: 'all' };
  }
  const effects = keywordStaticEffects(def);
  if (effects.length > 0) return { effects, cda: false, zones: ['battlefield'] };
  return { effects: [], cda: false, zones: [] };
}

/** 613.7a: a granted static ability's effects take the later of the two timestamps. */
function staticTimestamp(obj: GameObject, origin: Working['abilities'][number]['origin'], idx: number, j: number): Timestamp {
  if (origin.kind !== 'granted') return [obj.timestamp, 0, 0, idx, j];
  const g = origin.timestamp;
  if (compareTimestamps(g, [obj.timestamp]) > 0) return [g[0] ?? 0, g[1] ?? 0, 1, idx, j];
  return [obj.timestamp, 0, 1, ...g, idx, j];
}

/** Does any of these abilities generate a static effect? (Most objects have none.) */
const NONE: Candidate[] = [];

function anyStatic(abilities: Working['abilities']): boolean {
  for (const a of abilities) if (generatesStatic(a.def)) return true;
  return false;
}

/** Does staticEffectsOf(def) list any effect? (Without its cache: this runs for every ability of every object.) */
export function generatesStatic(def: AbilityDef): boolean {
  if (def.kind === 'static') return def.effects.length > 0;
  if (def.kind === 'keyword') return def.keyword === 'changeling' || def.keyword === 'devoid';
  return false;
}

/**
 * An object's static abilities' candidates, for one list of abilities, controller and name (what
 * they read from its record) and what they read from the object, kept across passes (an action's
 * draft may still change its own copy of an object in place: what is read is compared).
 */
interface StaticEntry {
  abilities: readonly unknown[];
  controller: string;
  name: string | null;
  all: Candidate[];
  byLayer: Map<LayerId, Candidate[]>;
  object: Pick<GameObject, 'id' | 'timestamp' | 'zone' | 'phasedOut' | 'incarnation' | 'choices'> & { x: unknown };
}
const staticEntries = new WeakMap<GameObject, StaticEntry>();

function sameObject(e: StaticEntry['object'], o: GameObject): boolean {
  return (
    e.id === o.id &&
    e.timestamp === o.timestamp &&
    e.zone === o.zone &&
    e.phasedOut === o.phasedOut &&
    e.incarnation === o.incarnation &&
    e.choices === o.choices &&
    e.x === o.choices.x
  );
}

function staticEntry(obj: GameObject, w: Working): StaticEntry {
  let e = staticEntries.get(obj);
  if (!e || e.abilities !== w.abilities || e.controller !== w.controller || e.name !== w.name || !sameObject(e.object, obj)) {
    const { id, timestamp, zone, phasedOut, incarnation, choices } = obj;
    const object = { id, timestamp, zone, phasedOut, incarnation, choices, x: choices.x };
    e = { abilities: w.abilities, controller: w.controller, name: w.name, all: allStaticCandidates(obj, w), byLayer: new Map(), object };
    staticEntries.set(obj, e);
  }
  return e;
}

/** The static entry of the object in this slot for its current record, or null when its abilities make no effect. */
function slotEntry(ps: PassState, obj: GameObject, slot: number, aligned: boolean): StaticEntry | null {
  const w = aligned ? ps.working.at(slot, obj.id) : ps.working.get(obj.id);
  if (!w) return null;
  // The same record as when this object was last listed, with no static ability: nothing to look at.
  ps.none ??= [];
  if (ps.none[slot] === w) return null;
  // Most records have no such ability: nothing to keep (a land changed by Blood Moon, 305.7).
  if (!anyStatic(w.abilities)) {
    ps.none[slot] = w;
    return null;
  }
  const r = staticEntry(obj, w);
  if (r.all.length === 0) {
    ps.none[slot] = w;
    return null;
  }
  return r;
}

function entryInLayer(r: StaticEntry, layer: LayerId): Candidate[] {
  let list = r.byLayer.get(layer);
  if (!list) {
    list = inLayer(r.all, layer);
    r.byLayer.set(layer, list);
  }
  return list;
}

function inLayer(all: readonly Candidate[], layer: LayerId): Candidate[] {
  let out: Candidate[] = NONE;
  for (const c of all) {
    if (opsIn(c, layer).length === 0) continue;
    if (out === NONE) out = [];
    out.push(c);
  }
  return out;
}

function staticCandidates(ps: PassState, layer: LayerId, obj: GameObject): Candidate[] {
  const w = ps.working.get(obj.id);
  if (!w) return [];
  return inLayer(allStaticCandidates(obj, w), layer);
}

/** The effects of an object's static abilities, in every layer (in ability order). */
function allStaticCandidates(obj: GameObject, w: Working): Candidate[] {
  if (!existsForEffects(obj)) return NONE;
  const out: Candidate[] = [];
  w.abilities.forEach((a, idx) => {
    const s = staticEffectsOf(a.def);
    if (s.effects.length === 0) return;
    if (s.zones !== 'all' && !s.zones.includes(obj.zone)) return;
    s.effects.forEach((e, j) => {
      out.push({
        key: `static:${obj.id}:${a.key}:${j}`,
        kind: 'static',
        text: a.def.text,
        sourceId: obj.id,
        sourceName: w.name,
        timestamp: staticTimestamp(obj, a.origin, idx, j),
        cda: s.cda,
        ctx: {
          source: { id: obj.id, incarnation: obj.incarnation },
          you: w.controller,
          choices: obj.choices,
          targets: [],
          x: obj.choices.x,
        },
        affects: e.affects,
        ops: e.ops,
        condition: e.condition,
        ability: { objectId: obj.id, abilityKey: a.key, index: j },
      });
    });
  });
  return out;
}

function hasCounters(obj: GameObject): boolean {
  for (const _ in obj.counters) return true;
  return false;
}

/** The effects of an object's counters in this layer: +N/+M in 7c (122.1a), keyword counters in 6 (122.1b). */
export function counterCandidates(layer: LayerId, obj: GameObject): Candidate[] {
  if (!existsForEffects(obj) || (layer !== '6' && layer !== '7c')) return [];
  const out: Candidate[] = [];
  for (const [kind, stack] of Object.entries(obj.counters)) {
    if (stack.count <= 0) continue;
    const pt = ptCounter(kind);
    let ops: Op[] | null = null;
    if (layer === '7c' && pt) ops = [{ op: 'modifyPT', power: pt[0] * stack.count, toughness: pt[1] * stack.count }];
    if (layer === '6' && isKeywordCounter(kind)) {
      ops = [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: capitalise(kind), keyword: kind }] }];
    }
    if (!ops) continue;
    out.push({
      key: `counter:${obj.id}:${kind}`,
      kind: 'counter',
      text: `${stack.count} ${kind} counter${stack.count === 1 ? '' : 's'} (122.1${pt ? 'a' : 'b'})`,
      sourceId: obj.id,
      sourceName: null,
      timestamp: [stack.timestamp],
      cda: false,
      ctx: { source: { id: obj.id, incarnation: obj.incarnation }, you: obj.owner, choices: {}, targets: [], x: undefined },
      affects: { self: true },
      ops,
      locked: [{ id: obj.id, incarnation: obj.incarnation }],
    });
  }
  return out;
}

function faceDownCandidate(layer: LayerId, obj: GameObject): Candidate[] {
  if (layer !== '1b' || !obj.faceDown || (obj.zone !== 'battlefield' && obj.zone !== 'stack')) return [];
  const ref = { id: obj.id, incarnation: obj.incarnation };
  return [
    {
      key: `facedown:${obj.id}`,
      kind: 'faceDown',
      text: 'Face-down: a 2/2 creature with no text, no name, no subtypes and no mana cost (708.2a)',
      sourceId: obj.id,
      sourceName: null,
      timestamp: [obj.timestamp],
      cda: false,
      ctx: { source: ref, you: obj.owner, choices: {}, targets: [], x: undefined },
      affects: { self: true },
      ops: [{ op: 'faceDown' }],
      locked: [ref],
    },
  ];
}

/** 730.2a: a merged permanent has the characteristics of its topmost component (a copiable effect). */
function mergeCandidate(layer: LayerId, obj: GameObject): Candidate[] {
  if (layer !== '1a' || !obj.merged || obj.zone !== 'battlefield') return [];
  const [top, ...rest] = obj.merged.components;
  if (!top) return [];
  const { merged: _m, ...plain } = obj;
  const base = printedCharacteristics({ ...plain, card: top.card, transformed: false });
  // 702.140e: a mutated permanent has the abilities of every component.
  const abilities = [top, ...rest].flatMap((c, i) => instancesOf(c.card.abilities, `merged:${i}`, { kind: 'printed' }));
  const ref = { id: obj.id, incarnation: obj.incarnation };
  return [
    {
      key: `merge:${obj.id}`,
      kind: 'copy',
      text: `Merged permanent: ${obj.merged.components.map((c) => c.card.name).join(' over ')} (730.2a, 702.140e)`,
      sourceId: obj.id,
      sourceName: top.card.name,
      timestamp: [obj.merged.timestamp],
      cda: false,
      ctx: { source: ref, you: obj.baseController, choices: obj.choices, targets: [], x: undefined },
      affects: { self: true },
      ops: [{ op: 'copy', of: { self: true } }],
      locked: [ref],
      copyValues: { ...base, abilities },
    },
  ];
}

/** A floating effect's candidate (resolved spells and abilities, 611.2). */
export function floatingCandidate(e: FloatingEffect): Candidate {
  return {
    key: `floating:${e.id}`,
    kind: e.kind,
    text: e.text,
    sourceId: e.source?.id ?? null,
    sourceName: e.source?.name ?? null,
    timestamp: e.timestamp,
    cda: false,
    ctx: { source: e.source, you: e.controller, choices: e.choices, targets: e.targets, x: e.x },
    affects: e.affects,
    ops: e.ops,
    locked: e.locked,
    copyValues: e.copyValues,
  };
}

/** Floating effects' candidates, made once per effect (effects are never changed). */
const floating = new WeakMap<FloatingEffect, Candidate>();

function floatingCandidates(ps: PassState, layer: LayerId): Candidate[] {
  const out: Candidate[] = [];
  for (const e of ps.state.effects) {
    let c = floating.get(e);
    if (!c) {
      c = floatingCandidate(e);
      floating.set(e, c);
    }
    if (opsIn(c, layer).length > 0) out.push(c);
  }
  return out;
}

/** Every effect that exists at this point of the pass and has a part in this layer. */
export function enumerate(ps: PassState, layer: LayerId, done: ReadonlySet<string>, changed?: Delta): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const s of ps.started.values()) {
    const c = s.candidate;
    if (!done.has(c.key) && opsIn(c, layer).length > 0) {
      out.push(c);
      seen.add(c.key);
    }
  }
  for (const list of [floatingCandidates(ps, layer), staticsAndFixed(ps, layer, changed)])
    for (const c of list) {
      if (done.has(c.key) || seen.has(c.key)) continue;
      out.push(c);
      seen.add(c.key);
    }
  // Stable: ties in timestamp keep this order (started, floating, then object order).
  return out.sort((a, b) => compareTimestamps(a.timestamp, b.timestamp));
}

/** What an object's counters, face and merging generate in this layer, fixed for the pass: per slot, only the objects that have any. */
function fixedCandidates(ps: PassState, layer: LayerId): Map<number, Candidate[]> {
  ps.byObject ??= new Map();
  const known = ps.byObject.get(layer);
  if (known) return known;
  const fixed = new Map<number, Candidate[]>();
  // Only layers 1a (merged), 1b (face down), 6 and 7c (counters) have any.
  if (layer === '1a' || layer === '1b' || layer === '6' || layer === '7c')
    ps.state.objects.forEach((obj, i) => {
      // Most objects are none of these: nothing to make.
      if (!obj.merged && !obj.faceDown && !hasCounters(obj)) return;
      const all = [...mergeCandidate(layer, obj), ...faceDownCandidate(layer, obj), ...counterCandidates(layer, obj)];
      if (all.length > 0) fixed.set(i, all);
    });
  ps.byObject.set(layer, fixed);
  return fixed;
}

/**
 * The candidates of the objects' counters, faces, merging and static abilities in this layer, in
 * object order. Static abilities' candidates depend on their source's record at this point: each
 * slot's entry is checked again only when its record may have changed — on a new working map, or
 * for the objects `changed` (the last application in this layer) changed in abilities, controller
 * or name. A map is never changed but by the straight path (straight.ts), which changes colors,
 * power and toughness in place and grants only abilities that make no effect (the entries stay).
 */
function staticsAndFixed(ps: PassState, layer: LayerId, changed: Delta | undefined): Candidate[] {
  const objects = ps.state.objects;
  const prev = ps.statics;
  const sameLayer = changed !== undefined && prev?.layer === layer;
  const fields = changed?.fields;
  const refresh = sameLayer && ['abilities', 'controller', 'name', '*'].some((f) => fields?.has(f)) ? changed?.ids : undefined;
  if (prev && sameLayer && (refresh === undefined || refresh.size === 0)) {
    prev.working = ps.working;
    return prev.flat;
  }
  const aligned = ps.working.alignedWith(objects);
  let entries: (StaticEntry | null)[];
  if (prev && prev.working === ps.working && prev.entries.length === objects.length) entries = prev.entries;
  else if (prev && refresh && prev.entries.length === objects.length) {
    entries = prev.entries.slice();
    for (let i = 0; i < objects.length; i++) {
      const obj = objects[i] as GameObject;
      if (refresh.has(obj.id)) entries[i] = slotEntry(ps, obj, i, aligned);
    }
  } else {
    entries = new Array(objects.length);
    for (let i = 0; i < objects.length; i++) entries[i] = slotEntry(ps, objects[i] as GameObject, i, aligned);
  }
  if (prev && prev.layer === layer && prev.entries === entries) return prev.flat;
  const fixed = fixedCandidates(ps, layer);
  const flat: Candidate[] = [];
  for (let i = 0; i < entries.length; i++) {
    const f = fixed.size > 0 ? fixed.get(i) : undefined;
    if (f) for (const c of f) flat.push(c);
    const e = entries[i];
    if (e) for (const c of entryInLayer(e, layer)) flat.push(c);
  }
  ps.statics = { layer, working: ps.working, entries, flat };
  return flat;
}

/**
 * Static abilities' effects in this layer that the objects had before any effect applied
 * but no longer generate at this point (611.3b: their source lost the ability earlier).
 */
export function lostStatics(ps: PassState, initial: WorkingMap, layer: LayerId): Candidate[] {
  const now = new Set<string>();
  for (const obj of ps.state.objects) for (const c of staticCandidates(ps, layer, obj)) now.add(c.key);
  const before = { ...ps, working: initial };
  const lost: Candidate[] = [];
  for (const obj of ps.state.objects) {
    for (const c of staticCandidates(before, layer, obj)) if (!now.has(c.key) && !ps.started.has(c.key)) lost.push(c);
  }
  return lost;
}

export interface Instance {
  /** The effect's definition as it reads now (a text change alters it, 612). */
  def: string;
  affected: string[];
  params: string;
  /** Is this object among `affected` (without listing them all when one test can tell)? */
  has(id: string): boolean;
  /** The places in the board (objects' slots) of `affected`, in its order, when they are known. */
  readonly slots?: readonly number[] | undefined;
}

/** The current version of a static ability's effect, or null if it no longer exists. */
function refresh(c: Candidate, state: GameState, working: WorkingMap): Candidate | null {
  if (!c.ability) return c;
  const obj = objectById(viewOf(state, working), c.ability.objectId);
  const w = working.get(c.ability.objectId);
  if (!obj || !w || !existsForEffects(obj)) return null;
  const a = w.abilities.find((x) => x.key === c.ability?.abilityKey);
  if (!a) return null;
  const s = staticEffectsOf(a.def);
  const e = s.effects[c.ability.index];
  if (!e || (s.zones !== 'all' && !s.zones.includes(obj.zone))) return null;
  return { ...c, text: a.def.text, affects: e.affects, ops: e.ops, condition: e.condition, ctx: { ...c.ctx, you: w.controller } };
}

/**
 * Does a static ability's effect read the same from its source in both maps (the same
 * ability, text, controller)? Then only its footprint can tell the instances apart.
 */
export function sameRefresh(_state: GameState, c: Candidate, a: WorkingMap, b: WorkingMap): boolean {
  if (!c.ability) return true;
  const id = c.ability.objectId;
  const wa = a.get(id);
  const wb = b.get(id);
  if (!wa || !wb) return wa === wb;
  if (wa.controller !== wb.controller || wa.name !== wb.name) return false;
  const key = c.ability.abilityKey;
  const ia = wa.abilities.findIndex((x) => x.key === key);
  const ib = wb.abilities.findIndex((x) => x.key === key);
  if (ia !== ib) return false;
  if (ia < 0) return true;
  const xa = wa.abilities[ia];
  const xb = wb.abilities[ib];
  return !!xa && !!xb && xa.def === xb.def && xa.origin === xb.origin;
}

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
  for (const [layer, entries] of src) {
    const into = layerMap(dst, layer);
    for (const [k, e] of entries) {
      if (into.has(k)) continue;
      // An effect that started since keeps its set (613.6): compute it again.
      if (e.fresh && ps.started.has(e.c.key)) continue;
      if (!mayChange(e.c, e.fresh, delta, () => sameRefresh(ps.state, e.c, from, to))) into.set(k, e);
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

  constructor(
    private readonly objects: readonly GameObject[],
    private readonly working: WorkingMap,
    private readonly view: View,
    readonly candidate: Candidate,
    private readonly layer: LayerId,
    started: string[] | undefined,
  ) {
    this.set = started;
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
