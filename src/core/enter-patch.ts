/**
 * The evaluator's shortcut for one object entering (a creature put onto the battlefield, a token
 * made): after `apply({kind: 'enter', specs: [one]})`, the other objects' results are the
 * parent's and the new object is evaluated against the sources of the board's effects alone,
 * when all of this holds (otherwise the caller evaluates in full):
 *
 * 1. Only the new object was added: every other record, every floating effect, the life totals
 *    and designations as they were (so no "as enters" copy or choice made an effect, no pairing
 *    changed a partner). The turn history may differ: nothing may read it (2).
 * 2. The new object is the source of nothing (no face of its card makes a static effect), and the
 *    position's effects are those of the leave shortcut (leave-patch.ts, 3): local (no count, sum
 *    or relation over objects, no turn history), none reading what its own layer writes, none
 *    granting a static ability or copying.
 *
 * Then, as for a permanent leaving, no effect can depend on another through the set it applies to
 * or what it does (613.8a b-c), only through its existence, which its source's record decides
 * (611.3b): every layer's order (613.7, 613.8b) is decided by the sources, and each object's result
 * by its own record, the sources' and that order. So the other objects keep their results, and the
 * new one's is what a pass over the sources and it alone gives (the board's static effects do
 * apply to it: Glorious Anthem's +1/+1, 613.4c).
 */

import { mayHaveAbility } from './actions/ability-scan.js';
import { abilityBlocks, againstSources, floatingBlocks, isSource } from './leave-patch.js';
import type { GameObject } from './model.js';
import { sameGame, sameObject, scanView } from './resolution-patch.js';
import type { GameState } from './state.js';
import type { EvaluationResult, ObjectResult } from './trace.js';

/**
 * The result after `after` = `before` with the object `id` entered, or null when it has to be
 * evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchEnter(before: GameState, after: GameState, id: string, result: EvaluationResult): EvaluationResult | null {
  if (after.objects.length !== before.objects.length + 1 || after.effects.length !== before.effects.length) return null;
  if (!sameGame(before, after)) return null;
  for (let i = 0; i < before.effects.length; i++) if (after.effects[i] !== before.effects[i]) return null;
  let entered: GameObject | undefined;
  for (let i = 0, j = 0; i < after.objects.length; i++) {
    const a = after.objects[i] as GameObject;
    if (a.id === id && !entered) {
      entered = a;
      continue;
    }
    const b = before.objects[j++];
    if (!b || a.id !== b.id || !sameObject(a, b)) return null;
  }
  if (!entered || isSource(entered)) return null;
  // 2: every effect local, none reading what its own layer writes, none granting or copying.
  if (after.effects.some((e) => floatingBlocks(e, id))) return null;
  if (mayHaveAbility(scanView(before, after), 'leavePatchBlocks', abilityBlocks)) return null;
  if (mayHaveAbility(scanView({ ...before, objects: [entered] }, { ...after, effects: [] }), 'leavePatchBlocks', abilityBlocks))
    return null;
  // The new object against the sources alone.
  const mine = againstSources(after, entered);
  if (!mine) return null;
  const objects: Record<string, ObjectResult> = {};
  for (const o of after.objects) {
    const r = o === entered ? mine : result.objects[o.id];
    if (!r) return null;
    objects[o.id] = r;
  }
  return { ...result, objects };
}
