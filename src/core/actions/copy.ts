/** Copiable values (707.2, 613.2c) and copy exceptions (707.9). */

import type { AbilityDef, CopyExcept } from '../effects/language/abilities.js';
import { instancesOf, normalize } from '../model/characteristics.js';
import type { Characteristics } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { subtypeFamily } from '../model/subtypes.js';
import { evaluateFull } from '../pass/evaluate.js';

/** The characteristics of an object after layer 1: what a copy of it copies (613.2c). */
export function copiableValues(state: GameState, id: string): Characteristics | undefined {
  const w = evaluateFull(state, { until: '1b', trace: false }).working.get(id);
  if (!w) return undefined;
  const { controller: _c, cantHave: _h, ...ch } = w;
  return ch;
}

function union<T extends string>(a: readonly T[], b: readonly T[] | undefined): T[] {
  return [...a, ...(b ?? []).filter((x) => !a.includes(x))];
}

function definesPT(def: AbilityDef): boolean {
  return def.kind === 'static' && !!def.cda && def.effects.some((e) => e.ops.some((o) => o.op === 'setPT'));
}

/** 707.9b: exceptions become part of the copiable values; 707.9d: a CDA for a set value isn't copied. */
export function withExceptions(values: Characteristics, except: CopyExcept | undefined, thisAbility?: AbilityDef): Characteristics {
  if (!except) return values;
  const applied = plainExceptions(values, except, thisAbility);
  // 707.9f: "if it's a [type], ..." is decided by the copy's own copiable values.
  return (except.ifType ?? []).reduce((v, c) => (v.types.includes(c.type) ? plainExceptions(v, c.except, thisAbility) : v), applied);
}

/** 205.1a: the card types named replace the others (an instant or sorcery keeps that type); subtypes replace their family's. */
function setTypes(values: Characteristics, set: NonNullable<CopyExcept['setTypes']>): Characteristics {
  const types = set.types
    ? union(
        set.types,
        values.types.filter((t) => t === 'Instant' || t === 'Sorcery'),
      )
    : values.types;
  const named = set.subtypes ?? [];
  const families = new Set(named.map(subtypeFamily));
  const subtypes = union(
    values.subtypes.filter((s) => !families.has(subtypeFamily(s))),
    named,
  );
  // 205.1a: subtypes of a card type the copy no longer has go with it (205.3d).
  return normalize({ ...values, types, subtypes });
}

function plainExceptions(copied: Characteristics, except: CopyExcept, thisAbility?: AbilityDef): Characteristics {
  const values = except.setTypes ? setTypes(copied, except.setTypes) : copied;
  let abilities = values.abilities;
  if (except.setPT) abilities = abilities.filter((a) => !definesPT(a.def));
  const extra: AbilityDef[] = [...(except.addAbilities ?? [])];
  if (except.keepThisAbility && thisAbility) extra.push(thisAbility);
  abilities = [...abilities, ...instancesOf(extra, 'except', { kind: 'printed' })];
  return {
    ...values,
    name: except.name ?? values.name,
    types: union(values.types, except.addTypes?.types),
    subtypes: union(values.subtypes, except.addTypes?.subtypes),
    supertypes: union(values.supertypes, except.addTypes?.supertypes).filter((s) => !(except.removeSupertypes ?? []).includes(s)),
    colors: except.setColors ? [...except.setColors] : union(values.colors, except.addColors),
    power: except.setPT ? except.setPT.power : values.power,
    toughness: except.setPT ? except.setPT.toughness : values.toughness,
    abilities,
  };
}
