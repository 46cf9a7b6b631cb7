/**
 * A layer in plain timestamp order (613.7), with no dependency trial, when no effect in it
 * can depend on another (613.8a):
 * - layers 5 and 7, when no effect reads what the layer writes (colors, power and
 *   toughness): no effect can appear or vanish during the layer (it writes nothing an
 *   effect's existence reads), and each one's set and values are the same at every step;
 * - layer 6, when every effect only grants abilities (no "where X is", none of them a
 *   static ability that makes an effect) and none reads abilities: a grant takes no
 *   ability away, so every static ability's effect keeps its source's ability (611.3b),
 *   and no new effect appears.
 * The effects apply in timestamp order, characteristic-defining abilities first (613.3,
 * 613.4a), each object's record changed in place once it is the object's own copy (records
 * are shared by objects until then; with the evaluator's log, copied once for each layer).
 * The step-by-step path gives the same records; it stays for the trace (which shows every
 * step) and for the exhaustive reference.
 */

import { writesOf } from '../effects/footprint.js';
import type { Op } from '../effects/language/abilities.js';
import type { LayerId } from '../effects/layers.js';
import { type ApplyEnv, changeInPlace, type Working } from '../effects/ops.js';
import { edit } from '../model/characteristics.js';
import type { GameObject } from '../model/objects.js';
import { type Candidate, opsIn, viewOf } from './candidate.js';
import { enumerate } from './candidates.js';
import { globalReads } from './delta.js';
import { instantiate } from './instances.js';
import type { PassState } from './pass-state.js';
import { generatesStatic } from './static-candidates.js';

const LAYERS: ReadonlySet<LayerId> = new Set(['5', '6', '7a', '7b', '7c', '7d']);
/** The operations applied here: they write only the layer's own fields. */
const OPS: ReadonlySet<Op['op']> = new Set(['setColors', 'addColors', 'setPT', 'modifyPT', 'switchPT']);

/** An operation this path applies: in layer 6, a plain grant of abilities that make no effect. */
function fitsOp(op: Op, layer: LayerId): boolean {
  if (layer !== '6') return OPS.has(op.op);
  return op.op === 'addAbilities' && op.x === undefined && !op.abilities.some(generatesStatic);
}

type Inst = NonNullable<ReturnType<typeof instantiate>>;

/** Apply the layer in timestamp order if nothing in it can depend on anything; false (nothing done) otherwise. */
export function runStraight(ps: PassState, layer: LayerId): boolean {
  if (ps.exhaustive || ps.record !== false || !LAYERS.has(layer)) return false;
  const writes = writesOf(layer);
  const reads = (c: Candidate) => {
    const r = globalReads(c);
    return writes.some((f) => r.has(f));
  };
  const fits = (c: Candidate) => !reads(c) && opsIn(c, layer).every((op) => fitsOp(op, layer));
  const all = enumerate(ps, layer, new Set());
  if (!all.every(fits)) return false;
  const present: { c: Candidate; inst: Inst }[] = [];
  for (const c of all) {
    const inst = instantiate(ps, c, layer, ps.working);
    if (!inst) continue;
    if (!fits(inst.candidate)) return false;
    present.push({ c, inst });
  }
  // 613.3, 613.4a: characteristic-defining abilities first; each group in timestamp order.
  const order = [...present.filter((p) => p.c.cda), ...present.filter((p) => !p.c.cda)].map((p) => p.inst);
  const from = ps.working;
  const objects = ps.state.objects;
  const view = viewOf(ps.state, from);
  // By slot: the record of the object objects[i] is in slot i.
  if (!from.alignedWith(objects)) return false;
  // No effect in this layer: the records stay as they are.
  if (order.length === 0) return true;
  // Records can be shared by objects (evaluate.ts's initial records, apply.ts's shared results): one is
  // copied for its object the first time, then changed in place. Without the evaluator's log nothing
  // reads an earlier map again, so a copy stays the object's own for the pass (ps.owned); with it,
  // earlier maps are read again (order-replay.ts) and a record is copied once for each layer.
  let owned: (Working | undefined)[];
  if (ps.log) owned = new Array(objects.length);
  else {
    ps.owned ??= new Array(objects.length);
    owned = ps.owned;
  }
  let copies: (Working | undefined)[] | null = null;
  /** The step that last changed each object: an object listed twice in one set changes once. */
  // A plain array: a typed one is allocated outside the heap, which costs more than this whole layer on a small board.
  const lastStep: number[] = new Array(objects.length).fill(-1);
  order.forEach((inst, step) => {
    const cur = inst.candidate;
    const ops = opsIn(cur, layer);
    const env: ApplyEnv = { effectKey: cur.key, timestamp: cur.timestamp, copyValues: cur.copyValues };
    const list = inst.affected;
    // The places the board scan found them at, if it did (no id lookup per object).
    const places = inst.slots;
    for (let k = 0; k < list.length; k++) {
      const id = list[k] as string;
      const i = places ? places[k] : from.slotOf(id);
      if (i === undefined || lastStep[i] === step) continue;
      const obj = objects[i] as GameObject;
      // Its copy made earlier in this layer, else its record in the map.
      let w = copies?.[i] ?? from.at(i, id);
      if (!w) continue;
      if (owned[i] !== w) {
        w = edit(w, {});
        owned[i] = w;
        copies ??= new Array(objects.length);
        copies[i] = w;
      }
      lastStep[i] = step;
      for (const op of ops) changeInPlace(view, cur.ctx, env, w, obj, op);
    }
    ps.log?.push({ layer, candidate: cur, before: from, pool: null });
    // 613.6: its set is kept for the later layers of the pass.
    if (!ps.started.has(cur.key)) ps.started.set(cur.key, { candidate: cur, affected: inst.affected, layer });
  });
  if (copies) ps.working = from.withSlots(copies);
  return true;
}
