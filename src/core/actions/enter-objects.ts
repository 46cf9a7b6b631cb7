/** Objects entering the battlefield or another zone together (613.7m), and what an object would be as it enters (611.3c, 614.12). */
import type { Result } from '../model/result.js';
import type { GameState } from '../model/state.js';
import { evaluate, evaluateFull } from '../pass/evaluate.js';
import type { ObjectResult } from '../pass/trace.js';
import { checkEnter } from './check-enter.js';
import { combatProblem, soleDefender } from './combat.js';
import { cloneForEntering, done, fail, getObject, nextTimestamp, type Outcome } from './draft.js';
import { apnapSort, type EnterProblem, type EnterSpec, enterOne } from './enter.js';
import { settle } from './settle.js';

/** Objects enter simultaneously: timestamps in APNAP order (613.7m). */
export function enterObjects(state: GameState, specs: readonly EnterSpec[]): Outcome {
  const problem = checkEnter(state, specs);
  if (problem) return { ok: false, error: problem };
  const s = cloneForEntering(state);
  const problems: string[] = [];
  let at: (string | number)[] | undefined;
  for (const spec of apnapSort(s, specs)) {
    const t = spec.timestamp ?? nextTimestamp(s);
    if (spec.timestamp !== undefined) s.nextTimestamp = Math.max(s.nextTimestamp, spec.timestamp + 1);
    const found: EnterProblem[] = [];
    enterOne(s, spec, t, found);
    for (const p of found) {
      if (typeof p === 'string') problems.push(p);
      else {
        problems.push(p.error);
        at ??= [specs.indexOf(spec), ...p.at];
      }
    }
  }
  if (problems.length > 0) return fail('bad-choice', problems.join('; '), problems.length === 1 ? at : undefined);
  // 506.4: an object can enter as an attacking or blocking creature only if it could be one.
  if (specs.some((x) => x.attacking || x.blocking)) {
    // Types and controllers are final after layer 4 (613.1b, 613.1d): the later layers are not needed.
    const working = evaluateFull(s, { trace: false, until: '4' }).working;
    for (const [i, spec] of specs.entries()) {
      const o = getObject(s, spec.id);
      for (const role of ['attack', 'block'] as const) {
        if (!o || !(role === 'attack' ? spec.attacking : spec.blocking)) continue;
        const problem = combatProblem(s, working, o, role);
        if (problem) return fail('illegal-action', problem, [i, role === 'attack' ? 'attacking' : 'blocking']);
        o.combatController = working.get(o.id)?.controller ?? o.baseController;
        // 508.4: put onto the battlefield attacking, it attacks the only opponent of a two-player game.
        const whom = role === 'attack' ? soleDefender(s) : undefined;
        if (o && whom !== undefined) o.attacks = whom;
      }
    }
  }
  return done(settle(s));
}

/**
 * 611.3c, 614.12: the characteristics an object would have as it enters the battlefield
 * now, with the static effects already in play — what enters-triggers must look at.
 */
export function asItEnters(state: GameState, spec: EnterSpec): Result<ObjectResult> {
  const entered = enterObjects(state, [{ ...spec, zone: 'battlefield' }]);
  if (!entered.ok) return entered;
  const object = evaluate(entered.value, { trace: false }).objects[spec.id];
  return object ? { ok: true, value: object } : fail('illegal-action', `"${spec.id}" did not enter`);
}
