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
import { type EffectContext, resolveWord } from '../effects/query.js';
import type { Condition, Op, Selector } from '../effects/types.js';
import type { Working } from '../ops.js';
import { BASIC_LAND_TYPES, CREATURE_TYPES, correlates, hasCorrelatedSubtype, LAND_TYPES, subtypeFamily } from '../subtypes.js';
import type { Candidate } from './candidates.js';

/** Objects an application changed, and the union of the fields that changed on them ('*': some other property). */
export interface Delta {
  ids: ReadonlySet<string>;
  fields: ReadonlySet<string>;
  /** Which types, subtypes and supertypes the effect can add or remove (`typeWrites`); absent: unknown. */
  atoms?: ReadonlySet<string> | null;
}

/** Every property of a working record (Characteristics, controller, cantHave). */
const RECORD_KEYS = [
  'name',
  'manaCost',
  'colors',
  'types',
  'subtypes',
  'supertypes',
  'abilities',
  'power',
  'toughness',
  'loyalty',
  'defense',
  'controller',
  'cantHave',
] as const satisfies readonly (keyof Working)[];

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

function sameElements(x: readonly unknown[], y: readonly unknown[]): boolean {
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

export const NO_DELTA: Delta = { ids: new Set(), fields: new Set() };

const KNOWN = new Set(['name', 'manaCost', 'colors', 'types', 'subtypes', 'supertypes', 'abilities', 'power', 'toughness', 'controller']);

type Reads = ReadonlySet<string> & Pick<TypeReads, 'atoms' | 'wild'>;
const readsCache = new WeakMap<readonly Op[], WeakMap<Selector, Map<Condition | null, Reads>>>();

/** The fields an effect's selector, condition and operations read, on any object (with the types it tests). */
export function globalReads(c: Candidate): Reads {
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

/**
 * Could the delta change this effect's instance? `fresh`: a static ability's effect that
 * has not started (it is found again on its source each time, 611.3b, 612).
 */
export function mayChange(c: Candidate, fresh: boolean, d: Delta, sourceSame?: () => boolean): boolean {
  if (d.ids.size === 0) return false;
  if (d.fields.has('*')) return true;
  if (fresh && c.ability && d.ids.has(c.ability.objectId) && !sourceSame?.()) return true;
  for (const f of d.fields) if (!KNOWN.has(f)) return true;
  return meets(globalReads(c), d.fields, () => d.atoms ?? null);
}

/**
 * Which card types, subtypes and supertypes the operations can add or take away, as
 * `TypeReads` atoms (`type:*`: any; `fam:land`: any land type, 205.1a), or null if not known.
 */
export function typeWrites(ops: readonly Op[], ctx: EffectContext): ReadonlySet<string> | null {
  const out = new Set<string>();
  const add = (kind: string, xs: readonly string[] | undefined) => {
    for (const x of xs ?? []) out.add(`${kind}:${x}`);
  };
  for (const op of ops) {
    if (op.op !== 'addTypes' && op.op !== 'setTypes') {
      if (op.op === 'allCreatureTypes') out.add('fam:creature');
      else if (op.op === 'everyLandType') out.add('fam:land');
      else if (op.op === 'everyBasicLandType') add('sub', BASIC_LAND_TYPES);
      else return null;
      continue;
    }
    const subtypes: string[] = [];
    for (const w of op.subtypes ?? []) {
      const s = resolveWord(w, ctx);
      if (s !== undefined) subtypes.push(s);
    }
    add('sub', subtypes);
    if (op.op === 'addTypes') {
      add('type', op.types);
      add('super', op.supertypes);
      continue;
    }
    // 205.1a: new types replace the old (205.3d: subtypes without their type go); new subtypes replace their family's.
    if (op.types) out.add('type:*').add('sub:*');
    if (op.supertypes) out.add('super:*');
    for (const s of subtypes) out.add(`fam:${subtypeFamily(s)}`);
  }
  return out;
}

/** Could writing this atom change whether the `read` atom holds? A subtype holds only with a card type of its family (205.3d). */
function hits(read: string, w: string): boolean {
  if (read === w) return true;
  const i = read.indexOf(':');
  const kind = read.slice(0, i);
  const v = read.slice(i + 1);
  if (kind !== 'sub') return w === `${kind}:*`;
  if (w.startsWith('sub:') || w.startsWith('fam:')) return v === '*' || w === 'sub:*' || w === `fam:${subtypeFamily(v)}`;
  return w.startsWith('type:') && (v === '*' || w === 'type:*' || (subtypeFamily(v) !== 'other' && correlates([w.slice(5)], v)));
}

const TYPE_FIELDS: ReadonlySet<string> = new Set(['types', 'subtypes', 'supertypes']);

/**
 * Could an effect that writes the fields `wb` (and, of the types, the atoms `atoms()`)
 * change anything an effect reading `r` reads, on any object?
 */
export function meets(r: Reads, wb: ReadonlySet<string>, atoms: () => ReadonlySet<string> | null, noneAdded?: () => boolean): boolean {
  if (wb.has('*')) return true;
  let types = false;
  for (const f of wb) {
    if (!r.has(f)) continue;
    if (!TYPE_FIELDS.has(f) || r.wild) return true;
    types = true;
  }
  if (!types) return false;
  const w = atoms();
  if (w === null) return true;
  for (const a of r.atoms) for (const x of w) if (hits(a, x)) return !noneAdded?.();
  return false;
}

/**
 * Operations that only add types, subtypes or supertypes (addTypes, every…Type): do they add
 * none that `r` tests to any of these records? An atom there stays; the others only appear.
 */
export function addsNone(r: Reads, ops: readonly Op[], ctx: EffectContext, records: Iterable<Working | undefined>): boolean {
  if (r.wild) return false;
  const types: string[] = [];
  const subtypes: string[] = [];
  const supertypes: string[] = [];
  for (const op of ops) {
    if (op.op === 'addTypes') {
      types.push(...(op.types ?? []));
      supertypes.push(...(op.supertypes ?? []));
      for (const w of op.subtypes ?? []) subtypes.push(resolveWord(w, ctx) ?? '');
    } else if (op.op === 'everyBasicLandType') subtypes.push(...BASIC_LAND_TYPES);
    else if (op.op === 'everyLandType') subtypes.push(...LAND_TYPES);
    else if (op.op === 'allCreatureTypes') subtypes.push(...CREATURE_TYPES);
    else return false;
  }
  for (const w of records) {
    if (!w) continue;
    const all = types.length > 0 ? [...w.types, ...types] : w.types;
    for (const a of r.atoms) {
      const i = a.indexOf(':');
      const v = a.slice(i + 1);
      const kind = a.slice(0, i);
      if (kind === 'type' && (w.types.includes(v) || !types.includes(v))) continue;
      if (kind === 'super' && (w.supertypes.includes(v) || !supertypes.includes(v))) continue;
      if (kind !== 'sub') return false;
      if (v === '*') {
        if (types.length + subtypes.length > 0) return false;
      } else if (!hasCorrelatedSubtype(w.types, w.subtypes, v) && hasCorrelatedSubtype(all, [...w.subtypes, ...subtypes], v)) return false;
    }
  }
  return true;
}
