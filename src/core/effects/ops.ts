/**
 * What each operation of the effect language does to one object's characteristics.
 * Each function returns a new record (the old one is never mutated) so that trial
 * applications for dependency (613.8) cost little.
 */
import { edit, instancesOf, normalize, printedColors, withDoors } from '../model/characteristics.js';
import type { AbilityInstance, Characteristics, Choices, GameObject, Timestamp } from '../model/objects.js';
import { BASIC_LAND_TYPES, CREATURE_TYPES, isBasicLandType, LAND_TYPES, subtypeFamily } from '../model/subtypes.js';
import { COLORS, type Color } from '../model/terms.js';
import { customOp } from './custom.js';
import { FACE_DOWN, FACE_DOWN_WITH_WARD, hasWardFaceDown } from './face-down.js';
import type { AbilityDef, Op, TextKind } from './language/abilities.js';
import type { Word } from './language/references.js';
import { evalValue } from './query.js';
import { selectObjects } from './selectors.js';
import { type EffectContext, playersOf, resolveWord, topOfGraveyard, type View, type WorkingObject } from './view.js';
import { changeAbilityWords, kindOfWord, rewrite } from './words.js';

/** The effect applying an operation: its key names granted abilities; its timestamp is theirs (613.7a). */
export interface ApplyEnv {
  effectKey: string;
  timestamp: Timestamp;
  copyValues?: Characteristics | undefined;
  /**
   * The ability instances this application last granted, for its list of definitions (shared
   * by the objects), and the lists of abilities it made from each list it was given.
   */
  granted?: { defs: readonly AbilityDef[]; made: AbilityInstance[]; lists: Map<readonly AbilityInstance[], AbilityInstance[]> };
  /** The colors a color operation of this application names (the same for every object). */
  colors?: [Op, Color[]];
}

export type Working = WorkingObject & { cantHave?: string[] };

function words(ws: readonly Word[] | undefined, ctx: EffectContext): string[] {
  return (ws ?? []).map((w) => resolveWord(w, ctx)).filter((w): w is string => w !== undefined);
}

/** `a` then what `b` adds; `a` itself when `b` adds nothing (records are never changed in place). */
function union<T extends string>(a: readonly T[], b: readonly T[]): T[] {
  let adds = false;
  for (const x of b) if (!a.includes(x)) adds = true;
  if (!adds) return a as T[];
  const out = a.slice();
  for (const x of b) if (!a.includes(x)) out.push(x);
  return out;
}

function controllerOf(view: View, ctx: EffectContext, op: Extract<Op, { op: 'control' }>): string | undefined {
  return playersOf(view, ctx, op.player)[0];
}

/** The parameters an operation resolves to for one object: "what it does" (613.8a). */
export function opParams(view: View, ctx: EffectContext, obj: GameObject, op: Op): unknown {
  const v = (x: Parameters<typeof evalValue>[2] | undefined) => (x === undefined ? null : evalValue(view, ctx, x, obj));
  switch (op.op) {
    case 'setPT':
    case 'modifyPT':
      return [v(op.power), v(op.toughness)];
    case 'addTypes':
    case 'setTypes':
      return [op.types, words(op.subtypes, ctx), op.supertypes];
    case 'setColors':
    case 'addColors':
      return words(op.colors, ctx);
    case 'control':
      return controllerOf(view, ctx, op);
    case 'changeText':
      return [op.kind, op.from ?? ctx.choices.from, op.to ?? ctx.choices.to];
    case 'fullText':
      return topOfGraveyard(view, ctx.you)?.id ?? null;
    case 'addAbilitiesOf':
      return abilitiesOf(view, ctx, op, obj.id).map((d) => d.text);
    case 'addAbilities':
      return op.x === undefined ? op : [op.abilities, v(op.x)];
    default:
      return op;
  }
}

function setTypes(w: Working, types: string[] | undefined, subtypes: string[], supertypes: string[] | undefined): Working {
  let next: Working = edit(w, {});
  if (types) {
    // 205.1a: the new card types replace the old, but an instant or sorcery keeps that type.
    next.types = union(
      types,
      w.types.filter((t) => t === 'Instant' || t === 'Sorcery'),
    );
  }
  if (supertypes) next.supertypes = [...supertypes];
  if (subtypes.length > 0) {
    // 205.1a: new subtypes replace the existing subtypes of the same family.
    const families = new Set(subtypes.map(subtypeFamily));
    next.subtypes = [...next.subtypes.filter((s) => !families.has(subtypeFamily(s))), ...subtypes];
    if (next.types.includes('Land') && subtypes.some(isBasicLandType)) {
      // 305.7: the land loses its old land types and every ability from its rules text
      // and copiable effects; abilities granted by other effects stay.
      next.abilities = next.abilities.filter((a) => a.origin.kind === 'granted' || a.origin.kind === 'counter');
    }
  }
  next = normalize(next);
  return next;
}

/** The record with these subtypes, normalized (the same record when they are its own). */
function withSubtypes(w: Working, subtypes: string[]): Working {
  return normalize(subtypes === w.subtypes ? w : edit(w, { subtypes }));
}

/** "{chosen:color}" in the wording of a granted ability reads the effect's choice ("protection from the chosen color"). */
const mentionsChosen = new WeakMap<readonly AbilityDef[], boolean>();

function fillChosen(defs: readonly AbilityDef[], choices: Choices): readonly AbilityDef[] {
  let mentions = mentionsChosen.get(defs);
  if (mentions === undefined) {
    mentions = JSON.stringify(defs).includes('{chosen:');
    mentionsChosen.set(defs, mentions);
  }
  if (!mentions) return defs;
  const json = JSON.stringify(defs);
  return JSON.parse(json.replace(/\{chosen:(\w+)\}/g, (m, k: string) => String(choices[k as keyof Choices] ?? m))) as AbilityDef[];
}

/**
 * 107.3: "where X is ..." — the granted abilities with that number written in place of X:
 * in their wording ("Equip {1}", "+1/+0") and in their effects (`{x: true}` is the number).
 */
export function withX(defs: readonly AbilityDef[], n: number): AbilityDef[] {
  return rewrite(
    defs,
    (s, key) => (key === 'keyword' ? s : s.replace(/(?<![A-Za-z])X(?![A-Za-z])/g, String(n))),
    (o) => (o.x === true && Object.keys(o).length === 1 ? n : undefined),
  ) as AbilityDef[];
}

/** The object's abilities once these are granted: its own list when none is new (lists are never changed in place). */
function grantedList(w: Working, defs: readonly AbilityDef[], env: ApplyEnv, choices: Choices): AbilityInstance[] {
  const blocked = w.cantHave ?? [];
  // The same instances for every object of one application (its choices are the effect's).
  let made = env.granted?.defs === defs ? env.granted.made : undefined;
  if (!made) {
    made = instancesOf(fillChosen(defs, choices), `granted:${env.effectKey}`, {
      kind: 'granted',
      effect: env.effectKey,
      timestamp: env.timestamp,
    });
    env.granted = { defs, made, lists: new Map() };
  }
  // Objects with the same list of abilities get the same list back (lists are never changed in place).
  const lists = w.cantHave ? undefined : env.granted?.lists;
  const known = lists?.get(w.abilities);
  if (known) return known;
  const added: AbilityInstance[] = [];
  for (const a of made) {
    if (a.def.kind === 'keyword' && blocked.length > 0 && blocked.includes(a.def.keyword.toLowerCase())) continue;
    if (!w.abilities.some((x) => x.key === a.key)) added.push(a);
  }
  // Nothing new: the record is kept as it is (records are never changed in place).
  const abilities = added.length === 0 ? w.abilities : [...w.abilities, ...added];
  lists?.set(w.abilities, abilities);
  return abilities;
}

function withoutKeywords(abilities: AbilityInstance[], keywords: readonly string[]): AbilityInstance[] {
  const ks = keywords.map((k) => k.toLowerCase());
  return abilities.filter((a) => !(a.def.kind === 'keyword' && ks.includes(a.def.keyword.toLowerCase())));
}

function changeText(w: Working, obj: GameObject, kinds: TextKind[], from: string, to: string): Working {
  const kind = kindOfWord(from, kinds);
  if (!kind || from === to) return w;
  const names = [w.name ?? '', obj.card.name, obj.card.backFace?.name ?? ''].filter((n) => n.length > 0);
  // 612.3: abilities granted by other effects are not part of the text and don't change.
  const abilities = w.abilities.map((a) =>
    a.origin.kind === 'printed' || a.origin.kind === 'copy' ? { ...a, def: changeAbilityWords(a.def, kind, from, to, names) } : a,
  );
  // 612.1: the type line is text too.
  // An object has a subtype once (205.3): Forest to Mountain on "Mountain Forest" leaves Mountain.
  const subtypes = kind === 'color' || !w.subtypes.includes(from) ? w.subtypes : [...new Set(w.subtypes.map((s) => (s === from ? to : s)))];
  return normalize(edit(w, { abilities, subtypes }));
}

function copyOnto(w: Working, values: Characteristics, env: ApplyEnv, keepOwnColor: boolean): Working {
  return normalize(
    edit(w, {
      name: values.name,
      manaCost: values.manaCost,
      colors: keepOwnColor ? w.colors : [...values.colors],
      types: [...values.types],
      subtypes: [...values.subtypes],
      supertypes: [...values.supertypes],
      abilities: values.abilities.map((a, i) => ({
        key: `copy:${env.effectKey}:${i}`,
        def: a.def,
        origin: { kind: 'copy', effect: env.effectKey },
      })),
      power: values.power,
      toughness: values.toughness,
      loyalty: values.loyalty,
      defense: values.defense,
    }),
  );
}

function fullText(view: View, ctx: EffectContext, w: Working, keep: readonly AbilityDef[] | undefined): Working {
  const top = topOfGraveyard(view, ctx.you);
  const t = top ? view.get(top.id) : undefined;
  if (!top || !t) return w;
  const face = top.card;
  return normalize(
    edit(w, {
      name: t.name,
      manaCost: t.manaCost,
      colors: printedColors({ ...face, manaCost: t.manaCost }),
      types: [...t.types],
      subtypes: [...t.subtypes],
      supertypes: [...t.supertypes],
      abilities: [
        ...t.abilities.map((a, i) => ({ key: `fulltext:${i}`, def: a.def, origin: { kind: 'printed' as const } })),
        ...instancesOf(keep ?? [], 'fulltext-keep', { kind: 'printed' }),
      ],
      power: t.power,
      toughness: t.toughness,
    }),
  );
}

/**
 * Is the ability one of these kinds? 605.1a, 602.1: a mana ability is an activated ability,
 * so whatever says "activated abilities" includes mana abilities.
 */
export function isOfKinds(def: AbilityDef, kinds: readonly AbilityDef['kind'][] | undefined): boolean {
  if (!kinds) return true;
  return kinds.includes(def.kind) || (def.kind === 'mana' && kinds.includes('activated'));
}

/** The abilities an `addAbilitiesOf` gains: those the other objects have at this point of the pass. */
function abilitiesOf(view: View, ctx: EffectContext, op: Extract<Op, { op: 'addAbilitiesOf' }>, self: string): AbilityDef[] {
  const out: AbilityDef[] = [];
  for (const o of selectObjects(view, ctx, op.of)) {
    if (o.id === self) continue;
    for (const a of view.get(o.id)?.abilities ?? [])
      if (isOfKinds(a.def, op.kinds) && !(op.exceptMana && a.def.kind === 'mana')) out.push(a.def);
  }
  return out;
}

export function applyOp(view: View, ctx: EffectContext, env: ApplyEnv, w: Working, obj: GameObject, op: Op): Working {
  switch (op.op) {
    case 'copy': {
      if (!env.copyValues) return w;
      // 709.5b-c: a copy of a Room has its halves, and only those its own unlocked designations unlock.
      const halves = env.copyValues.halves;
      const values = halves ? withDoors(env.copyValues, halves, obj.unlocked ?? []) : env.copyValues;
      const copied = copyOnto(w, values, env, op.except?.keepOwnColor ?? false);
      return halves ? { ...copied, halves } : copied;
    }
    case 'faceDown':
      // 702.168b, 701.58a: a face-down disguise card, or a cloaked permanent, also has ward {2}.
      return edit(w, { ...(hasWardFaceDown(obj) ? FACE_DOWN_WITH_WARD : FACE_DOWN), controller: w.controller, halves: undefined });
    case 'control': {
      // 108.4a: only permanents and spells have controllers; a card elsewhere stays its owner's.
      if (obj.zone !== 'battlefield' && obj.zone !== 'stack') return w;
      const p = controllerOf(view, ctx, op);
      return p ? edit(w, { controller: p }) : w;
    }
    case 'changeText': {
      const from = op.from ?? ctx.choices.from;
      const to = op.to ?? ctx.choices.to;
      const kinds = Array.isArray(op.kind) ? op.kind : [op.kind];
      return from && to ? changeText(w, obj, kinds, from, to) : w;
    }
    case 'fullText':
      return fullText(view, ctx, w, op.keepAbilities);
    case 'setName':
      return edit(w, { name: op.name });
    case 'addTypes': {
      const types = union(w.types, op.types ?? []);
      const subtypes = union(w.subtypes, words(op.subtypes, ctx));
      const supertypes = union(w.supertypes, op.supertypes ?? []);
      // Nothing added: the same record, normalized (no copy to make).
      if (types === w.types && subtypes === w.subtypes && supertypes === w.supertypes) return normalize(w);
      return normalize(edit(w, { types, subtypes, supertypes }));
    }
    case 'setTypes':
      return setTypes(w, op.types, words(op.subtypes, ctx), op.supertypes);
    case 'removeTypes': {
      const subtypes = w.subtypes.filter(
        (s) => !(op.subtypes ?? []).includes(s) && !(op.allCreatureTypes && subtypeFamily(s) === 'creature'),
      );
      return normalize(
        edit(w, {
          types: w.types.filter((t) => !(op.types ?? []).includes(t)),
          supertypes: w.supertypes.filter((t) => !(op.supertypes ?? []).includes(t)),
          subtypes,
        }),
      );
    }
    case 'allCreatureTypes':
      return withSubtypes(w, union(w.subtypes, CREATURE_TYPES));
    case 'everyBasicLandType':
      return withSubtypes(w, union(w.subtypes, BASIC_LAND_TYPES));
    case 'everyLandType':
      return withSubtypes(w, union(w.subtypes, LAND_TYPES));
    case 'removeAbilities': {
      if (op.all) return edit(w, { abilities: op.exceptMana ? w.abilities.filter((a) => a.def.kind === 'mana') : [] });
      const texts = op.texts;
      const kept = withoutKeywords(w.abilities, op.keywords ?? []).filter((a) => texts === undefined || !texts.includes(a.def.text));
      return edit(w, { abilities: op.kinds ? kept.filter((a) => !isOfKinds(a.def, op.kinds)) : kept });
    }
    case 'cantHave':
      return edit(w, {
        abilities: withoutKeywords(w.abilities, op.keywords),
        cantHave: union(
          w.cantHave ?? [],
          op.keywords.map((k) => k.toLowerCase()),
        ),
      });
    case 'custom': {
      const fn = customOp(op.name);
      if (!fn) return w;
      const out = fn({ characteristics: w, params: op.params, you: ctx.you, objectId: obj.id });
      // Only what the data declares it writes: the footprint the engine trusts.
      const kept: Partial<Working> = {};
      for (const f of op.writes) if (f in out) Object.assign(kept, { [f]: out[f] });
      return normalize(edit(w, { ...kept }));
    }
    case 'setPT': {
      // The same numbers keep the record (a layer of many such effects makes no copy per effect and object).
      const p = op.power === undefined ? w.power : evalValue(view, ctx, op.power, obj);
      const t = op.toughness === undefined ? w.toughness : evalValue(view, ctx, op.toughness, obj);
      return p === w.power && t === w.toughness ? w : edit(w, { power: p, toughness: t });
    }
    default: {
      const n = edit(w, {});
      return changeInPlace(view, ctx, env, n, obj, op) ? n : w;
    }
  }
}

/**
 * The operations of layers 2 and 5-7 (controller, colors, granted abilities, power and toughness) written on `w`
 * in place (and abilities granted by addAbilitiesOf): `w` is a copy made for them (applyOp's, or the straight path's copy of a record for
 * its layer). False when it changes nothing: another operation, a switch without both numbers
 * (a noncreature), a grant of nothing new.
 */
export function changeInPlace(view: View, ctx: EffectContext, env: ApplyEnv, w: Working, obj: GameObject, op: Op): boolean {
  switch (op.op) {
    case 'setColors':
    case 'addColors': {
      // 105.3: the named colors, or those added to its own (in the order of COLORS).
      if (env.colors?.[0] !== op) env.colors = [op, words(op.colors, ctx) as Color[]];
      const named = env.colors[1];
      const own = w.colors;
      w.colors = op.op === 'setColors' ? named : COLORS.filter((c) => own.includes(c) || named.includes(c));
      return true;
    }
    case 'addAbilities':
    case 'addAbilitiesOf': {
      const before = w.abilities;
      const defs =
        op.op === 'addAbilitiesOf'
          ? abilitiesOf(view, ctx, op, obj.id)
          : op.x === undefined
            ? op.abilities
            : withX(op.abilities, evalValue(view, ctx, op.x, obj));
      w.abilities = grantedList(w, defs, env, ctx.choices);
      return w.abilities !== before;
    }
    // Each number reads only its own old value: they can be written one after the other.
    case 'setPT':
      if (op.power !== undefined) w.power = evalValue(view, ctx, op.power, obj);
      if (op.toughness !== undefined) w.toughness = evalValue(view, ctx, op.toughness, obj);
      return true;
    case 'modifyPT':
      if (w.power !== null) w.power += evalValue(view, ctx, op.power, obj);
      if (w.toughness !== null) w.toughness += evalValue(view, ctx, op.toughness, obj);
      return true;
    case 'control': {
      // Layer 2 in plain order (straight.ts). 108.4a: only permanents and spells have controllers.
      const p = obj.zone === 'battlefield' || obj.zone === 'stack' ? controllerOf(view, ctx, op) : undefined;
      if (p !== undefined) w.controller = p;
      return p !== undefined;
    }
    case 'switchPT': {
      const p = w.power;
      if (p === null || w.toughness === null) return false;
      w.power = w.toughness;
      w.toughness = p;
      return true;
    }
    default:
      return false;
  }
}
