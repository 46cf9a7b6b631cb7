/**
 * A layer in plain timestamp order (613.7), with no dependency trial, when no effect in it
 * can depend on another (613.8a):
 * - layer 2, when every effect gives control to players named without reading the board
 *   (resolved "gain control" and exchanges, 701.12b) and none is a static ability's (whose
 *   "you" is its source's controller): each sets the controller to a fixed player, so the
 *   latest timestamp wins, and none can appear or vanish (the layer writes only controllers);
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
import { evalValue } from '../effects/query.js';
import type { EffectContext, View } from '../effects/view.js';
import { edit } from '../model/characteristics.js';
import type { GameObject } from '../model/objects.js';
import { type Candidate, opsIn, viewOf } from './candidate.js';
import { enumerate } from './candidates.js';
import { globalReads } from './delta.js';
import { instantiate } from './instances.js';
import { markStarted, type PassState } from './pass-state.js';
import { generatesStatic } from './static-candidates.js';
import { countWork } from './work-meter.js';

const LAYERS: ReadonlySet<LayerId> = new Set(['2', '5', '6', '7a', '7b', '7c', '7d']);
/** The operations applied here: they write only the layer's own fields. */
const OPS: ReadonlySet<Op['op']> = new Set(['control', 'setColors', 'addColors', 'setPT', 'modifyPT', 'switchPT']);

/**
 * An effect this path applies: in layer 6, a plain grant of abilities that make no effect; in layer 2, not a
 * static ability's (its "you" is its source's controller, which another effect of the layer may change, 613.8a).
 */
function fitsEffect(c: Candidate, layer: LayerId): boolean {
  if (layer === '2' && c.kind === 'static') return false;
  return opsIn(c, layer).every((op) => fitsOp(op, layer));
}

/** Operations that only set fields (power, toughness; the controller) to a value, and the bits of those fields. */
const SETS: ReadonlySet<Op['op']> = new Set(['setPT', 'control']);
const POWER = 1;
const TOUGHNESS = 2;
const CONTROLLER = 4;

/** The fields these operations set. */
function fieldsSet(ops: readonly Op[]): number {
  let bits = 0;
  for (const op of ops) {
    if (op.op === 'setPT') bits |= (op.power !== undefined ? POWER : 0) | (op.toughness !== undefined ? TOUGHNESS : 0);
    else if (op.op === 'control') bits |= CONTROLLER;
  }
  return bits;
}

/** Set the fields of `w` that `final` doesn't list yet (a later effect set those), by these operations; the fields set by now. */
function setFields(view: View, ctx: EffectContext, env: ApplyEnv, w: Working, obj: GameObject, ops: readonly Op[], final: number): number {
  let done = final;
  for (const op of ops) {
    if (op.op === 'setPT') {
      if (op.power !== undefined && !(done & POWER)) {
        w.power = evalValue(view, ctx, op.power, obj);
        done |= POWER;
      }
      if (op.toughness !== undefined && !(done & TOUGHNESS)) {
        w.toughness = evalValue(view, ctx, op.toughness, obj);
        done |= TOUGHNESS;
      }
    } else if (op.op === 'control' && !(done & CONTROLLER) && changeInPlace(view, ctx, env, w, obj, op)) done |= CONTROLLER;
  }
  return done;
}

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
  const fits = (c: Candidate) => !reads(c) && fitsEffect(c, layer);
  const all = enumerate(ps, layer, new Set());
  if (!all.every(fits)) return false;
  const present: { c: Candidate; inst: Inst }[] = [];
  countWork(all.length);
  for (const c of all) {
    const inst = instantiate(ps, c, layer, ps.working);
    if (!inst) continue;
    countWork(inst.affected.length);
    if (inst.candidate !== c && !fits(inst.candidate)) return false;
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
  /** The object's record for this layer: its own copy (made the first time), changed in place. */
  const own = (i: number, id: string): Working | undefined => {
    let w = copies?.[i] ?? from.at(i, id);
    if (!w) return undefined;
    if (owned[i] !== w) {
      w = edit(w, {});
      owned[i] = w;
      copies ??= new Array(objects.length);
      copies[i] = w;
    }
    return w;
  };
  /** Each effect's objects, by slot (the places the board scan found them at, if it did: no id lookup per object). */
  const eachObject = (inst: Inst, f: (i: number, id: string) => void) => {
    const list = inst.affected;
    const places = inst.slots;
    for (let k = 0; k < list.length; k++) {
      const id = list[k] as string;
      const i = places ? places[k] : from.slotOf(id);
      if (i !== undefined) f(i, id);
    }
  };
  if (order.every((inst) => opsIn(inst.candidate, layer).every((op) => SETS.has(op.op)))) {
    // Every operation sets fields to values that read nothing the layer writes: each field of an object is
    // the last value set (613.7). From the latest effect back, a field set once is final; earlier sets of it are skipped.
    const final: number[] = new Array(objects.length).fill(0);
    for (let step = order.length - 1; step >= 0; step--) {
      const inst = order[step] as Inst;
      const cur = inst.candidate;
      const ops = opsIn(cur, layer);
      const env: ApplyEnv = { effectKey: cur.key, timestamp: cur.timestamp, copyValues: cur.copyValues };
      const need = fieldsSet(ops);
      eachObject(inst, (i, id) => {
        if (((final[i] as number) & need) === need) return;
        const w = own(i, id);
        if (w) final[i] = setFields(view, cur.ctx, env, w, objects[i] as GameObject, ops, final[i] as number);
      });
    }
  } else {
    /** The step that last changed each object: an object listed twice in one set changes once. */
    // A plain array: a typed one is allocated outside the heap, which costs more than this whole layer on a small board.
    const lastStep: number[] = new Array(objects.length).fill(-1);
    order.forEach((inst, step) => {
      const cur = inst.candidate;
      const ops = opsIn(cur, layer);
      const env: ApplyEnv = { effectKey: cur.key, timestamp: cur.timestamp, copyValues: cur.copyValues };
      eachObject(inst, (i, id) => {
        if (lastStep[i] === step) return;
        const w = own(i, id);
        if (!w) return;
        lastStep[i] = step;
        for (const op of ops) changeInPlace(view, cur.ctx, env, w, objects[i] as GameObject, op);
      });
    });
  }
  for (const inst of order) {
    ps.log?.push({ layer, candidate: inst.candidate, before: from, pool: null });
    // 613.6: its set is kept for the later layers of the pass.
    markStarted(ps, inst.candidate, inst.affected, layer);
  }
  if (copies) ps.working = from.withSlots(copies);
  return true;
}
