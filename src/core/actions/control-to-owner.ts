/**
 * 108.3, 613.1b: "each player gains control of all nontoken permanents they own" — as the ability resolves, each
 * permanent the phrase picks comes under its owner's control. The set is locked as it resolves (611.2c) and the
 * effect lasts indefinitely (611.2a): one resolved effect per permanent, naming its owner by id (a token's owner
 * is the player under whose control it was created, 111.2).
 */
import type { Selector } from '../effects/language/selector.js';
import { selectObjects } from '../effects/selectors.js';
import type { EffectContext, View } from '../effects/view.js';
import type { GameState } from '../model/state.js';
import { nextEffectId, nextTimestamp, refOf } from './draft.js';
import { type ResolveInput, sourceOf } from './resolve-input.js';

export function controlToOwner(state: GameState, view: View, ctx: EffectContext, what: Selector, input: ResolveInput): void {
  // Only a permanent whose controller isn't its owner changes (108.4: one in another zone has no controller).
  const moved = selectObjects(view, ctx, what).filter((o) => o.zone === 'battlefield' && view.get(o.id)?.controller !== o.owner);
  if (moved.length === 0) return;
  const t = nextTimestamp(state);
  for (const o of moved) {
    state.effects.push({
      id: nextEffectId(state),
      source: sourceOf(input),
      text: input.text,
      controller: ctx.you,
      timestamp: [t],
      affects: { self: true },
      ops: [{ op: 'control', player: { player: o.owner } }],
      locked: [refOf(o)],
      targets: [],
      choices: {},
      duration: 'permanent',
      kind: 'resolved',
      createdTurn: state.turn,
    });
  }
}
