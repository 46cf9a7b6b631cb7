/**
 * One-shot instructions that make permanents leave the battlefield as a spell or ability resolves:
 * destroy (701.8), sacrifice (701.21), exile (406.3) and return to the owner's hand. Each object
 * that leaves becomes a new object in its new zone (400.7); a token ceases to exist (111.7).
 */
import type { LeaveBattlefield } from '../effects/language/abilities.js';
import { selectObjects } from '../effects/selectors.js';
import { type EffectContext, hasKeyword, type View } from '../effects/view.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import { writable } from './draft.js';
import { changeZone } from './zones.js';

const ZONE: Record<LeaveBattlefield['how'], Zone> = {
  destroy: 'graveyard',
  sacrifice: 'graveyard',
  exile: 'exile',
  return: 'hand',
};

/**
 * Does `o` leave by this instruction? 702.12b: an indestructible permanent isn't destroyed;
 * 701.21a: a player sacrifices only a permanent they control.
 */
function leaves(view: View, ctx: EffectContext, o: GameObject, how: LeaveBattlefield['how']): boolean {
  if (o.zone !== 'battlefield' || o.phasedOut) return false;
  const w = view.get(o.id);
  if (how === 'destroy') return !(w && hasKeyword(w, 'indestructible'));
  if (how === 'sacrifice') return w?.controller === ctx.you;
  return true;
}

/** 608.2c: the instructions in the order written; what each selects is read from `view` (the position as it resolves). */
export function leaveBattlefield(state: GameState, view: View, ctx: EffectContext, instructions: readonly LeaveBattlefield[]): void {
  for (const l of instructions) {
    for (const picked of selectObjects(view, ctx, l.what)) {
      // The draft's record now: an earlier part may have copied it, or it has already left (400.7).
      const o = state.objects.find((x) => x.id === picked.id && x.incarnation === picked.incarnation);
      if (o === undefined || !leaves(view, ctx, o, l.how)) continue;
      changeZone(state, writable(state, o), ZONE[l.how], undefined, view.get(o.id));
    }
  }
}
