/**
 * What an effect sees and whom its words name: the view of the state with the working
 * characteristics of every object, the effect's context ("you", "chosen", "target", "this"),
 * and the objects and players those words designate.
 */
import type { Characteristics, Choices, GameObject, ObjectRef, PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import type { RelatedObject } from './language/filters-and-values.js';
import type { ChosenRef, PlayerRef, Word } from './language/references.js';

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
export function live(view: View, ref: ObjectRef | null | undefined): GameObject | undefined {
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
  if (ref === 'enchanted') return sourceObject(view, ctx)?.attachedPlayer === player;
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

export function hasKeyword(ch: Characteristics, keyword: string): boolean {
  const k = keyword.toLowerCase();
  return ch.abilities.some((a) => a.def.kind === 'keyword' && a.def.keyword.toLowerCase() === k);
}

/** Is the object in these zones (the battlefield when none are given)? */
export function inZones(o: GameObject, zones: Zone[] | 'all' | undefined): boolean {
  if (zones === 'all') return true;
  if (zones === undefined) return o.zone === 'battlefield';
  return zones.includes(o.zone);
}

/** The object the `n`th target names, while it is still that object (400.7). */
export function targetObject(view: View, ctx: EffectContext, n: number): GameObject | undefined {
  const t = ctx.targets[n];
  return t && 'id' in t ? live(view, t) : undefined;
}

/** The object a filter compares with (types.ts RelatedObject). */
export function related(view: View, ctx: EffectContext, which: RelatedObject): GameObject | undefined {
  if (which === 'affected') return ctx.affected;
  if (which === 'target') return targetObject(view, ctx, 0);
  if (which === 'object') return ctx.choices.object ? objectById(view, ctx.choices.object) : undefined;
  const src = sourceObject(view, ctx);
  if (which === 'source') return src;
  return src?.attachedTo ? objectById(view, src.attachedTo) : undefined;
}

/** The top card of a player's library: the one put into it last (a position lists its library bottom to top). */
export function topOfLibrary(view: View, player: PlayerId): GameObject | undefined {
  let top: GameObject | undefined;
  for (const o of view.state.objects) {
    if (o.zone === 'library' && o.owner === player && (!top || o.timestamp > top.timestamp)) top = o;
  }
  return top;
}

/** The top card of a player's graveyard: the one that entered it last. */
export function topOfGraveyard(view: View, player: PlayerId): GameObject | undefined {
  let top: GameObject | undefined;
  for (const o of view.state.objects) {
    if (o.zone === 'graveyard' && o.owner === player && (!top || o.timestamp > top.timestamp)) top = o;
  }
  return top;
}
