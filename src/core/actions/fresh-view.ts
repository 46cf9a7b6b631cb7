/** The position as a resolving spell or ability reads it (608.2h), evaluated only when something reads it. */
import type { View } from '../effects/view.js';
import type { GameState } from '../model/state.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { snapshot } from './draft.js';

/**
 * The characteristics as they stand now (608.2h: values are read as the resolution gets to them),
 * evaluated only if a part of the resolution reads one: "Target creature gets +3/+3" reads none.
 * The position is copied now, because the resolution goes on changing `state` (its records
 * through `writable`, which copies them again after a snapshot); the objects listed stay the live ones, as before.
 */
export function freshView(state: GameState): View {
  const then = snapshot(state);
  let working: View | undefined;
  const board = (): View => {
    working ??= viewOf(then, evaluateFull(then, { trace: false }).working);
    return working;
  };
  return { state, get: (id) => board().get(id) };
}
