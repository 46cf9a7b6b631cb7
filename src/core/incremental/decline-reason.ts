/**
 * Why a shortcut declined (the evaluator's `reason()` after a full pass), told after the fact from the
 * conditions the shortcuts share, checked in this order — the first that holds is the reason:
 *
 * - `changed-more`: the action changed more than its object (an Aura that went to the graveyard with
 *   its host, 704.5m; a state-based action; something in combat), or a spell left something else
 *   than plain pumps;
 * - `source`: the object that entered, left, changed control or resolved makes static effects itself
 *   (a lord, an anthem, Rancor, Bonesplitter: 611.3);
 * - `reads-pt`, `reads-tapped`, `reads-turn`: something in the position reads what the action changed:
 *   power, toughness or counters (counters, pumps), the tapped status (110.5), the turn, its active
 *   player or its history (the end of turn, 500.1);
 * - `not-local`: an effect relates objects or grants static abilities (leave-patch.ts, 3);
 * - `no-order`: the parent's order of effects is not known (its result came from a shortcut that
 *   could not carry it), and this shortcut needs it;
 * - `other`: a dependency may go through the object (order-replay.ts, 613.8a), or a rarer condition
 *   of the shortcut's *-patch.ts.
 */

import { mayHaveAbility } from '../actions/ability-scan.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { positionReadsPT } from './counter-patch.js';
import { turnRead } from './end-turn-patch.js';
import { abilitiesBlock, floatingBlocks, isSource } from './locality.js';
import { scanView } from './same-position.js';
import type { ShortcutKind } from './shortcuts.js';
import { abilityReadsTapped, readsTapped } from './status-patch.js';

export type DeclineReason = 'changed-more' | 'source' | 'reads-pt' | 'reads-tapped' | 'reads-turn' | 'not-local' | 'no-order' | 'other';

/** The shortcut as the evaluator tried it: its kind, the parent and child positions, the object, whether the parent's order was known. */
export interface Declined {
  kind: ShortcutKind;
  parent: GameState;
  child: GameState;
  object: string;
  ordered: boolean;
}

function find(s: GameState, id: string): GameObject | undefined {
  return s.objects.find((o) => o.id === id);
}

/** Did the action change any object but `id`, or add or remove one other than it? */
function changedMore(d: Declined): boolean {
  const { parent, child, object } = d;
  const added = d.kind === 'enter' || d.kind === 'resolution' ? 1 : 0;
  if (child.objects.length !== parent.objects.length + added) return true;
  const old = new Map(parent.objects.map((o) => [o.id, o]));
  return child.objects.some((o) => o.id !== object && old.get(o.id) !== o);
}

export function declineReason(d: Declined): DeclineReason {
  const { kind, parent, child, object } = d;
  if (changedMore(d)) return 'changed-more';
  const now = find(child, object);
  const was = find(parent, object);
  if ((kind === 'enter' || kind === 'leave' || kind === 'control' || kind === 'resolution') && [now, was].some((o) => o && isSource(o)))
    return 'source';
  if ((kind === 'counters' || kind === 'resolution') && positionReadsPT(child)) return 'reads-pt';
  if (kind === 'status' && (child.effects.some((e) => readsTapped(e)) || mayHaveAbility(child, 'readsTapped', abilityReadsTapped)))
    return 'reads-tapped';
  if (kind === 'endTurn' && (turnRead(parent) || turnRead(child))) return 'reads-turn';
  if (kind !== 'counters' && kind !== 'status') {
    if (child.effects.some((e) => floatingBlocks(e, object, d.ordered)) || abilitiesBlock(scanView(parent, child), d.ordered))
      return 'not-local';
    if (kind === 'endTurn' && !d.ordered) return 'no-order';
  }
  return 'other';
}
