/**
 * Footprints: which characteristics an effect reads (to find what it applies to, whether
 * it exists, and what it does) and which a layer writes. Derived from the effect data
 * itself; used only to skip dependency trials that cannot change anything (613.8).
 */

import type { Op } from './language/abilities.js';
import { CHARACTERISTIC_FIELDS, type CharacteristicField } from './language/characteristic-fields.js';
import type { Condition } from './language/condition.js';
import type { Compare, Filter, Value } from './language/filters-and-values.js';
import type { Selector } from './language/selector.js';
import type { LayerId } from './layers.js';

export type Field = CharacteristicField;

const ALL: readonly Field[] = CHARACTERISTIC_FIELDS;

export function writesOf(layer: LayerId): readonly Field[] {
  switch (layer) {
    case '1a':
    case '1b':
      return ALL;
    case '2':
      return ['controller'];
    case '3':
      return ALL;
    case '4':
      return ['types', 'subtypes', 'supertypes', 'abilities'];
    case '5':
      return ['colors'];
    case '6':
      return ['abilities'];
    case '7a':
    case '7b':
    case '7c':
    case '7d':
      return ['power', 'toughness'];
    default:
      return [];
  }
}

type TypeField = 'types' | 'subtypes' | 'supertypes';

/**
 * Reads that also say which card types, subtypes and supertypes they test (`['types', 'Land']`;
 * a subtype reads the types its family needs too, 205.3d; `''`: a chosen word), or `wild`
 * once anything reads those fields in another way.
 */
export class TypeReads extends Set<Field> {
  readonly atoms: [TypeField, string][] = [];
  wild = false;
  override add(f: Field): this {
    if (f === 'types' || f === 'subtypes' || f === 'supertypes') this.wild = true;
    return super.add(f);
  }
}

/** A filter node that reads only whether one type, subtype or supertype is there. */
function exact(out: Set<Field>, f: TypeField, v: string): void {
  const add = out instanceof TypeReads ? Set.prototype.add : out.add;
  add.call(out, f);
  if (f === 'subtypes') add.call(out, 'types');
  if (out instanceof TypeReads) out.atoms.push([f, v]);
}

function filterReads(f: Filter, out: Set<Field>): void {
  if ('and' in f || 'or' in f) {
    for (const g of 'and' in f ? f.and : f.or) filterReads(g, out);
  } else if ('not' in f) filterReads(f.not, out);
  else if ('type' in f) exact(out, 'types', f.type);
  else if ('subtype' in f) exact(out, 'subtypes', typeof f.subtype === 'string' ? f.subtype : '');
  else if ('supertype' in f) exact(out, 'supertypes', f.supertype);
  else if ('color' in f || 'colorless' in f || 'multicolored' in f) out.add('colors');
  else if ('controller' in f) out.add('controller');
  else if ('hasAbility' in f) out.add('abilities');
  else if ('equipped' in f) out.add('subtypes');
  else if ('modified' in f) out.add('subtypes').add('controller');
  else if ('name' in f) out.add('name');
  else if ('attachedBy' in f) filterReads(f.attachedBy, out);
  else if ('shares' in f) {
    if (f.shares === 'name') out.add('name');
    else if (f.shares === 'controller') out.add('controller');
    else if (f.shares === 'cardType') out.add('types');
    else out.add('subtypes').add('types');
  } else if ('manaValue' in f) {
    out.add('manaCost');
    compareReads(f.manaValue, out);
  } else if ('power' in f) {
    out.add('power');
    compareReads(f.power, out);
  } else if ('toughness' in f) {
    out.add('toughness');
    compareReads(f.toughness, out);
  }
}

function compareReads(c: Compare, out: Set<Field>): void {
  for (const v of [c.eq, c.lt, c.lte, c.gt, c.gte]) if (v !== undefined) valueReads(v, out);
}

export function valueReads(v: Value, out: Set<Field>): void {
  if (typeof v === 'number' || 'x' in v || 'perObject' in v || 'life' in v || 'startingLife' in v || 'handSize' in v || 'countersOn' in v)
    return;
  // Turn history is not a characteristic: no layer changes it within a pass (history.ts).
  if ('manaSpentToCast' in v || 'thisTurn' in v || 'thisWay' in v || 'rollResult' in v) return;
  if ('basicLandTypesAmong' in v) {
    out.add('subtypes').add('types');
    filterReads(v.basicLandTypesAmong, out);
    return;
  }
  if ('colorsAmong' in v) {
    out.add('colors');
    filterReads(v.colorsAmong, out);
    return;
  }
  if ('greatest' in v || 'total' in v) {
    const what = 'greatest' in v ? v.greatest : v.total;
    out.add(what === 'manaValue' ? 'manaCost' : what);
    filterReads(v.among, out);
    return;
  }
  if ('creatureTypesOf' in v) {
    out.add('subtypes');
    return;
  }
  if ('atMost' in v) {
    valueReads(v.atMost[0], out);
    return;
  }
  if ('difference' in v) {
    valueReads(v.difference[0], out);
    valueReads(v.difference[1], out);
    return;
  }
  if ('countersAmong' in v) {
    filterReads(v.countersAmong, out);
    return;
  }
  if ('counterKindsAmong' in v) {
    filterReads(v.counterKindsAmong, out);
    return;
  }
  if ('count' in v) filterReads(v.count, out);
  else if ('devotion' in v) {
    out.add('manaCost');
    filterReads(v.among, out);
  } else if ('cardTypesAmong' in v) {
    out.add('types');
    filterReads(v.cardTypesAmong, out);
  } else if ('manaValue' in v) out.add('manaCost');
  else if ('power' in v) out.add('power');
  else if ('toughness' in v) out.add('toughness');
  else if ('sum' in v) {
    for (const x of v.sum) valueReads(x, out);
  } else if ('times' in v) valueReads(v.times[0], out);
}

export function selectorReads(s: Selector, out: Set<Field>): void {
  if ('all' in s) filterReads(s.all, out);
  else if ('where' in s && s.where) filterReads(s.where, out);
}

export function conditionReads(c: Condition, out: Set<Field>): void {
  if ('and' in c || 'or' in c) {
    for (const d of 'and' in c ? c.and : c.or) conditionReads(d, out);
  } else if ('not' in c) conditionReads(c.not, out);
  else if ('yourTurn' in c || 'designation' in c || 'dayNight' in c || 'costPaid' in c || 'option' in c) return;
  else if ('mostCommonColor' in c) out.add('colors');
  else if ('attachedObject' in c) filterReads(c.attachedObject, out);
  else if ('source' in c) filterReads(c.source, out);
  else if ('target' in c) filterReads(c.filter, out);
  else if ('count' in c) filterReads(c.count, out);
  else if ('compare' in c) {
    valueReads(c.compare[0], out);
    valueReads(c.compare[2], out);
  } else for (const f of ALL) out.add(f);
}

export function opReads(op: Op, out: Set<Field>): void {
  if (op.op === 'setPT' || op.op === 'modifyPT') {
    if (op.power !== undefined) valueReads(op.power, out);
    if (op.toughness !== undefined) valueReads(op.toughness, out);
  } else if (op.op === 'fullText') {
    for (const f of ALL) out.add(f);
  } else if (op.op === 'control') {
    // A player named by id (an exchange's, gainControl's) reads no characteristic, not even "you" (611.2c);
    // "you" is the source's controller (effectReads' static reads) or the resolving spell's, fixed (608.2h).
    if (!(typeof op.player === 'object' && 'player' in op.player)) out.add('controller');
  } else if (op.op === 'maxHandSize') {
    if (op.value !== null) valueReads(op.value, out);
  } else if (op.op === 'addAbilities') {
    if (op.x !== undefined) valueReads(op.x, out);
  } else if (op.op === 'addAbilitiesOf') {
    out.add('abilities');
    selectorReads(op.of, out);
  } else if (op.op === 'custom') {
    for (const f of op.reads) out.add(f);
  }
}

/**
 * What one effect reads. A static ability's effect exists only while its source has
 * the ability (abilities) and "you" is its source's controller (controller).
 */
export function effectReads(
  e: { affects: Selector; ops: readonly Op[]; condition?: Condition | undefined },
  isStatic: boolean,
  out: Set<Field> = new Set<Field>(),
): Set<Field> {
  selectorReads(e.affects, out);
  for (const op of e.ops) opReads(op, out);
  if (e.condition) conditionReads(e.condition, out);
  if (isStatic) out.add('abilities').add('controller');
  return out;
}
