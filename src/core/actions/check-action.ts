/**
 * An `Action` as data from elsewhere (JavaScript, JSON, a random move generator): an object with a
 * kind, and the payload its kind carries, before the action's own checks (check-input.ts) read it.
 */
import { err, type Failure } from '../model/result.js';
import { oneOfProblem, recordProblem } from './check-input.js';

/** The status changes of a `status` action. */
export const STATUS_ACTIONS = ['tap', 'untap', 'turnFaceUp', 'turnFaceDown', 'transform', 'phaseOut', 'phaseIn'] as const;

/** Why `a` is not an action's data (`invalid-input`, path into the action's payload), or null; an unknown kind is left to the caller. */
export function actionProblem(a: unknown): Failure | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a))
    return err('invalid-input', `an action is an object with a kind ({kind: 'cast', spec}), not ${JSON.stringify(a) ?? String(a)}`, []);
  const x = a as Record<string, unknown>;
  if (x.kind === 'cast' || x.kind === 'activate' || x.kind === 'mutate') return recordProblem(x.spec, `a ${x.kind} action's spec`, []);
  if (x.kind === 'status') return oneOfProblem(x.action, STATUS_ACTIONS, 'a status change', ['action']);
  return null;
}
