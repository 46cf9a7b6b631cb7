/**
 * Small constructors for writing card abilities in the effect language. They only build
 * plain data (the shapes of src/core/effects/language/); nothing here is evaluated.
 */
import type { AbilityDef, AsEnters, Op, Resolution, ResolvedEffectDef, StaticEffectDef } from '../../core/effects/language/abilities.js';
import type { Condition } from '../../core/effects/language/condition.js';
import type { Duration } from '../../core/effects/language/duration.js';
import type { Filter, Value } from '../../core/effects/language/filters-and-values.js';
import type { ColorWord, Word } from '../../core/effects/language/references.js';
import type { Selector } from '../../core/effects/language/selector.js';

export type Defs = Record<string, AbilityDef[]>;

// ---- abilities --------------------------------------------------------------------------

/**
 * A keyword ability (702); `text` is the keyword as Oracle capitalises it ("First strike"),
 * `keyword` what keywordOf (../parse.ts) reads from it: the text in lower case, but a keyword
 * with a parameter is named without it ("Equip {1}" → "equip"). Not read here with keywordOf, so
 * that the catalog's bundle doesn't ship the keyword lists (issue #9); a test checks every keyword
 * ability of the definitions against keywordOf.
 */
export function kw(text: string, keyword: string = text.toLowerCase()): AbilityDef {
  return { kind: 'keyword', text, keyword };
}

/** An ability of this kind with its Oracle text, and what it does as it resolves when given. */
function ability(kind: 'text' | 'mana' | 'triggered' | 'activated' | 'spell' | 'replacement') {
  return (t: string, resolve?: Resolution): AbilityDef =>
    (resolve === undefined ? { kind, text: t } : { kind, text: t, resolve }) as AbilityDef;
}

/** Oracle wording the engine lists but does not execute. */
export const text: (t: string) => AbilityDef = ability('text');

export const mana: (t: string) => AbilityDef = ability('mana');

export const trig: (t: string, resolve?: Resolution) => AbilityDef = ability('triggered');

export const act: (t: string, resolve?: Resolution) => AbilityDef = ability('activated');

export const spell: (t: string, resolve?: Resolution) => AbilityDef = ability('spell');

/** A static ability (604.1) generating one or more continuous effects (611.3). */
export function stat(t: string, ...effects: StaticEffectDef[]): AbilityDef {
  return { kind: 'static', text: t, effects };
}

/** A static ability generating one continuous effect: on the objects `affects` designates, these operations. */
export function statOn(t: string, affects: Selector, ...ops: Op[]): AbilityDef {
  return stat(t, eff(affects, ...ops));
}

/** A characteristic-defining ability setting power and toughness (604.3, layer 7a); works in all zones. */
export function ptCda(t: string, power: Value, toughness: Value): AbilityDef {
  return { kind: 'static', text: t, cda: true, zones: 'all', effects: [{ affects: SELF, ops: [setPT(power, toughness)] }] };
}

/** A 613.11 rules effect whose text is the Oracle sentence. */
export function rule(t: string): AbilityDef {
  return stat(t, { affects: { game: true }, ops: [{ op: 'rule', text: t }] });
}

export function asEnters(t: string, a: AsEnters): AbilityDef {
  return { kind: 'replacement', text: t, asEnters: a };
}

/** "As this ... enters, choose a creature type." and the like (614.12). */
export function choose(t: string, ...kinds: NonNullable<AsEnters['choose']>): AbilityDef {
  return asEnters(t, { choose: kinds });
}

/** A replacement effect the engine does not execute. */
export const replacement: (t: string) => AbilityDef = ability('replacement');

// ---- selectors and filters -----------------------------------------------------------------

export const SELF: Selector = { self: true };
export const ATTACHED: Selector = { attached: true };
export const T0: Selector = { target: 0 };
export const T1: Selector = { target: 1 };

export function attachedWhere(where: Filter): Selector {
  return { attached: true, where };
}

export function all(...filters: Filter[]): Selector {
  return { all: filters.length === 1 ? (filters[0] as Filter) : { and: filters } };
}

export function and(...filters: Filter[]): Filter {
  return { and: filters };
}

export function or(...filters: Filter[]): Filter {
  return { or: filters };
}

export function not(filter: Filter): Filter {
  return { not: filter };
}

export function type(t: string): Filter {
  return { type: t };
}

export function sub(s: Word): Filter {
  return { subtype: s };
}

export function color(c: ColorWord): Filter {
  return { color: c };
}

/** Matches every object. */
export const ANY: Filter = { and: [] };
export const CREATURE: Filter = type('Creature');
export const LAND: Filter = type('Land');
export const ARTIFACT: Filter = type('Artifact');
export const ENCHANTMENT: Filter = type('Enchantment');
export const YOURS: Filter = { controller: 'you' };
export const OTHER: Filter = { other: true };
export const CREATURES_YOU_CONTROL: Selector = all(CREATURE, YOURS);
export const ALL_CREATURES: Selector = all(CREATURE);

export const CHOSEN_COLOR: ColorWord = { chosen: 'color' };
export const CHOSEN_TYPE: Word = { chosen: 'creatureType' };

/**
 * "[objects] you control. The same is true for [spells] you control and [cards] you own that
 * aren't on the battlefield." (Conspiracy, Maskwood Nexus, Encroaching Mycosynth.)
 */
export function everywhereYours(permanent: Filter, spell: Filter, card: Filter): Selector {
  return {
    all: or(
      and({ zone: 'battlefield' }, YOURS, permanent),
      and({ zone: 'stack' }, YOURS, spell),
      and({ zone: ['hand', 'library', 'graveyard', 'exile', 'command'] }, { owner: 'you' }, card),
    ),
    zones: 'all',
  };
}

// ---- operations ------------------------------------------------------------------------------

export function pump(power: Value, toughness: Value): Op {
  return { op: 'modifyPT', power, toughness };
}

/** Base power and toughness (7b; 7a when the ability is a CDA). */
export function setPT(power: Value, toughness: Value): Op {
  return { op: 'setPT', power, toughness };
}

export function grant(...abilities: AbilityDef[]): Op {
  return { op: 'addAbilities', abilities };
}

/** 107.3: grants abilities "..., where X is [x]"; each affected object's X is written into them. */
export function grantWhereX(x: Value, ...abilities: AbilityDef[]): Op {
  return { op: 'addAbilities', abilities, x };
}

/** Grants keyword abilities by their Oracle capitalisation. */
export function grantKw(...keywords: string[]): Op {
  return grant(...keywords.map((k) => kw(k)));
}

export const LOSE_ALL: Op = { op: 'removeAbilities', all: true };

export function lose(...keywords: string[]): Op {
  return { op: 'removeAbilities', keywords };
}

/** "in addition to its other types" / "still a land" (205.1b). */
export function addTypes(types: string[], subtypes?: Word[], supertypes?: string[]): Op {
  return {
    op: 'addTypes',
    types,
    ...(subtypes === undefined ? {} : { subtypes }),
    ...(supertypes === undefined ? {} : { supertypes }),
  };
}

export function addSubtypes(...subtypes: Word[]): Op {
  return { op: 'addTypes', subtypes };
}

/** Replaces every card type (205.1a), and the given subtypes. */
export function setCardTypes(types: string[], subtypes?: Word[]): Op {
  return subtypes === undefined ? { op: 'setTypes', types } : { op: 'setTypes', types, subtypes };
}

/** Replaces the subtypes of the same kind (creature types by creature types; land types by land types, 305.7). */
export function setSubtypes(...subtypes: Word[]): Op {
  return { op: 'setTypes', subtypes };
}

export function setColors(...colors: ColorWord[]): Op {
  return { op: 'setColors', colors };
}

export function addColors(...colors: ColorWord[]): Op {
  return { op: 'addColors', colors };
}

export const COLORLESS: Op = { op: 'setColors', colors: [] };
export const SWITCH: Op = { op: 'switchPT' };
export const ALL_CREATURE_TYPES: Op = { op: 'allCreatureTypes' };
export const LOSE_CREATURE_TYPES: Op = { op: 'removeTypes', allCreatureTypes: true };

export function control(): Op {
  return { op: 'control', player: 'you' };
}

// ---- effects ---------------------------------------------------------------------------------

export function eff(affects: Selector, ...ops: Op[]): StaticEffectDef {
  return { affects, ops };
}

/** "As long as ..." (611.3a). */
export function effIf(condition: Condition, affects: Selector, ...ops: Op[]): StaticEffectDef {
  return { affects, ops, condition };
}

export function lasting(duration: Duration, affects: Selector, ...ops: Op[]): ResolvedEffectDef {
  return { affects, ops, duration };
}

/** "until end of turn". */
export function eot(affects: Selector, ...ops: Op[]): ResolvedEffectDef {
  return lasting('endOfTurn', affects, ...ops);
}

/** No duration stated: the effect lasts indefinitely (611.2a). */
export function forever(affects: Selector, ...ops: Op[]): ResolvedEffectDef {
  return lasting('permanent', affects, ...ops);
}

export function resolve(...effects: ResolvedEffectDef[]): Resolution {
  return { effects };
}

// ---- values ----------------------------------------------------------------------------------

export const X: Value = { x: true };
export const MV: Value = { manaValue: 'affected' };

export function count(filter: Filter, zones?: NonNullable<Extract<Value, { count: Filter }>['zones']>): Value {
  return zones === undefined ? { count: filter } : { count: filter, zones };
}

export function plus(v: Value, n: number): Value {
  return { sum: [v, n] };
}
