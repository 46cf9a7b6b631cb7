/**
 * Starting values (613.1): the printed characteristics of a card's face that is up,
 * or those a token or copy was created with, and the rules-derived normalisations
 * that hold after each change (205.3d, 305.6).
 */
import type { AbilityDef } from '../effects/language/abilities.js';
import { colorsOfCost, manaValue } from './mana.js';
import type { AbilityInstance, CardFace, Characteristics, Door, GameObject, RoomHalf } from './objects.js';
import { BASIC_LAND_TYPES, BASIC_MANA, correlatedSubtypes, correlates } from './subtypes.js';
import { COLORS, type Color } from './terms.js';

/**
 * 712.8d-f: a transformed permanent has its back face's characteristics, and so has a modal
 * double-faced permanent or spell that has its back face up.
 */
export function faceUp(obj: Pick<GameObject, 'card' | 'transformed' | 'face'>): CardFace {
  return (obj.transformed || obj.face === 'back') && obj.card.backFace ? obj.card.backFace : obj.card;
}

/** 202.2 and 204: colors from the mana cost and the color indicator. */
export function printedColors(face: CardFace): Color[] {
  const copied = face.copiedColors;
  if (copied !== undefined) return COLORS.filter((c) => copied.includes(c));
  const fromCost = colorsOfCost(face.manaCost);
  const all = new Set<Color>([...fromCost, ...(face.colorIndicator ?? [])]);
  return COLORS.filter((c) => all.has(c));
}

export function instancesOf(defs: readonly AbilityDef[], prefix: string, origin: AbilityInstance['origin']) {
  return defs.map((def, i): AbilityInstance => ({ key: `${prefix}:${i}`, def, origin }));
}

/** Printed characteristics never change, and records are never mutated: one per face is enough. */
const printedCache = new WeakMap<CardFace, Characteristics>();

export function printedCharacteristics(obj: GameObject): Characteristics {
  const face = faceUp(obj);
  const onStack = obj.zone === 'battlefield' || obj.zone === 'stack';
  if (onStack && obj.prototyped && obj.card.prototype && face === obj.card) return prototypedOf(obj.card);
  if (obj.zone === 'battlefield' && obj.card.halves && face === obj.card) return roomOf(obj.card, obj.unlocked ?? []);
  if (obj.emblem) return emblemOf(face);
  const cached = printedCache.get(face);
  if (cached) return cached;
  const ch = printedOf(face);
  printedCache.set(face, ch);
  return ch;
}

const emblemCache = new WeakMap<CardFace, Characteristics>();

/** 114.2: an emblem has no characteristics other than its abilities (no name, no types, no colour). */
function emblemOf(face: CardFace): Characteristics {
  const cached = emblemCache.get(face);
  if (cached) return cached;
  const ch: Characteristics = {
    ...printedOf({ ...face, manaCost: null, colorIndicator: [], types: [], subtypes: [], supertypes: [] }),
    name: null,
  };
  emblemCache.set(face, ch);
  return ch;
}

const prototypedCache = new WeakMap<CardFace, Characteristics>();

/**
 * 718.3b: a prototyped spell, and the permanent it becomes, has only the prototype's mana cost, power and
 * toughness, and the colours of that mana cost (105.2); 718.5: its other characteristics are the card's.
 * (718.4: in other zones, or not cast prototyped, it has its normal characteristics.)
 */
function prototypedOf(card: NonNullable<GameObject['card']>): Characteristics {
  const cached = prototypedCache.get(card);
  if (cached) return cached;
  const p = card.prototype as NonNullable<typeof card.prototype>;
  const ch = printedOf({ ...card, manaCost: p.manaCost, power: p.power, toughness: p.toughness });
  prototypedCache.set(card, ch);
  return ch;
}

const roomCache = new WeakMap<CardFace, Map<string, Characteristics>>();

/**
 * 709.5: a Room on the battlefield doesn't have the name, mana cost or rules text of a locked half; its
 * types are the shared type line's (709.5a) and its colours come from the mana cost it has (105.2, 202.2).
 * Both halves unlocked: both names ("A // B") and the combined mana cost (709.4a-b).
 */
export function roomOf(card: NonNullable<GameObject['card']>, unlocked: readonly Door[]): Characteristics {
  const halves = card.halves as [RoomHalf, RoomHalf];
  const key = (['left', 'right'] as const).filter((d) => unlocked.includes(d)).join(',');
  let byDoors = roomCache.get(card);
  if (!byDoors) {
    byDoors = new Map();
    roomCache.set(card, byDoors);
  }
  const cached = byDoors.get(key);
  if (cached) return cached;
  const ch = withDoors(printedOf({ ...card, abilities: [] }), halves, unlocked);
  byDoors.set(key, ch);
  return ch;
}

/**
 * 709.5: values with a Room's halves, as a permanent with these unlocked designations has them: the name,
 * mana cost (and so colour, 105.2) and rules text of its unlocked halves only; other abilities (a copy
 * exception's) are kept. A copy of a Room uses its own designations (709.5b-c).
 */
export function withDoors(values: Characteristics, halves: [RoomHalf, RoomHalf], unlocked: readonly Door[]): Characteristics {
  const open = (['left', 'right'] as const).flatMap((d, i) => (unlocked.includes(d) ? [{ door: d, half: halves[i] as RoomHalf }] : []));
  const costs = open.map((o) => o.half.manaCost ?? '').filter((c) => c !== '');
  const manaCost = costs.length > 0 ? costs.join(' // ') : null;
  const kept = values.abilities.filter((a) => !a.key.startsWith('door:'));
  const doors = open.flatMap((o) => instancesOf(o.half.abilities, `door:${o.door}`, { kind: 'printed' }));
  return {
    ...values,
    name: open.length > 0 ? open.map((o) => o.half.name).join(' // ') : null,
    manaCost,
    colors: COLORS.filter((c) => colorsOfCost(manaCost).includes(c)),
    abilities: [...kept, ...doors],
    halves,
  };
}

function printedOf(face: CardFace): Characteristics {
  // 208.5: a creature with no value for its power (or toughness) has 0.
  const creature = face.types.includes('Creature');
  return normalize({
    name: face.name,
    manaCost: face.manaCost && face.manaCost.length > 0 ? face.manaCost : null,
    colors: printedColors(face),
    types: [...face.types],
    subtypes: [...face.subtypes],
    supertypes: [...face.supertypes],
    abilities: instancesOf(face.abilities, 'printed', { kind: 'printed' }),
    power: face.power ?? (creature ? 0 : null),
    toughness: face.toughness ?? (creature ? 0 : null),
    loyalty: face.loyalty,
    defense: face.defense,
  });
}

/** 305.6: the intrinsic mana ability of each basic land type (one record each: records are never changed). */
const INTRINSIC = new Map<string, AbilityInstance>();

function manaAbility(type: string): AbilityInstance {
  let a = INTRINSIC.get(type);
  if (!a) {
    const text = `{T}: Add {${BASIC_MANA[type]}}.`;
    a = { key: `intrinsic:${type}`, def: { kind: 'mana', text }, origin: { kind: 'intrinsic' } };
    INTRINSIC.set(type, a);
  }
  return a;
}

const INTRINSIC_KEY: Readonly<Record<string, string>> = Object.fromEntries(BASIC_LAND_TYPES.map((t) => [t, `intrinsic:${t}`]));

/** Does every subtype correspond to one of the card types (nothing for 205.3d to remove)? */
function allCorrelated(types: readonly string[], subtypes: readonly string[]): boolean {
  for (const s of subtypes) if (!correlates(types, s)) return false;
  return true;
}

/**
 * Are the intrinsic abilities already those 305.6 gives, in the order of the type line
 * (the first occurrence of each basic land type, if it is a land)? Compared in place.
 */
function sameIntrinsics(land: boolean, subtypes: readonly string[], abilities: readonly AbilityInstance[]): boolean {
  let si = 0;
  for (const a of abilities) {
    if (a.origin.kind !== 'intrinsic') continue;
    let t: string | undefined;
    while (land && t === undefined && si < subtypes.length) {
      const s = subtypes[si] as string;
      if (subtypes.indexOf(s) === si && (BASIC_LAND_TYPES as readonly string[]).includes(s)) t = s;
      si++;
    }
    if (t === undefined || a.key !== INTRINSIC_KEY[t]) return false;
  }
  for (; land && si < subtypes.length; si++) {
    const s = subtypes[si] as string;
    if (subtypes.indexOf(s) === si && (BASIC_LAND_TYPES as readonly string[]).includes(s)) return false;
  }
  return true;
}

/**
 * 205.3d: subtypes that no card type supports are not kept; 305.6: a land with a basic
 * land type has that type's intrinsic mana ability.
 */
export function normalize<T extends Characteristics>(ch: T): T {
  const kept = allCorrelated(ch.types, ch.subtypes);
  const subtypes = kept ? ch.subtypes : correlatedSubtypes(ch.types, ch.subtypes);
  const land = ch.types.includes('Land');
  if (kept && sameIntrinsics(land, subtypes, ch.abilities)) return ch;
  // Something changes. The intrinsic abilities come first, in the order of the type line (each
  // basic land type's first place), so a Forest's own ability comes first; then the others.
  const abilities: AbilityInstance[] = [];
  if (land) {
    for (let i = 0; i < subtypes.length; i++) {
      const t = subtypes[i] as string;
      if ((BASIC_LAND_TYPES as readonly string[]).includes(t) && subtypes.indexOf(t) === i) abilities.push(manaAbility(t));
    }
  }
  for (const a of ch.abilities) if (a.origin.kind !== 'intrinsic') abilities.push(a);
  return { ...ch, subtypes, abilities };
}

/** The properties of a pass's record besides the characteristics (`Working` in ops.ts). */
type Extra = { controller: string; cantHave?: string[] };

/**
 * A pass's record with some properties replaced. Every property is written out: V8 builds a
 * spread of these records (`{ ...w, power }`) several times slower.
 */
export function edit<T extends Characteristics & Extra>(w: T, patch: Partial<T>): T {
  const r: Characteristics & Extra = {
    name: w.name,
    manaCost: w.manaCost,
    colors: w.colors,
    types: w.types,
    subtypes: w.subtypes,
    supertypes: w.supertypes,
    abilities: w.abilities,
    power: w.power,
    toughness: w.toughness,
    loyalty: w.loyalty,
    defense: w.defense,
    controller: w.controller,
  };
  if (w.cantHave) r.cantHave = w.cantHave;
  if (w.halves) r.halves = w.halves;
  return Object.assign(r, patch) as T;
}

/**
 * 202.3 and 712.8e: mana value from the mana cost, except that a transformed permanent
 * showing its own back face uses its front face's mana cost.
 */
export function manaValueOf(obj: GameObject, ch: Pick<Characteristics, 'name' | 'manaCost'>): number {
  const back = obj.card.backFace;
  if (obj.transformed && back && ch.name === back.name && ch.manaCost === (back.manaCost || null)) return manaValue(obj.card.manaCost);
  return manaValue(ch.manaCost);
}
