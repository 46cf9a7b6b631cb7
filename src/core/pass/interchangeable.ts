/**
 * Effects that are interchangeable in the dependency analysis of one step (613.8a): static abilities'
 * effects of one definition that read nothing of their own source but its record, on sources with the
 * same record and the same state. Swapping two such effects changes neither what a trial of one does to
 * the board nor how another effect reads it, so whether `a` depends on `b` is one answer per pair of
 * classes: the order trials one representative per class and gives its answer to every member
 * (order.ts). Their order among themselves stays their timestamps' (613.7): only the answers are shared.
 */
import type { Working } from '../effects/ops.js';
import { objectById } from '../effects/view.js';
import type { GameObject } from '../model/objects.js';
import { type Candidate, type Inst, viewOf } from './candidate.js';
import type { PassState } from './pass-state.js';

/**
 * Keys of the effect language that read the effect's own source, what it is attached to, its targets
 * or objects it names, or a number chosen for it: an effect that uses one may do something else for
 * another source, so it is never grouped.
 */
const SOURCE_KEYS: ReadonlySet<string> = new Set([
  'self',
  'source',
  'other',
  'attached',
  'where',
  'attachedBySource',
  'attachedObject',
  'attachedTo',
  'attachedBy',
  'equipped',
  'target',
  'targets',
  'isTarget',
  'chosenObject',
  'createdTokens',
  'exiledWith',
  'pairedWith',
  'is',
  'shares',
  'thisWay',
  'costPaid',
  'manaSpentToCast',
  'x',
]);

/** Operations whose result names the effect that applied them (granted abilities, copies): never grouped. */
const NAMING_OPS: ReadonlySet<string> = new Set(['addAbilities', 'addAbilitiesOf', 'copy']);

function usesSource(data: unknown, depth = 0): boolean {
  if (data === null || typeof data !== 'object') return false;
  if (depth > 64) return true;
  if (Array.isArray(data)) return data.some((x) => usesSource(x, depth + 1));
  for (const [k, v] of Object.entries(data as Record<string, unknown>)) if (SOURCE_KEYS.has(k) || usesSource(v, depth + 1)) return true;
  return false;
}

/** Per definition (its operations, selector and condition as found on the source): can its effects be grouped? */
const groupable = new WeakMap<object, WeakMap<object, Map<unknown, boolean>>>();

function definitionGroupable(c: Candidate): boolean {
  let bySel = groupable.get(c.ops);
  if (!bySel) {
    bySel = new WeakMap();
    groupable.set(c.ops, bySel);
  }
  let byCond = bySel.get(c.affects);
  if (!byCond) {
    byCond = new Map();
    bySel.set(c.affects, byCond);
  }
  const key = c.condition ?? null;
  let r = byCond.get(key);
  if (r === undefined) {
    r =
      'all' in c.affects &&
      !c.ops.some((op) => NAMING_OPS.has(op.op)) &&
      !usesSource(c.affects) &&
      !usesSource(c.ops) &&
      !usesSource(c.condition ?? null);
    byCond.set(key, r);
  }
  return r;
}

/** What an object is apart from its identity and timestamp: what a filter or a refresh can read of it besides its record. */
const stateOf = new WeakMap<GameObject, string>();
const cardIds = new WeakMap<object, number>();
let nextCard = 0;

function objectState(o: GameObject): string {
  let s = stateOf.get(o);
  if (s === undefined) {
    let card = cardIds.get(o.card);
    if (card === undefined) {
      card = nextCard++;
      cardIds.set(o.card, card);
    }
    const { id: _id, incarnation: _inc, timestamp: _ts, card: _card, ...rest } = o;
    s = `${card}|${JSON.stringify(rest)}`;
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
