/**
 * 506.4: removal from combat. A permanent is removed from combat if it leaves the battlefield, its
 * controller changes, it phases out, it's an attacking or blocking creature that stops being a creature,
 * or it's a planeswalker or battle being attacked that stops being one (506.4d-e). A creature attacking
 * a permanent removed from combat keeps attacking, and attacks nothing (506.4c).
 */

import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { evaluateFull } from '../pass/evaluate.js';
import { isPlayer } from './draft.js';

/** The record (a draft's own) is removed from combat: no longer attacking, blocking or attacked. */
export function leaveCombat(o: GameObject): void {
  o.attacking = false;
  o.blocking = false;
  delete o.attacks;
  delete o.blocks;
  delete o.combatController;
}

/** Whether settle must look at it: in combat, or attacked. */
export const inCombat = (o: GameObject): boolean => o.attacking || o.blocking || o.combatController !== undefined;

/** Removes from combat what 506.4 says, copying the records it changes (they may be shared with an earlier state). */
export function removeFromCombat(state: GameState): void {
  // Types and controllers are final after layer 4 (613.1b, 613.1d).
  const working = evaluateFull(state, { trace: false, until: '4' }).working;
  const attacked = new Set(state.objects.map((o) => (o.attacking ? o.attacks : undefined)));
  const out = new Map<GameObject, GameObject>();
  const still = new Set<string>();
  for (const o of state.objects) {
    if (!inCombat(o)) continue;
    const w = working.get(o.id);
    // Its controller as it entered combat (613.1b: final after layer 2).
    const same = w !== undefined && o.zone === 'battlefield' && !o.phasedOut && w.controller === (o.combatController ?? w.controller);
    const fights = (o.attacking || o.blocking) && same && w.types.includes('Creature');
    // 506.4e: one that stops being a battle stays attacked as a planeswalker under its protector, a defending
    // player (310.8: the protector is not modelled; an opponent of the active player is taken to be it).
    const isAttacked = attacked.has(o.id) && !isPlayer(state, o.id);
    const stays =
      isAttacked && same && (w.types.includes('Battle') || (w.types.includes('Planeswalker') && w.controller !== state.activePlayer));
    if (stays) still.add(o.id);
    if (fights || (stays && !o.attacking && !o.blocking)) continue;
    // 506.4d: a blocking creature that is also an attacked planeswalker stays the one it still is.
    const c = { ...o };
    leaveCombat(c);
    if (stays && o.combatController !== undefined) c.combatController = o.combatController;
    out.set(o, c);
  }
  // 506.4c: attacking a permanent removed from combat (or a new object, 400.7), it attacks nothing.
  for (const o of state.objects)
    if (o.attacks !== undefined && !still.has(o.attacks) && !isPlayer(state, o.attacks)) {
      const c = out.get(o) ?? { ...o };
      delete c.attacks;
      out.set(o, c);
    }
  if (out.size > 0) state.objects = state.objects.map((o) => out.get(o) ?? o);
}
