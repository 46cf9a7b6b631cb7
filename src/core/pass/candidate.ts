/**
 * A continuous effect as the pass handles it (a candidate: its source, timestamp, context, what
 * it applies to and its operations), and an instance of it at one point of the pass (613.8a:
 * whether it exists, what it applies to and what it does).
 */

import type { Op } from '../effects/language/abilities.js';
import type { Condition } from '../effects/language/condition.js';
import type { Selector } from '../effects/language/selector.js';
import type { LayerId } from '../effects/layers.js';
import { layerOf } from '../effects/layers.js';
import type { EffectContext, View } from '../effects/view.js';
import type { Characteristics, ObjectRef, Timestamp } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { EffectSummary } from './trace.js';
import type { WorkingMap } from './working-map.js';

/** A continuous effect that exists at some point of the pass (611.3b, 613.6). */
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

export interface Instance {
  /** The effect's definition as it reads now (a text change alters it, 612). */
  def: string;
  affected: string[];
  params: string;
  /** Is this object among `affected` (without listing them all when one test can tell)? */
  has(id: string): boolean;
  /** The places in the board (objects' slots) of `affected`, in its order, when they are known. */
  readonly slots?: readonly number[] | undefined;
  /**
   * Is `affected` every object in board order that a local filter matches (local-keys.ts: it reads each
   * object's own record, the source's and the game only)? Then two instances of one effect on maps that
   * differ in a few records (not the source's) have the same set when they agree on those objects.
   */
  readonly local?: boolean;
}

/** An instance with the candidate it was made from. */
export type Inst = Instance & { candidate: Candidate };

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

/** The layers an effect has operations in, per operations list and characteristic-defining status. */
const layersByOps = new WeakMap<readonly Op[], { cda?: readonly LayerId[]; plain?: readonly LayerId[] }>();

/** The layers an effect has a part in (613.6: one effect may apply in several), each once, in no particular order. */
export function layersOf(c: { ops: readonly Op[]; cda: boolean }): readonly LayerId[] {
  let m = layersByOps.get(c.ops);
  if (!m) {
    m = {};
    layersByOps.set(c.ops, m);
  }
  const k = c.cda ? 'cda' : 'plain';
  let r = m[k];
  if (!r) {
    r = [...new Set(c.ops.map((op) => layerOf(op, c.cda)))];
    m[k] = r;
  }
  return r;
}
