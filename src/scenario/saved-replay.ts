/**
 * `toScenario`'s last guard: the document it wrote, loaded and replayed, must evaluate as the state does.
 * When it doesn't, the replayed position can say why: an entry that became a copy the state's object is
 * not (614.1c, 707.9: it was written after Essence of the Wild).
 */

import type { GameState } from '../core/model/state.js';
import { evaluate } from '../core/pass/evaluate.js';
import type { EvaluationResult } from '../core/pass/trace.js';
import { loadScenario } from './load.js';
import { evaluateScenario } from './replay.js';
import type { CardSource } from './types.js';

/** Whether two plain-data values are equal, whatever the order their keys were set in. */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Keys sorted at every level, so that equal data compares equal whatever the order keys were set in. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (typeof v !== 'object' || v === null) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined) out[k] = canonical(x);
  }
  return out;
}

/** What a replay of a saved document gave: nothing wrong (`problem: null`), or what, with the replayed position if it got that far. */
export interface ReplayCheck {
  problem: string | null;
  replayed?: GameState;
}

/** The state's evaluation, made once for every document tried. */
export function wanted(state: GameState): EvaluationResult {
  return evaluate(state, { trace: false });
}

/** The document (plain data), loaded and replayed, evaluates to `want` (the state's evaluation). */
export function replaysTheSame(want: EvaluationResult, doc: unknown, cards: CardSource): ReplayCheck {
  const loaded = loadScenario(JSON.stringify(doc), 'saved.json', { cards });
  if (!loaded.ok)
    return {
      problem: `the document written for this state is not a valid scenario: ${loaded.error.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    };
  const replayed = evaluateScenario(loaded.value, { trace: false });
  if (!replayed.ok)
    return {
      problem: `the document written for this state doesn't replay: ${replayed.error.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    };
  const got = replayed.value.result;
  if (sameData(want, got)) return { problem: null };
  const differs = Object.keys(want.objects).find((id) => !sameData(want.objects[id], got.objects[id]));
  return {
    problem: `the document written for this state replays to a different position${differs === undefined ? '' : ` (object "${differs}" differs)`}`,
    replayed: replayed.value.state,
  };
}

/**
 * 614.1c, 707.9: an entry of the replay that entered as a copy (by another permanent's "Creatures you control
 * enter as a copy of this creature") while the state's object of that id has no copy effect — the reason the
 * document can't be written, when the entry has to come after that permanent. Null when there is none.
 */
export function unwantedCopy(state: GameState, replayed: GameState): { id: string; text: string } | null {
  const copying = (s: GameState, id: string) => s.effects.filter((e) => e.kind === 'copy' && e.bound === true && e.source?.id === id);
  for (const o of replayed.objects) {
    const had = new Set(copying(state, o.id).map((e) => e.text));
    const extra = copying(replayed, o.id).find((e) => !had.has(e.text));
    if (extra !== undefined) return { id: o.id, text: extra.text };
  }
  return null;
}
