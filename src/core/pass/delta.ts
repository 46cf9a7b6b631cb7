/**
 * What one application changed (which objects, which characteristics), and whether an
 * effect's instance could see it. An instance — whether the effect exists, what it applies
 * to, what it does — is a function of the characteristics it reads (its footprint, and
 * for a static ability that has not started, its source's record); if an application
 * changed none of them, the instance computed before it still holds. Used to carry
 * instances from one step of a layer to the next, and to skip dependency trials whose
 * outcome is known (613.8a). Never in exhaustive mode, which stays the reference.
 */
import { effectReads, TypeReads } from '../effects/footprint.js';
import type { Op } from '../effects/language/abilities.js';
import { CHARACTERISTIC_FIELDS } from '../effects/language/characteristic-fields.js';
import type { Condition } from '../effects/language/condition.js';
import type { Word } from '../effects/language/references.js';
import type { Selector } from '../effects/language/selector.js';
import type { Working } from '../effects/ops.js';
import { type EffectContext, resolveWord } from '../effects/view.js';
import { correlates, hasCorrelatedSubtype, subtypeFamily } from '../model/subtypes.js';
import type { Candidate } from './candidate.js';

/** Objects an application changed, and the union of the fields that changed on them ('*': some other property). */
export interface Delta {
  ids: ReadonlySet<string>;
  fields: ReadonlySet<string>;
  /** The operations applied, to tell which types, subtypes and supertypes they can change (`touches`); absent: any. */
  change?: TypeChange | undefined;
}

/** Every property of a working record (Characteristics, controller, cantHave). */
const RECORD_KEYS = [...CHARACTERISTIC_FIELDS, 'loyalty', 'defense', 'cantHave'] as const satisfies readonly (keyof Working)[];

type RecordKey = (typeof RECORD_KEYS)[number];
const keysCache = new WeakMap<ReadonlySet<string>, readonly RecordKey[]>();

/** The record properties among an effect's writes (`writesOfOps`): all of them if it can write anything. */
export function keysWritten(writes: ReadonlySet<string>): readonly RecordKey[] {
  let ks = keysCache.get(writes);
  if (!ks) {
    ks = writes.has('*') ? RECORD_KEYS : RECORD_KEYS.filter((k) => writes.has(k));
    keysCache.set(writes, ks);
  }
  return ks;
}

/**
 * Add to `fields` the properties that differ between two records; true if any does.
 * `keys`: the properties that can differ (those the operations write); default all.
 */
export function recordDiff(a: Working, b: Working, fields: Set<string>, keys: readonly RecordKey[] = RECORD_KEYS): boolean {
  if (a === b) return false;
  let any = false;
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (x !== y && !(Array.isArray(x) && Array.isArray(y) && sameElements(x, y))) {
      fields.add(k);
      any = true;
    }
  }
  return any;
}

/** The same elements in the same order. */
export function sameElements(x: readonly unknown[], y: readonly unknown[]): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

const ALL_WRITES: ReadonlySet<string> = new Set([...RECORD_KEYS, '*']);
const writesCache = new WeakMap<readonly Op[], Map<string, ReadonlySet<string>>>();

/** What one operation can change on a record (a bound on the delta of applying it). */
function opWrites(op: Op, out: Set<string>): void {
  switch (op.op) {
    case 'addTypes':
    case 'setTypes':
      if (op.types && (op.op === 'setTypes' || op.types.length > 0)) out.add('types');
      if (op.supertypes && (op.op === 'setTypes' || op.supertypes.length > 0)) out.add('supertypes');
      // Adding card types other than Land (Opalescence's "is a creature in addition") to a normalized record
      // removes no subtype (205.3d) and gives no intrinsic ability (305.6): the lists are the record's own.
      if (op.op === 'addTypes' && !op.subtypes?.length && !op.types?.includes('Land')) return;
      // normalize (205.3d, 305.6) and 305.7 change subtypes and abilities.
      out.add('subtypes').add('abilities');
      return;
    case 'removeTypes':
      out.add('types').add('supertypes').add('subtypes').add('abilities');
      return;
    case 'allCreatureTypes':
    case 'everyBasicLandType':
    case 'everyLandType':
      out.add('subtypes').add('abilities');
      return;
    case 'setColors':
    case 'addColors':
      out.add('colors');
      return;
    case 'addAbilities':
    case 'addAbilitiesOf':
    case 'removeAbilities':
    case 'cantHave':
      out.add('abilities').add('cantHave');
      return;
    case 'setPT':
    case 'modifyPT':
    case 'switchPT':
      out.add('power').add('toughness');
      return;
    case 'control':
      out.add('controller');
      return;
    default:
      for (const f of ALL_WRITES) out.add(f);
  }
}

/** What an effect's operations in this layer can change. */
export function writesOfOps(ops: readonly Op[], key: string, inLayer: readonly Op[]): ReadonlySet<string> {
  let m = writesCache.get(ops);
  if (!m) {
    m = new Map();
    writesCache.set(ops, m);
  }
  let w = m.get(key);
  if (!w) {
    const s = new Set<string>();
    for (const op of inLayer) opWrites(op, s);
    w = s;
    m.set(key, w);
  }
  return w;
}

/**
 * Layer 4 operations that read and write only the type line and the abilities (205.1a,
 * 205.3d, 305.6-305.7), given the effect's choices: two records with the same type, subtype,
 * supertype and ability lists get the same lists back (`applyCandidate` computes them once).
 */
export const TYPE_LINE_OPS: ReadonlySet<string> = new Set([
  'addTypes',
  'setTypes',
  'removeTypes',
  'allCreatureTypes',
  'everyBasicLandType',
  'everyLandType',
]);

export const NO_DELTA: Delta = { ids: new Set(), fields: new Set() };

const KNOWN: ReadonlySet<string> = new Set(CHARACTERISTIC_FIELDS);

type Reads = ReadonlySet<string> & Pick<TypeReads, 'atoms' | 'wild'>;
const readsCache = new WeakMap<readonly Op[], WeakMap<Selector, Map<Condition | null, Reads>>>();

/** globalReads per candidate (its operations, selector and condition never change): one lookup. */
const readsOfCandidate = new WeakMap<Candidate, Reads>();

/** The fields an effect's selector, condition and operations read, on any object (with the types it tests). */
export function globalReads(c: Candidate): Reads {
  let r = readsOfCandidate.get(c);
  if (!r) {
    r = readsOfDefinition(c);
    readsOfCandidate.set(c, r);
  }
  return r;
}

function readsOfDefinition(c: Candidate): Reads {
  let bySel = readsCache.get(c.ops);
  if (!bySel) {
    bySel = new WeakMap();
    readsCache.set(c.ops, bySel);
  }
  let byCond = bySel.get(c.affects);
  if (!byCond) {
    byCond = new Map();
    bySel.set(c.affects, byCond);
  }
  const key = c.condition ?? null;
  let r = byCond.get(key);
  if (!r) {
    const s = effectReads(c, false, new TypeReads()) as unknown as Set<string> & Reads;
    // A mana value reads the name too (a transformed permanent's front face, 712.8e).
    if (s.has('manaCost')) s.add('name');
    r = s;
    byCond.set(key, r);
  }
  return r;
}

/** The fields a static ability's effect reads on its source to exist and to know "you" (refresh, sameRefresh). */
const SOURCE_FIELDS: ReadonlySet<string> = new Set(['abilities', 'controller', 'name']);

/**
 * Does an application that writes `wb` leave a static ability's source as its effect reads it (its
 * abilities, name and controller), writing only characteristics? Then only the effect's footprint can
 * tell whether it changes the effect (mayChange).
 */
export function leavesSourceAlone(wb: ReadonlySet<string>): boolean {
  for (const f of wb) if (SOURCE_FIELDS.has(f) || !KNOWN.has(f)) return false;
  return true;
}

/**
 * Could the delta change this effect's instance? `fresh`: a static ability's effect that
 * has not started (it is found again on its source each time, 611.3b, 612).
 */
export function mayChange(c: Candidate, fresh: boolean, d: Delta, sourceSame?: () => boolean): boolean {
  if (d.ids.size === 0) return false;
  if (d.fields.has('*')) return true;
  if (fresh && c.ability && d.ids.has(c.ability.objectId) && !sourceSame?.()) return true;
  for (const f of d.fields) if (!KNOWN.has(f)) return true;
  return meets(globalReads(c), d.fields, d.change);
}

/**
 * `mayChange` for many effects and one delta: what depends on the delta alone is found once, and the
 * footprint test once per footprint (effects of one definition share theirs).
 */
export function changeTest(d: Delta): (c: Candidate, fresh: boolean, sourceSame: () => boolean) => boolean {
  if (d.ids.size === 0) return () => false;
  if (d.fields.has('*') || [...d.fields].some((f) => !KNOWN.has(f))) return () => true;
  const byReads = new Map<Reads, boolean>();
  return (c, fresh, sourceSame) => {
    if (fresh && c.ability && d.ids.has(c.ability.objectId) && !sourceSame()) return true;
    const r = globalReads(c);
    let m = byReads.get(r);
    if (m === undefined) {
      m = meets(r, d.fields, d.change);
      byReads.set(r, m);
    }
    return m;
  };
}

/** Layer 4 operations and the context they apply with. */
export type TypeChange = { ops: readonly Op[]; ctx: EffectContext };

/**
 * Could these operations change whether an object has this card type, subtype (`''`: any) or
 * supertype? 205.1a: set types replace the old, set subtypes those of their family (305.7); 205.3d: a
 * subtype needs a card type of its family. With `w`, one operation that only adds is judged on
 * that record (what it has stays).
 */
function touches({ ops, ctx }: TypeChange, kind: string, v: string, w?: Working): boolean {
  for (const op of ops) {
    if (op.op === 'addTypes' || op.op === 'setTypes') {
      const set = op.op === 'setTypes';
      const one = set || ops.length > 1 ? undefined : w;
      const types = op.types ?? [];
      const subs = (op.subtypes ?? []).map((x) => resolveWord(x, ctx));
      const fam = subtypeFamily(v);
      if (kind === 'types' ? (set ? !!op.types : types.includes(v) && !one?.types.includes(v)) : false) return true;
      if (kind === 'supertypes' ? (set ? !!op.supertypes : !!op.supertypes?.includes(v) && !one?.supertypes.includes(v)) : false)
        return true;
      if (kind !== 'subtypes') continue;
      if (one && v !== '') {
        if (
          !hasCorrelatedSubtype(one.types, one.subtypes, v) &&
          hasCorrelatedSubtype([...one.types, ...types], [...one.subtypes, ...(subs as string[])], v)
        )
          return true;
      } else if (
        v === '' ||
        subs.includes(v) ||
        (set && (!!op.types || subs.some((x) => x !== undefined && subtypeFamily(x) === fam))) ||
        (fam !== 'other' && types.some((t) => correlates([t], v)))
      )
        return true;
    } else if (op.op === 'allCreatureTypes' || op.op === 'everyLandType' || op.op === 'everyBasicLandType') {
      if (kind === 'subtypes' && (v === '' || subtypeFamily(v) === (op.op === 'allCreatureTypes' ? 'creature' : 'land'))) return true;
    } else return true;
  }
  return false;
}

const TYPE_FIELDS: ReadonlySet<string> = new Set(['types', 'subtypes', 'supertypes']);

/** Per reads and operations: whether the operations can change a type the reads test, by the chosen words the operations name. */
const touchedCache = new WeakMap<Reads, WeakMap<readonly Op[], Map<string, boolean>>>();

/** Can these operations change one of the types, subtypes or supertypes `r` tests (on some object)? Kept per definition. */
function atomsTouched(r: Reads, change: TypeChange): boolean {
  let byOps = touchedCache.get(r);
  if (!byOps) {
    byOps = new WeakMap();
    touchedCache.set(r, byOps);
  }
  let byWords = byOps.get(change.ops);
  if (!byWords) {
    byWords = new Map();
    byOps.set(change.ops, byWords);
  }
  const words = chosenWords(change.ops, change.ctx);
  let t = byWords.get(words);
  if (t === undefined) {
    t = r.atoms.some(([k, v]) => touches(change, k, v));
    byWords.set(words, t);
  }
  return t;
}

/** The chosen words (resolveWord) among type-line operations' subtypes, as they read now: '' if they name none. */
export function chosenWords(ops: readonly Op[], ctx: EffectContext): string {
  let k = '';
  for (const op of ops)
    if ((op.op === 'addTypes' || op.op === 'setTypes' || op.op === 'removeTypes') && op.subtypes)
      for (const x of op.subtypes as readonly Word[]) if (typeof x !== 'string') k += `${resolveWord(x, ctx)}|`;
  return k;
}

/**
 * Could an effect that writes the fields `wb` with these operations change anything an effect
 * reading `r` reads, on any object (on `records`, the objects it applies to, if given)?
 */
export function meets(r: Reads, wb: ReadonlySet<string>, change?: TypeChange, records?: () => Iterable<Working | undefined>): boolean {
  if (wb.has('*')) return true;
  let types = false;
  for (const f of wb) {
    if (!r.has(f)) continue;
    if (!TYPE_FIELDS.has(f) || r.wild || !change) return true;
    types = true;
  }
  if (!types || !atomsTouched(r, change as TypeChange)) return false;
  if (!records) return true;
  // `touches` reads a record's type, subtype and supertype lists only: records share lists, so each set is judged once.
  const seen: Working[] = [];
  for (const w of records()) {
    if (!w || seen.some((x) => x.types === w.types && x.subtypes === w.subtypes && x.supertypes === w.supertypes)) continue;
    if (r.atoms.some(([k, v]) => touches(change as TypeChange, k, v, w))) return true;
    if (seen.length < 16) seen.push(w);
  }
  return false;
}
