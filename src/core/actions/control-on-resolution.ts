/**
 * Control changed as an ability resolves (613.1b): an exchange of control (701.12) and control given back
 * to owners (108.3). Each is a resolved effect on one locked object (611.2c) that lasts indefinitely
 * (611.2a), naming the player by id.
 */
import type { Selector } from '../effects/language/selector.js';
import { selectObjects } from '../effects/selectors.js';
import type { EffectContext, View } from '../effects/view.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { nextEffectId, nextTimestamp, refOf } from './draft.js';
import { type ResolveInput, sourceOf } from './resolve-input.js';

/** `obj` comes under `player`'s control from timestamp `t` on: one resolved effect, its set locked to `obj`. */
function giveControl(state: GameState, input: ResolveInput, ctx: EffectContext, obj: GameObject, player: string, t: number): void {
  state.effects.push({
    id: nextEffectId(state),
    source: sourceOf(input),
    text: input.text,
    controller: ctx.you,
    timestamp: [t],
    affects: { self: true },
    ops: [{ op: 'control', player: { player } }],
    locked: [refOf(obj)],
    targets: [],
    choices: {},
    duration: 'permanent',
    kind: 'resolved',
    createdTurn: state.turn,
  });
}

/** 701.12b: each controller gains control of the other's permanent; if one player controls both, nothing happens. */
export function exchangeControl(
  state: GameState,
  view: View,
  ctx: EffectContext,
  pair: readonly [GameObject, GameObject],
  input: ResolveInput,
): void {
  const [a, b] = pair;
  const ca = view.get(a.id)?.controller;
  const cb = view.get(b.id)?.controller;
  if (ca === cb) return;
  const t = nextTimestamp(state);
  if (cb) giveControl(state, input, ctx, a, cb, t);
  if (ca) giveControl(state, input, ctx, b, ca, t);
}

/**
 * 108.3, 613.1b: "each player gains control of all nontoken permanents they own" — as the ability resolves, each
 * permanent the phrase picks comes under its owner's control. The set is locked as it resolves (611.2c) and the
 * effect lasts indefinitely (611.2a): one resolved effect per permanent, naming its owner by id (a token's owner
 * is the player under whose control it was created, 111.2).
 */
export function controlToOwner(state: GameState, view: View, ctx: EffectContext, what: Selector, input: ResolveInput): void {
  // Only a permanent whose controller isn't its owner changes (108.4: one in another zone has no controller).
  const moved = selectObjects(view, ctx, what).filter((o) => o.zone === 'battlefield' && view.get(o.id)?.controller !== o.owner);
  if (moved.length === 0) return;
  const t = nextTimestamp(state);
  for (const o of moved) giveControl(state, input, ctx, o, o.owner, t);
}
