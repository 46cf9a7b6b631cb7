/**
 * A position handed to the API from elsewhere (read back from JSON, built by hand): the parts every
 * function reads are there, so a wrong argument is named, not a TypeError deep in the pass.
 */
import type { GameState } from './state.js';

/** What is wrong with `state` as a position, with its path, or null. */
export function stateProblem(state: unknown): { message: string; path: string[] } | null {
  const s = state as Partial<Record<keyof GameState, unknown>> | null;
  if (typeof s !== 'object' || s === null)
    return { message: `a position is a GameState (from emptyState), not ${String(state)}`, path: [] };
  for (const k of ['objects', 'players', 'effects'] as const)
    if (!Array.isArray(s[k])) return { message: `a position has a list of ${k}`, path: [k] };
  for (const k of ['turn', 'nextTimestamp', 'nextEffectId', 'startingLife'] as const)
    if (!Number.isSafeInteger(s[k])) return { message: `a position's ${k} is a whole number, not ${String(s[k])}`, path: [k] };
  return null;
}
