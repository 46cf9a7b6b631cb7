/**
 * Reading the game from inside an effect: filters, selectors, values and conditions,
 * evaluated against the characteristics as they stand at that point of the pass.
 */
import { manaValueOf } from '../characteristics.js';
import { turnCount } from '../history.js';
import { manaValue } from '../mana.js';
import {
  type Characteristics,
  type Choices,
  COLORS,
  type Color,
  type GameObject,
  type ObjectRef,
  type PlayerId,
  type Zone,
} from '../model.js';
import type { GameState } from '../state.js';
import { BASIC_LAND_TYPES, hasCorrelatedSubtype, subtypeFamily } from '../subtypes.js';
import { compileFilter } from './compiled.js';
import type { ChosenRef, Compare, Condition, Filter, PlayerRef, RelatedObject, Selector, Value, ValueSubject, Word } from './types.js';

export type WorkingObject = Characteristics & { controller: PlayerId };

/** What an effect can see: the state plus the working characteristics of every object. */
export interface View {
  state: GameState;
  get(id: string): WorkingObject | undefined;
}

export type TargetRef = ObjectRef | { player: PlayerId };

/** Who and what "you", "chosen", "target" and "this" mean for one effect. */
export interface EffectContext {
  /** The object whose ability generated the effect; stops matching once it leaves (400.7). */
  source: ObjectRef | null;
  you: PlayerId;
  choices: Choices;
  targets: readonly TargetRef[];
  x: number | undefined;
  /** The tokens the resolving spell or ability created (for the `createdTokens` selector). */
  created?: readonly ObjectRef[];
  /** While a value is computed for one affected object: that object (filters' `attachedTo: 'affected'`). */
  affected?: GameObject;
}

/**
 * Each object's place by id, once per objects array, with the array's length then. An action's
 * draft changes its own array in place (entering pushes; a move takes an object out and puts its
 * new object back, 400.7), so a place is checked on every lookup, and the array is indexed again
 * when a place no longer holds that id or an id is missing from an array that has grown or shrunk.
 */
const byIdCache = new WeakMap<readonly GameObject[], { length: number; places: Map<string, number> }>();

function indexOf(objects: readonly GameObject[]): { length: number; places: Map<string, number> } {
  const places = new Map<string, number>();
  objects.forEach((o, i) => {
    if (!places.has(o.id)) places.set(o.id, i);
  });
  const index = { length: objects.length, places };
  byIdCache.set(objects, index);
  return index;
}

export function objectById(view: View, id: string): GameObject | undefined {
  const objects = view.state.objects;
  let index = byIdCache.get(objects) ?? indexOf(objects);
  let i = index.places.get(id);
  if (i === undefined && index.length !== objects.length) {
    index = indexOf(objects);
    i = index.places.get(id);
  }
  // Not there when indexed at this length: only an object put in place of another since can be.
  if (i === undefined) return objects.find((x) => x.id === id);
  const o = objects[i];
  if (o !== undefined && o.id === id) return o;
  const j = indexOf(objects).places.get(id);
  return j === undefined ? undefined : objects[j];
}

/** The object a reference names, while it is still that object (400.7: not once it has left its zone). */
function live(view: View, ref: ObjectRef | null | undefined): GameObject | undefined {
  const o = ref ? objectById(view, ref.id) : undefined;
  return o && o.incarnation === ref?.incarnation ? o : undefined;
}

export function sourceObject(view: View, ctx: EffectContext): GameObject | undefined {
  return live(view, ctx.source);
}

/** 702.26b: a phased-out permanent is treated as though it doesn't exist. */
export function existsForEffects(o: GameObject): boolean {
  return !o.phasedOut;
}

export function resolveWord(w: Word, ctx: EffectContext): string | undefined {
  if (typeof w === 'string') return w;
  return chosen(w, ctx);
}

function chosen(w: ChosenRef, ctx: EffectContext): string | undefined {
  const v = ctx.choices[w.chosen];
  return v === undefined ? undefined : String(v);
}

export function playerMatches(view: View, ctx: EffectContext, ref: PlayerRef, player: PlayerId): boolean {
  if (ref === 'any') return true;
  if (ref === 'you') return player === ctx.you;
  if (ref === 'opponent') return player !== ctx.you;
  if (ref === 'active') return player === view.state.activePlayer;
  if ('chosen' in ref) return ctx.choices.player === player;
  if ('lifeRank' in ref) return lifeRanked(view, ctx, ref).includes(player);
  return ref.player === player;
}

/** 119: the player with the most (least) life; on a tie nobody, or with `tied: 'chosen'` the chosen one of those tied. */
function lifeRanked(view: View, ctx: EffectContext, ref: Extract<PlayerRef, { lifeRank: string }>): PlayerId[] {
  const lives = view.state.players.map((p) => p.life);
  const best = ref.lifeRank === 'most' ? Math.max(...lives) : Math.min(...lives);
  const top = view.state.players.filter((p) => p.life === best).map((p) => p.id);
  if (ref.tied === 'chosen')
    return top.length >= 2 && ctx.choices.player !== undefined && top.includes(ctx.choices.player) ? [ctx.choices.player] : [];
  return top.length === 1 ? top : [];
}

export function playersOf(view: View, ctx: EffectContext, ref: PlayerRef): PlayerId[] {
  return view.state.players.map((p) => p.id).filter((p) => playerMatches(view, ctx, ref, p));
}

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

export function hasKeyword(ch: Characteristics, keyword: string): boolean {
  const k = keyword.toLowerCase();
  return ch.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword.toLowerCase() === k);
}

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

/** Is the object in these zones (the battlefield when none are given)? */
export function inZones(o: GameObject, zones: Zone[] | 'all' | undefined): boolean {
  if (zones === 'all') return true;
  if (zones === undefined) return o.zone === 'battlefield';
  return zones.includes(o.zone);
}

/** Would objectsMatching(view, ctx, f, zones) include this object? */
export function objectMatches(view: View, ctx: EffectContext, o: GameObject, f: Filter, zones?: Zone[] | 'all'): boolean {
  return existsForEffects(o) && inZones(o, zones) && matchFilter(view, ctx, o, f);
}

/** The objects matching a filter in the given zones (battlefield by default). */
export function objectsMatching(view: View, ctx: EffectContext, f: Filter, zones?: Zone[] | 'all'): GameObject[] {
  return view.state.objects.filter((o) => objectMatches(view, ctx, o, f, zones));
}

function targetObject(view: View, ctx: EffectContext, n: number): GameObject | undefined {
  const t = ctx.targets[n];
  return t && 'id' in t ? live(view, t) : undefined;
}

/** The objects a selector designates now (statics re-determine this continually, 611.3a). */
export function selectObjects(view: View, ctx: EffectContext, sel: Selector): GameObject[] {
  const where = (os: (GameObject | undefined)[], w: Filter | undefined) =>
    os.filter((o): o is GameObject => !!o && existsForEffects(o) && (!w || matchFilter(view, ctx, o, w)));
  if ('self' in sel) return where([sourceObject(view, ctx)], sel.where);
  if ('attached' in sel) return where([related(view, ctx, 'attached')], sel.where);
  if ('target' in sel) return where([targetObject(view, ctx, sel.target)], sel.where);
  if ('targets' in sel)
    return where(
      ctx.targets.map((_, i) => targetObject(view, ctx, i)),
      sel.where,
    );
  if ('chosenObject' in sel) {
    const id = sel.chosenObject === 'object' ? ctx.choices.object : ctx.choices.copyOf;
    return where([id ? objectById(view, id) : undefined], sel.where);
  }
  if ('all' in sel) return objectsMatching(view, ctx, sel.all, sel.zones);
  if ('createdTokens' in sel)
    return where(
      (ctx.created ?? []).map((r) => live(view, r)),
      sel.where,
    );
  return [];
}

export function selectPlayers(view: View, ctx: EffectContext, sel: Selector): PlayerId[] {
  if ('players' in sel) return playersOf(view, ctx, sel.players);
  if ('target' in sel) {
    const t = ctx.targets[sel.target];
    return t && 'player' in t ? [t.player] : [];
  }
  return [];
}

/** The object a filter compares with (types.ts RelatedObject). */
function related(view: View, ctx: EffectContext, which: RelatedObject): GameObject | undefined {
  if (which === 'affected') return ctx.affected;
  if (which === 'target') return targetObject(view, ctx, 0);
  if (which === 'object') return ctx.choices.object ? objectById(view, ctx.choices.object) : undefined;
  const src = sourceObject(view, ctx);
  if (which === 'source') return src;
  return src?.attachedTo ? objectById(view, src.attachedTo) : undefined;
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
  return undefined;
}

const sum = (ns: number[]) => ns.reduce((a, n) => a + n, 0);

/** The top card of a player's graveyard: the one that entered it last. */
export function topOfGraveyard(view: View, player: PlayerId): GameObject | undefined {
  let top: GameObject | undefined;
  for (const o of view.state.objects) {
    if (o.zone === 'graveyard' && o.owner === player && (!top || o.timestamp > top.timestamp)) top = o;
  }
  return top;
}

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
  const top = topOfGraveyard(view, ctx.you);
  return !!top && matchFilter(view, ctx, top, c.topOfGraveyard);
}

/** A player's designations (an own key only: a player named `toString` has none of Object.prototype's). */
function ownDesignations(all: Readonly<Record<string, readonly string[]>> | undefined, player: string): readonly string[] {
  return (all !== undefined && Object.hasOwn(all, player) ? all[player] : undefined) ?? [];
}
