/**
 * A run of `battlefield` entries entered in one `enterObjects` call instead of one call per
 * entry: each call copies the board and checks the new id against it, so a board of N entries
 * entered one by one costs N² (issue #8). The batch is used only where it gives the very state
 * the entries one by one give, and otherwise (or on any error, whose message and place come
 * from the one-by-one replay) the caller enters them one by one:
 *
 * - every entry is plain: not attached, paired, exiled with an object, attacking or blocking
 *   (those check the board as it is after the entries before them, which a batch checks against
 *   the board before the run);
 * - the entries' players are already in APNAP order, so the batch's order (613.7m) and
 *   timestamps are the file's;
 * - after each entry, settle (704.5q, 506.4, 702.95e, 611.2a-b) would have nothing to do: the
 *   only floating effects are "enters as a copy" effects, bound to a source that stays, and no
 *   entered object has +1/+1 and -1/-1 counters to cancel (the batch's settle found none).
 *
 * Each entry is then entered by the same `enterOne`, on the same board, as one by one.
 */
import { quietPrefix } from '../core/actions/settled.js';
import { applyAction, type GameState } from '../core/index.js';
import { apnapOrder } from '../core/model/state.js';
import type { Step } from './types.js';

type EnterStep = Extract<Step, { kind: 'enter' }>;

const plain = (step: Step): step is EnterStep =>
  step.kind === 'enter' &&
  step.setup === true &&
  step.specs.length === 1 &&
  step.specs.every(
    (s) => s.attachedTo === undefined && s.pairedWith === undefined && s.exiledWith === undefined && !s.attacking && !s.blocking,
  );

/** Effects that settle keeps while no object leaves: a copy effect bound to its source (614.1c). */
const lasting = (state: GameState) => state.effects.every((e) => e.bound === true && e.duration === 'sourceOnBattlefield');

/** How many steps from `from` on are plain `battlefield` entries whose players come in APNAP order. */
export function plainRun(state: GameState, steps: readonly Step[], from: number): number {
  const order = apnapOrder(state);
  let last = -1;
  let n = 0;
  for (let i = from; i < steps.length; i++) {
    const step = steps[i] as Step;
    if (!plain(step)) break;
    const s = step.specs[0];
    if (s === undefined) break;
    const rank = order.indexOf(s.controller ?? s.owner ?? state.activePlayer);
    if (rank < last) break;
    last = rank;
    n++;
  }
  return n;
}

/**
 * The state after entering `steps` (plain entries, see plainRun) one by one, from one batch;
 * undefined when the batch can't tell it is that state (then enter them one by one).
 */
export function enterBatch(state: GameState, steps: readonly EnterStep[]): GameState | undefined {
  if (!lasting(state)) return undefined;
  const outcome = applyAction(state, { kind: 'enter', specs: steps.flatMap((s) => s.specs) });
  if (!outcome.ok) return undefined;
  const after = outcome.value;
  // Settle found nothing to do past the objects it had already seen (settled.ts).
  if (quietPrefix(after.objects) !== after.objects.length || !lasting(after)) return undefined;
  return after;
}
