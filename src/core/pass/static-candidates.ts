/**
 * The effects of objects' static abilities (604, 611.3): which effects an ability generates,
 * their candidates per object (kept across passes while what they read is the same), and the
 * current version of a static ability's effect (its text may have changed, 612).
 */

import type { AbilityDef, StaticEffectDef } from '../effects/language/abilities.js';
import type { LayerId } from '../effects/layers.js';
import type { Working } from '../effects/ops.js';
import { existsForEffects, objectById } from '../effects/view.js';
import { keywordStaticEffects } from '../model/keyword-meanings.js';
import { compareTimestamps, type GameObject, type Timestamp } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { type Candidate, opsIn, viewOf } from './candidate.js';
import type { PassState, StaticEntry } from './pass-state.js';
import type { WorkingMap } from './working-map.js';

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
export function slotEntry(ps: PassState, obj: GameObject, slot: number, aligned: boolean): StaticEntry | null {
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

export function entryInLayer(r: StaticEntry, layer: LayerId): Candidate[] {
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
export function allStaticCandidates(obj: GameObject, w: Working): Candidate[] {
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

/** The current version of a static ability's effect, or null if it no longer exists. */
export function refresh(c: Candidate, state: GameState, working: WorkingMap): Candidate | null {
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
