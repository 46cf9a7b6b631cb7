/**
 * Selectors (types.ts Selector): the objects and players an effect applies to, determined
 * again each time they are read (611.3a).
 */
import type { GameObject, PlayerId } from '../model/objects.js';
import type { Zone } from '../model/terms.js';
import type { Test } from './compiled.js';
import type { Filter } from './language/filters-and-values.js';
import type { Selector } from './language/selector.js';
import { compileFilter, matchFilter, objectsMatching } from './query.js';
import {
  type EffectContext,
  existsForEffects,
  live,
  objectById,
  playersOf,
  related,
  sourceObject,
  targetObject,
  type View,
} from './view.js';

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

/** A selector that is only `{all, zones?}` (the board-wide case): its compiled filter and zones. */
export interface BoardWide {
  test: Test;
  zones: Zone[] | 'all' | undefined;
}

/** The `all` part of a selector that is only `{all, zones?}` (the board-wide case), else null. */
const allOf = new WeakMap<Selector, BoardWide | null>();

export function boardWide(sel: Selector): BoardWide | null {
  let r = allOf.get(sel);
  if (r === undefined) {
    const keys = Object.keys(sel);
    r =
      'all' in sel && keys.every((k) => k === 'all' || k === 'zones')
        ? { test: compileFilter(sel.all), zones: (sel as { zones?: Zone[] | 'all' }).zones }
        : null;
    allOf.set(sel, r);
  }
  return r;
}
