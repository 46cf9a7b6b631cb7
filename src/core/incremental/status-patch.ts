/**
 * The evaluator's shortcut for tapping and untapping (`{kind: 'status', action: 'tap' | 'untap'}`):
 * being tapped is a status, not a characteristic (110.5), and no layer writes it, so the pass can
 * differ only where an effect reads it ("as long as it's tapped", a `{tapped}` filter). When nothing
 * in the position does, every layer applies the same effects in the same order to the same objects
 * (613.8a: no dependency can go through a field no effect reads), and the new result is the parent's
 * with that object's `tapped` changed. Otherwise the caller evaluates in full.
 */
import { mayHaveAbility } from '../actions/ability-scan.js';
import type { AbilityDef } from '../effects/language/abilities.js';
import type { GameState } from '../model/state.js';
import { staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult } from '../pass/trace.js';
import { withEntry } from './result-entries.js';
import { keepsEffects, onlyChanged, sameGame, sameObject } from './same-position.js';

/** The effect-language key that reads whether an object is tapped (a filter, `effects/language/filters-and-values.ts`). */
export const TAPPED_READING_KEYS: ReadonlySet<string> = new Set(['tapped']);

/** Does this piece of effect data read the tapped status? Walks every nested record (granted abilities carry effects). */
export function readsTapped(data: unknown, depth = 0): boolean {
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => readsTapped(x, depth + 1));
  for (const k of Object.keys(data)) if (TAPPED_READING_KEYS.has(k)) return true;
  for (const v of Object.values(data)) if (readsTapped(v, depth + 1)) return true;
  return false;
}

const byAbility = new WeakMap<AbilityDef, boolean>();

/** Ability definitions never change, so each is looked at once (with the effects a keyword means). */
export function abilityReadsTapped(def: AbilityDef): boolean {
  let r = byAbility.get(def);
  if (r === undefined) {
    r = readsTapped(def) || staticEffectsOf(def).effects.some((e) => readsTapped(e));
    byAbility.set(def, r);
  }
  return r;
}

/**
 * The result after `after` = `before` with object `id` tapped or untapped, or null when it has to be
 * evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchStatus(before: GameState, after: GameState, id: string, result: EvaluationResult): EvaluationResult | null {
  if (after.objects.length !== before.objects.length || after.effects.length !== before.effects.length) return null;
  if (!keepsEffects(before, after) || !sameGame(before, after) || after.thisTurn !== before.thisTurn) return null;
  const changed = onlyChanged(before, after, id);
  if (changed === null) return null;
  const { moved, old } = changed;
  // Only its tapped status changed.
  if (!sameObject({ ...moved, tapped: old.tapped }, old)) return null;
  const prev = result.objects[id];
  if (!prev) return null;
  if (after.effects.some((e) => readsTapped(e)) || mayHaveAbility(after, 'readsTapped', abilityReadsTapped)) return null;
  return withEntry(result, id, { ...prev, tapped: moved.tapped });
}
