/**
 * 700.13: a player commits a crime as they cast a spell, activate an ability or put a triggered ability on
 * the stack that targets an opponent, a permanent, spell or ability an opponent controls, or a card in an
 * opponent's graveyard. The turn history counts it (`crimesCommitted`, turn-counts.ts), which "if you've
 * committed a crime this turn" reads.
 */
import type { TargetRef } from '../effects/view.js';
import { recordTurn } from '../model/history.js';
import type { PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';

/**
 * Whether targeting `targets` is a crime of `you` (700.13). `controllerOf` gives a permanent's controller
 * as the layers have it (layer 2, 613.1b); a spell's or ability's on the stack is its record's.
 */
export function isCrime(
  s: GameState,
  you: PlayerId,
  targets: readonly TargetRef[],
  controllerOf: (id: string) => PlayerId | undefined,
): boolean {
  return targets.some((t) => {
    if ('player' in t) return t.player !== you;
    const ability = s.stack?.find((item) => item.kind === 'ability' && item.id === t.id);
    if (ability?.kind === 'ability') return ability.controller !== you;
    const o = s.objects.find((x) => x.id === t.id);
    if (o === undefined) return false;
    if (o.zone === 'graveyard') return o.owner !== you;
    if (o.zone === 'battlefield') return (controllerOf(o.id) ?? o.baseController) !== you;
    if (o.zone === 'stack') return o.baseController !== you;
    return false;
  });
}

/** Counts a crime in the turn history when targeting `targets` is one (700.13). */
export function recordCrime(
  s: GameState,
  you: PlayerId,
  targets: readonly TargetRef[],
  controllerOf: (id: string) => PlayerId | undefined,
): void {
  if (isCrime(s, you, targets, controllerOf)) recordTurn(s, you, 'crimesCommitted');
}
