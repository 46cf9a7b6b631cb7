/**
 * The continuous effects that exist at one point of the pass (611.3b, 613.6): the effects
 * that started, floating effects (611.2), and the objects' fixed and static effects, in the
 * order of their timestamps (613.7).
 */
import type { LayerId } from '../effects/layers.js';
import { compareTimestamps, type GameObject } from '../model/objects.js';
import type { FloatingEffect } from '../model/state.js';
import { type Candidate, layersOf } from './candidate.js';
import type { Delta } from './delta.js';
import { fixedCandidates } from './fixed-candidates.js';
import type { PassState, StaticEntry } from './pass-state.js';
import { entryInLayer, slotEntry } from './static-candidates.js';

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

/** The floating effects with a part in this layer, in the state's order: indexed by layer once per pass (the effects don't change during it). */
function floatingCandidates(ps: PassState, layer: LayerId): readonly Candidate[] {
  if (!ps.floatingIn) {
    const index = new Map<LayerId, Candidate[]>();
    for (const e of ps.state.effects) {
      let c = floating.get(e);
      if (!c) {
        c = floatingCandidate(e);
        floating.set(e, c);
      }
      for (const l of layersOf(c)) {
        let list = index.get(l);
        if (!list) {
          list = [];
          index.set(l, list);
        }
        list.push(c);
      }
    }
    ps.floatingIn = index;
  }
  return ps.floatingIn.get(layer) ?? NONE;
}

const NONE: readonly Candidate[] = [];

/** Every effect that exists at this point of the pass and has a part in this layer. */
export function enumerate(ps: PassState, layer: LayerId, done: ReadonlySet<string>, changed?: Delta): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  // The effects that started in an earlier layer and have a part in this one, in the order they started.
  for (const c of ps.startedIn?.get(layer) ?? NONE) {
    if (!done.has(c.key) && !seen.has(c.key)) {
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
