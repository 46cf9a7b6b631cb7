/**
 * Effects that are interchangeable in the dependency analysis of one step (613.8a): static abilities'
 * effects of one definition that read nothing of their own source but its record, on sources with the
 * same record and the same state. Swapping two such effects changes neither what a trial of one does to
 * the board nor how another effect reads it, so whether `a` depends on `b` is one answer per pair of
 * classes: the order trials one representative per class and gives its answer to every member
 * (order.ts). Their order among themselves stays their timestamps' (613.7): only the answers are shared.
 */

import { nonLocal } from '../effects/local-keys.js';
import type { Working } from '../effects/ops.js';
import { objectById } from '../effects/view.js';
import type { GameObject } from '../model/objects.js';
import { type Candidate, type Inst, viewOf } from './candidate.js';
import type { PassState } from './pass-state.js';

/**
 * Keys that read the effect's own source or a number chosen for it (with every key that relates objects,
 * non-local-keys: its targets, what it is attached to): an effect that uses one may do something else
 * for another source, so it is never grouped. Nor one that grants abilities or copies (the result names
 * the effect that applied it).
 */
const SOURCE_KEYS =
  /^(self|source|other|attached|where|x|thisWay|rollResult|rolled|costPaid|manaSpentToCast|addAbilities|addAbilitiesOf|copy)$/;

function usesSource(data: unknown): boolean {
  return (
    JSON.stringify(data, (k, v) => (SOURCE_KEYS.test(k) || SOURCE_KEYS.test(v) ? undefined : v)) !== JSON.stringify(data) || nonLocal(data)
  );
}

/** Per definition (its operations, with the selector and condition they were judged with): can its effects be grouped? */
const groupable = new WeakMap<object, [unknown, unknown, boolean]>();

function definitionGroupable(c: Candidate): boolean {
  const hit = groupable.get(c.ops);
  if (hit && hit[0] === c.affects && hit[1] === c.condition) return hit[2];
  const r = 'all' in c.affects && !usesSource([c.affects, c.ops, c.condition]);
  groupable.set(c.ops, [c.affects, c.condition, r]);
  return r;
}

/** What an object is apart from its identity and timestamp, per object (objects don't change during a pass). */
const stateOf = new WeakMap<GameObject, string>();

function objectState(o: GameObject): string {
  let s = stateOf.get(o);
  if (s === undefined) {
    const { id: _id, incarnation: _inc, timestamp: _ts, card, ...rest } = o;
    s = `${card.name}|${JSON.stringify(rest)}`;
    stateOf.set(o, s);
  }
  return s;
}

/** The classes of one step of one layer: numbers, found when first asked for (the working map does not change meanwhile). */
export class Interchangeable {
  private readonly classes = new Map<string, number>();
  private readonly records = new Map<Working, number>();
  private readonly known = new Map<Candidate, number | null>();

  constructor(
    private readonly ps: PassState,
    private readonly instanceOf: (c: Candidate) => Inst | null,
  ) {}

  /** The class of `c`, or null when it is grouped with no other (its answers are its own). */
  of(c: Candidate): number | null {
    let k = this.known.get(c);
    if (k === undefined) {
      k = this.find(c);
      this.known.set(c, k);
    }
    return k;
  }

  private find(c: Candidate): number | null {
    const ps = this.ps;
    if (c.kind !== 'static' || !c.ability || c.locked || c.cda || ps.started.has(c.key)) return null;
    if (c.ctx.targets.length > 0 || (c.ctx.created?.length ?? 0) > 0 || c.ctx.x !== undefined) return null;
    const inst = this.instanceOf(c);
    if (!inst || !definitionGroupable(inst.candidate) || !definitionGroupable(c)) return null;
    const src = c.ability.objectId;
    const w = ps.working.get(src);
    const obj = objectById(viewOf(ps.state, ps.working), src);
    if (!w || !obj) return null;
    let r = this.records.get(w);
    if (r === undefined) {
      r = this.records.size;
      this.records.set(w, r);
    }
    const cur = inst.candidate;
    const key = `${r}|${c.ability.abilityKey}|${c.ability.index}|${objectState(obj)}|${JSON.stringify(cur.ctx.choices)}|${cur.ctx.you}|${cur.text}`;
    let n = this.classes.get(key);
    if (n === undefined) {
      n = this.classes.size;
      this.classes.set(key, n);
    }
    return n;
  }
}
