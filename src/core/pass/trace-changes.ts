/**
 * A trace step's changes as the pass records them: compact, one flat list per application
 * (object, field, value before, value after, for each field whose value is no longer the same
 * one), turned into `Change` objects only when something reads them. An anthem over 8,000
 * creatures costs the pass a few pushes per creature, not an object per change; the JSON
 * output reads the compact list directly (`eachChange`), and `step.changes` expands it once
 * on first read, so the trace's shape stays the documented one.
 */
import type { Working } from '../effects/ops.js';
import type { Change } from './trace.js';

/**
 * Flat: object, field, before, after — repeated. Values are the records' own (lists are never
 * changed in place), abilities as their texts; a field whose two values are different lists
 * with the same items is listed here and dropped when read (`sameValue`).
 */
export type RawChanges = unknown[];

/** An ability list's texts, made once per list (records share their lists). */
const textsOf = new WeakMap<Working['abilities'], string[]>();

function abilityTexts(list: Working['abilities']): string[] {
  let texts = textsOf.get(list);
  if (texts === undefined) {
    texts = list.map((a) => a.def.text);
    textsOf.set(list, texts);
  }
  return texts;
}

/**
 * Record what one application changed on one object: each field whose value is not the same one,
 * in the order of CHARACTERISTIC_FIELDS (written out: a loop over the names reads each record
 * through a keyed lookup, several times slower on a million changes).
 */
export function recordChanges(raw: RawChanges, id: string, before: Working, after: Working): void {
  if (before.name !== after.name) raw.push(id, 'name', before.name, after.name);
  if (before.manaCost !== after.manaCost) raw.push(id, 'manaCost', before.manaCost, after.manaCost);
  if (before.colors !== after.colors) raw.push(id, 'colors', before.colors, after.colors);
  if (before.types !== after.types) raw.push(id, 'types', before.types, after.types);
  if (before.subtypes !== after.subtypes) raw.push(id, 'subtypes', before.subtypes, after.subtypes);
  if (before.supertypes !== after.supertypes) raw.push(id, 'supertypes', before.supertypes, after.supertypes);
  if (before.abilities !== after.abilities) raw.push(id, 'abilities', abilityTexts(before.abilities), abilityTexts(after.abilities));
  if (before.power !== after.power) raw.push(id, 'power', before.power, after.power);
  if (before.toughness !== after.toughness) raw.push(id, 'toughness', before.toughness, after.toughness);
  if (before.controller !== after.controller) raw.push(id, 'controller', before.controller, after.controller);
}

/** Two values of a field that read the same (the same JSON: two lists with the same items). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every change of a compact list, in order, less the fields whose values read the same. */
export function eachRawChange(raw: RawChanges, visit: (object: string, field: string, before: unknown, after: unknown) => void): void {
  for (let i = 0; i < raw.length; i += 4) {
    const before = raw[i + 2];
    const after = raw[i + 3];
    // Values of one field that are not the same one differ, unless both are lists (sameValue).
    if (typeof before === 'object' && typeof after === 'object' && sameValue(before, after)) continue;
    visit(raw[i] as string, raw[i + 1] as string, before, after);
  }
}

function expand(raw: RawChanges): Change[] {
  const out: Change[] = [];
  eachRawChange(raw, (object, field, before, after) => {
    out.push({ object, field, before, after });
  });
  return out;
}

/** The compact changes of the steps that still have them (a step whose `changes` was assigned has none). */
const rawOf = new WeakMap<object, RawChanges>();

/**
 * Give `step` its `changes`: an own, enumerable property (so `JSON.stringify`, spreads and deep
 * equality see it where it always was, last) whose value is expanded from `raw` on first read.
 */
export function withChanges<T extends object>(step: T, raw: RawChanges): T & { changes: Change[] } {
  let expanded: Change[] | undefined;
  rawOf.set(step, raw);
  Object.defineProperty(step, 'changes', {
    enumerable: true,
    configurable: true,
    get: () => {
      expanded ??= expand(raw);
      return expanded;
    },
    set: (value: Change[]) => {
      rawOf.delete(step);
      expanded = value;
    },
  });
  return step as T & { changes: Change[] };
}

/** A step's compact changes, if it still has them (made by `withChanges`, `changes` not assigned since). */
export function compactChanges(step: object): RawChanges | undefined {
  return rawOf.get(step);
}

/**
 * Visit a step's changes without making `Change` objects when the step still has its compact
 * list (steps made by `withChanges`); otherwise its `changes` as they are.
 */
export function eachChange(
  step: { changes: readonly Change[] },
  visit: (object: string, field: string, before: unknown, after: unknown) => void,
): void {
  const raw = rawOf.get(step);
  if (raw !== undefined) eachRawChange(raw, visit);
  else for (const c of step.changes) visit(c.object, c.field, c.before, c.after);
}
