/**
 * The state of one layer pass: the working characteristics, the effects that have started
 * (613.6), and the caches the pass keeps across applications.
 */
import { LAYERS, type LayerId } from '../effects/layers.js';
import type { Working } from '../effects/ops.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { type Candidate, type Inst, layersOf } from './candidate.js';
import type { Delta } from './delta.js';
import type { WorkingMap } from './working-map.js';

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
  /** The started effects by the later layers they have a part in, in the order they started (see `markStarted`). */
  startedIn?: Map<LayerId, Candidate[]>;
  /** The floating effects' candidates by layer, in the state's order, made once per pass (candidates.ts). */
  floatingIn?: Map<LayerId, Candidate[]>;
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

/** An instance with what it was computed from (to tell whether a later change can reach it). */
export interface Cached {
  c: Candidate;
  fresh: boolean;
  inst: Inst | null;
}

/**
 * An object's static abilities' candidates, for one list of abilities, controller and name (what
 * they read from its record) and what they read from the object, kept across passes (an action's
 * draft may still change its own copy of an object in place: what is read is compared).
 */
export interface StaticEntry {
  abilities: readonly unknown[];
  controller: string;
  name: string | null;
  all: Candidate[];
  byLayer: Map<LayerId, Candidate[]>;
  object: Pick<GameObject, 'id' | 'timestamp' | 'zone' | 'phasedOut' | 'incarnation' | 'choices'> & { x: unknown };
}

/** 613.6: the effect starts to apply, with this set, unless it had started; indexed by the later layers it has a part in. */
export function markStarted(ps: PassState, candidate: Candidate, affected: string[], layer: LayerId): void {
  if (ps.started.has(candidate.key)) return;
  ps.started.set(candidate.key, { candidate, affected, layer });
  // The pass only goes on to later layers: an effect is listed again only in those (candidates.ts's enumerate).
  const from = LAYERS.indexOf(layer);
  for (const l of layersOf(candidate)) {
    if (LAYERS.indexOf(l) <= from) continue;
    ps.startedIn ??= new Map();
    let list = ps.startedIn.get(l);
    if (!list) {
      list = [];
      ps.startedIn.set(l, list);
    }
    list.push(candidate);
  }
}
