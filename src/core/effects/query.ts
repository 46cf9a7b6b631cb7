/**
 * Reading the game from inside an effect: filters, values and conditions, evaluated against
 * the characteristics as they stand at that point of the pass. Filters and values are read
 * through each other (a filter compares values; a value counts the objects a filter matches),
 * so they live together here; what the words name is view.ts, selectors are selectors.ts.
 */
import { manaValueOf } from '../model/characteristics.js';
import { turnCount } from '../model/history.js';
import { devotion, manaValue } from '../model/mana.js';
import type { GameObject } from '../model/objects.js';
import { BASIC_LAND_TYPES, hasCorrelatedSubtype, subtypeFamily } from '../model/subtypes.js';
import { COLORS, type Color, type Zone } from '../model/terms.js';
import { filterCompiler } from './compiled.js';
import type { Condition } from './language/condition.js';
import type { Compare, Filter, Value, ValueSubject } from './language/filters-and-values.js';
import {
  type EffectContext,
  existsForEffects,
  inZones,
  playerMatches,
  playersOf,
  related,
  sourceObject,
  targetObject,
  topOfGraveyard,
  topOfLibrary,
  type View,
  type WorkingObject,
} from './view.js';

type Comparison = '<' | '<=' | '=' | '>=' | '>';

function test(x: number, op: Comparison, y: number): boolean {
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '=' ? x === y : op === '>=' ? x >= y : x > y;
}

/** A filter's Compare keys and the comparison each makes. */
const COMPARISONS: [keyof Compare, Comparison][] = [
  ['eq', '='],
  ['lt', '<'],
  ['lte', '<='],
  ['gt', '>'],
  ['gte', '>='],
];

function compare(view: View, ctx: EffectContext, n: number | null, c: Compare, obj: GameObject): boolean {
  if (n === null) return false;
  for (const [k, op] of COMPARISONS) {
    const y = c[k];
    if (y !== undefined && !test(n, op, evalValue(view, ctx, y, obj))) return false;
  }
  return true;
}

/** The engine's filter compiler: the kinds compiled.ts doesn't compile are tested by `matchOther`. */
export const compileFilter = filterCompiler(matchOther);

export function matchFilter(view: View, ctx: EffectContext, obj: GameObject, f: Filter): boolean {
  const ch = view.get(obj.id);
  return !!ch && compileFilter(f)(view, ctx, obj, ch);
}

/**
 * The filter kinds compiled.ts doesn't compile (and filters of more than one key, read by the
 * first of these kinds they have): tested here, each time. compileFilter gives the others.
 */
export function matchOther(view: View, ctx: EffectContext, obj: GameObject, ch: WorkingObject, f: Filter): boolean {
  if ('faceDown' in f) return obj.faceDown === f.faceDown;
  if ('counter' in f) return (obj.counters[f.counter]?.count ?? 0) > 0;
  if ('manaValue' in f) return compare(view, ctx, manaValueOf(obj, ch), f.manaValue, obj);
  if ('power' in f) return compare(view, ctx, ch.power, f.power, obj);
  if ('toughness' in f) return compare(view, ctx, ch.toughness, f.toughness, obj);
  if ('attachedBySource' in f) return sourceObject(view, ctx)?.attachedTo === obj.id;
  if ('isTarget' in f) {
    const t = ctx.targets[f.isTarget];
    return !!t && 'id' in t && t.id === obj.id && t.incarnation === obj.incarnation;
  }
  if ('attacking' in f) return obj.attacking === f.attacking;
  if ('blocking' in f) return obj.blocking === f.blocking;
  if ('attacks' in f) {
    const whom = obj.attacks;
    return (
      obj.attacking && whom !== undefined && view.state.players.some((p) => p.id === whom) && playerMatches(view, ctx, f.attacks, whom)
    );
  }
  if ('blocks' in f) {
    const to = related(view, ctx, f.blocks);
    return obj.blocking && !!to && to.attacking && (obj.blocks ?? []).includes(to.id);
  }
  if ('blockedBy' in f) {
    const by = related(view, ctx, f.blockedBy);
    return obj.attacking && !!by && by.blocking && (by.blocks ?? []).includes(obj.id);
  }
  if ('costPaid' in f) return ctx.choices.paid?.includes(f.costPaid) ?? false;
  if ('rolled' in f) {
    const r = ctx.choices.rolls?.[0];
    return r !== undefined && r >= f.rolled[0] && r <= f.rolled[1];
  }
  if ('coinFlips' in f) return ctx.choices.flips?.length === f.coins && ctx.choices.flips.every((r) => r === f.coinFlips);
  if ('anyCounter' in f) return hasCounters(obj);
  if ('enteredThisTurn' in f) return obj.zone === 'battlefield' && obj.enteredTurn === view.state.turn;
  if ('modified' in f) {
    // 700.9: counters (122), an Equipment attached (301.5), or an Aura attached that its controller controls (303.4).
    return (
      hasCounters(obj) ||
      attachments(view, obj).some((o) => {
        const att = existsForEffects(o) ? view.get(o.id) : undefined;
        return !!att && (att.subtypes.includes('Equipment') || (att.subtypes.includes('Aura') && att.controller === ch.controller));
      })
    );
  }
  if ('bestowed' in f) return (obj.bestowed ?? false) === f.bestowed;
  if ('levelAtLeast' in f) return (obj.level ?? 1) >= f.levelAtLeast;
  if ('solved' in f) return (obj.solved ?? false) === f.solved;
  if ('monstrous' in f) return (obj.monstrous ?? false) === f.monstrous;
  if ('renowned' in f) return (obj.renowned ?? false) === f.renowned;
  if ('commander' in f) return (obj.commander ?? false) === f.commander;
  if ('dealtDamage' in f) return (obj.dealtDamage ?? false) === f.dealtDamage;
  if ('exiledWith' in f) {
    const by = related(view, ctx, f.exiledWith);
    const link = obj.exiledWith;
    return obj.zone === 'exile' && !!by && !!link && link.id === by.id && link.incarnation === by.incarnation;
  }
  if ('attachedTo' in f) {
    const to = related(view, ctx, f.attachedTo);
    return !!to && obj.attachedTo === to.id && obj.zone === 'battlefield';
  }
  if ('attachedBy' in f) return attachments(view, obj).some((o) => existsForEffects(o) && matchFilter(view, ctx, o, f.attachedBy));
  if ('is' in f) return related(view, ctx, f.is)?.id === obj.id;
  if ('isChosen' in f) return ctx.choices.objects?.includes(obj.id) ?? false;
  if ('pairedWith' in f) {
    const to = related(view, ctx, f.pairedWith);
    return !!to && obj.paired?.with === to.id && obj.paired.incarnation === to.incarnation && to.paired?.with === obj.id;
  }
  if ('shares' in f) {
    const other = related(view, ctx, f.with);
    const them = other ? view.get(other.id) : undefined;
    if (!them) return false;
    // 201.2: an object with no name shares it with nothing; 205.3: creature types in common.
    if (f.shares === 'name') return ch.name !== null && ch.name === them.name;
    // "if that opponent controls no other creatures" (Skulking Killer): the same controller as that object.
    if (f.shares === 'controller') return ch.controller === them.controller;
    // 205.2a: a card type both have (among the listed ones, when the phrase lists them).
    if (f.shares === 'cardType') return ch.types.some((t) => them.types.includes(t) && (f.among?.includes(t) ?? true));
    return ch.subtypes.some((t) => subtypeFamily(t) === 'creature' && hasCorrelatedSubtype(them.types, them.subtypes, t));
  }
  if ('equipped' in f) return attachments(view, obj).some((o) => (view.get(o.id)?.subtypes ?? []).includes('Equipment'));
  return false;
}

/** 122.1: does it have a counter of any kind? */
function hasCounters(obj: GameObject): boolean {
  return Object.values(obj.counters).some((c) => (c?.count ?? 0) > 0);
}

/** The permanents attached to it (301.5, 303.4). */
function attachments(view: View, obj: GameObject): GameObject[] {
  return view.state.objects.filter((o) => o.attachedTo === obj.id && o.zone === 'battlefield');
}

/** Would objectsMatching(view, ctx, f, zones) include this object? */
export function objectMatches(view: View, ctx: EffectContext, o: GameObject, f: Filter, zones?: Zone[] | 'all'): boolean {
  return existsForEffects(o) && inZones(o, zones) && matchFilter(view, ctx, o, f);
}

/** The objects matching a filter in the given zones (battlefield by default). */
export function objectsMatching(view: View, ctx: EffectContext, f: Filter, zones?: Zone[] | 'all'): GameObject[] {
  return view.state.objects.filter((o) => objectMatches(view, ctx, o, f, zones));
}

/** The objects a value reads, with the affected object known to their filter. */
function among(view: View, ctx: EffectContext, f: Filter, zones: Zone[] | 'all' | undefined, affected?: GameObject): GameObject[] {
  return objectsMatching(view, affected ? { ...ctx, affected } : ctx, f, zones);
}

function numberOf(view: View, o: GameObject, what: 'manaValue' | 'power' | 'toughness'): number {
  const ch = view.get(o.id);
  if (!ch) return 0;
  if (what === 'manaValue') return manaValueOf(o, ch);
  return (what === 'power' ? ch.power : ch.toughness) ?? 0;
}

function who(view: View, ctx: EffectContext, which: ValueSubject, affected?: GameObject) {
  return which === 'affected' ? affected : related(view, ctx, which);
}

/** How many different strings `of` gives for the objects (kinds of counters, colors, types among them). */
function distinct(objects: GameObject[], of: (o: GameObject) => readonly string[]): number {
  return new Set(objects.flatMap(of)).size;
}

export function evalValue(view: View, ctx: EffectContext, v: Value, affected?: GameObject): number {
  if (typeof v === 'number') return v;
  if ('x' in v) return ctx.x ?? ctx.choices.x ?? 0;
  if ('perObject' in v) return affected === undefined ? 0 : (v.perObject[affected.id] ?? 0);
  if ('thisWay' in v) return ctx.choices.count ?? 0;
  if ('rollResult' in v) return ctx.choices.rolls?.[0] ?? 0;
  if ('count' in v) return among(view, ctx, v.count, v.zones, affected).length;
  if ('thisTurn' in v || 'handSize' in v) return sum(perPlayer(view, ctx, v) ?? []);
  if ('basicLandTypesAmong' in v)
    return distinct(among(view, ctx, v.basicLandTypesAmong, v.zones, affected), (o) =>
      (view.get(o.id)?.subtypes ?? []).filter((t) => (BASIC_LAND_TYPES as readonly string[]).includes(t)),
    );
  if ('colorsAmong' in v) return distinct(among(view, ctx, v.colorsAmong, v.zones, affected), (o) => view.get(o.id)?.colors ?? []);
  if ('greatest' in v || 'total' in v) {
    const what = 'greatest' in v ? v.greatest : v.total;
    const ns = among(view, ctx, v.among, v.zones, affected).map((o) => numberOf(view, o, what));
    return 'greatest' in v ? Math.max(0, ...ns) : sum(ns);
  }
  if ('countersAmong' in v)
    return sum(
      among(view, ctx, v.countersAmong, v.zones, affected).flatMap((o) =>
        Object.entries(o.counters).map(([k, c]) => (v.kind === undefined || k === v.kind ? (c?.count ?? 0) : 0)),
      ),
    );
  if ('counterKindsAmong' in v)
    return distinct(among(view, ctx, v.counterKindsAmong, v.zones, affected), (o) =>
      Object.entries(o.counters)
        .filter(([, c]) => (c?.count ?? 0) > 0)
        .map(([k]) => k),
    );
  if ('cardTypesAmong' in v) return distinct(objectsMatching(view, ctx, v.cardTypesAmong, v.zones), (o) => view.get(o.id)?.types ?? []);
  if ('manaValue' in v || 'power' in v || 'toughness' in v) {
    const what = 'manaValue' in v ? 'manaValue' : 'power' in v ? 'power' : 'toughness';
    const o = who(view, ctx, (v as Record<typeof what, ValueSubject>)[what], affected);
    return o ? numberOf(view, o, what) : 0;
  }
  if ('life' in v) return perPlayer(view, ctx, v)?.[0] ?? 0;
  if ('startingLife' in v) return view.state.startingLife;
  if ('manaSpentToCast' in v) {
    const o = who(view, ctx, v.manaSpentToCast);
    if (!o) return 0;
    const cost = o.card.manaCost;
    const xs = (cost ?? '').match(/\{X\}/g)?.length ?? 0;
    return manaValue(cost) + xs * (o.choices.x ?? 0);
  }
  if ('countersOn' in v) {
    const o = who(view, ctx, v.countersOn, affected);
    return o?.counters[v.kind]?.count ?? 0;
  }
  if ('creatureTypesOf' in v) {
    const o = who(view, ctx, v.creatureTypesOf, affected);
    return (o ? (view.get(o.id)?.subtypes ?? []) : []).filter((t) => subtypeFamily(t) === 'creature').length;
  }
  if ('atMost' in v) return Math.min(evalValue(view, ctx, v.atMost[0], affected), v.atMost[1]);
  if ('difference' in v) return Math.abs(evalValue(view, ctx, v.difference[0], affected) - evalValue(view, ctx, v.difference[1], affected));
  if ('sum' in v) return v.sum.reduce((a: number, x) => a + evalValue(view, ctx, x, affected), 0);
  if ('devotion' in v)
    return sum(among(view, ctx, v.among, undefined, affected).map((o) => devotion(view.get(o.id)?.manaCost ?? null, v.devotion)));
  return evalValue(view, ctx, v.times[0], affected) * v.times[1];
}

/**
 * A number of each player a value names, in turn order: life totals (119), hand sizes (402),
 * this turn's counts (history.ts); undefined for any other value.
 */
function perPlayer(view: View, ctx: EffectContext, v: Value): number[] | undefined {
  if (typeof v !== 'object') return undefined;
  const { players, objects } = view.state;
  if ('life' in v) return playersOf(view, ctx, v.life).map((p) => players.find((x) => x.id === p)?.life ?? 0);
  if ('handSize' in v) return playersOf(view, ctx, v.handSize).map((p) => objects.filter((o) => o.zone === 'hand' && o.owner === p).length);
  if ('thisTurn' in v) return playersOf(view, ctx, v.player).map((p) => turnCount(view.state, p, v.thisTurn));
  // "less than half their starting life total": each player's number times the factor.
  if ('times' in v) return perPlayer(view, ctx, v.times[0])?.map((n) => n * v.times[1]);
  return undefined;
}

const sum = (ns: number[]) => ns.reduce((a, n) => a + n, 0);

export function evalCondition(view: View, ctx: EffectContext, c: Condition): boolean {
  if ('and' in c) return c.and.every((d) => evalCondition(view, ctx, d));
  if ('or' in c) return c.or.some((d) => evalCondition(view, ctx, d));
  if ('not' in c) return !evalCondition(view, ctx, c.not);
  // 702.26b, 702.26f: a phased-out permanent is treated as though it doesn't exist, so a
  // "for as long as" that tracks it can no longer see it.
  const is = (o: GameObject | undefined, f: Filter) => !!o && existsForEffects(o) && matchFilter(view, ctx, o, f);
  if ('costPaid' in c) return ctx.choices.paid?.includes(c.costPaid) ?? false;
  // 608.2d: the alternative chosen as it resolved.
  if ('option' in c) return ctx.choices.option === c.option;
  if ('source' in c) return is(sourceObject(view, ctx), c.source);
  if ('target' in c) return is(targetObject(view, ctx, c.target), c.filter);
  if ('count' in c) {
    const n = objectsMatching(view, ctx, c.count, c.zones).length;
    return (c.gte === undefined || n >= c.gte) && (c.lte === undefined || n <= c.lte);
  }
  if ('compare' in c) {
    const [a, op, b] = c.compare;
    // "an opponent has 10 or less life" ("... N or fewer cards in hand"): true when any one of
    // those players' numbers is (102.2, 102.3); with no such player it is false.
    const sides = (v: Value) =>
      (typeof v === 'object' && 'thisTurn' in v && v.player === 'any' ? undefined : perPlayer(view, ctx, v)) ?? [evalValue(view, ctx, v)];
    const ys = sides(b);
    return sides(a).some((x) => ys.some((y) => test(x, op, y)));
  }
  if ('yourTurn' in c) return (view.state.activePlayer === ctx.you) === c.yourTurn;
  if ('dayNight' in c) return view.state.dayNight === c.dayNight;
  if ('designation' in c)
    return playersOf(view, ctx, c.player).some((p) => ownDesignations(view.state.designations, p).includes(c.designation));
  if ('mostCommonColor' in c) {
    const n = (color: Color) => objectsMatching(view, ctx, { color }).length;
    const mine = n(c.mostCommonColor);
    return COLORS.every((other) => n(other) <= mine);
  }
  if ('attachedObject' in c) return is(related(view, ctx, 'attached'), c.attachedObject);
  if ('topOfLibrary' in c) {
    const top = topOfLibrary(view, ctx.you);
    return !!top && matchFilter(view, ctx, top, c.topOfLibrary);
  }
  const top = topOfGraveyard(view, ctx.you);
  return !!top && matchFilter(view, ctx, top, c.topOfGraveyard);
}

/** A player's designations (an own key only: a player named `toString` has none of Object.prototype's). */
function ownDesignations(all: Readonly<Record<string, readonly string[]>> | undefined, player: string): readonly string[] {
  return (all !== undefined && Object.hasOwn(all, player) ? all[player] : undefined) ?? [];
}
