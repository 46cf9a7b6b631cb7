/**
 * The API's boundary: the data of a request is checked before any rule reads it, so a caller's
 * mistake (a count of 1.5 or NaN, a zone or combat role that doesn't exist, a list that isn't one)
 * is an error as a value with code `invalid-input` and a path, never a TypeError nor a silent
 * acceptance. What the rules forbid is checked later, by each action (`illegal-action`, `bad-choice`).
 *
 * Paths are relative to the request's payload: the key of the argument as the `Action` names it
 * (`['zone']`, `['counters', '+1/+1']`, `['amount']`), the spec's keys for `castSpell`, `activateAbility`
 * and `mergeObject` (`['targets', 0]`), and `[index, key]` into the list of `enterObjects`.
 */
import { err, type Failure } from '../model/result.js';
import type { GameState } from '../model/state.js';
import { ZONES } from '../model/terms.js';

type Path = (string | number)[];

const show = (v: unknown): string => (typeof v === 'number' || v === undefined ? String(v) : (JSON.stringify(v) ?? String(v)));
const bad = (message: string, path: Path): Failure => err('invalid-input', message, path);

/** A whole number (119.3, 122.1: no half counters, no NaN), at least `min` when given. */
export function wholeProblem(n: unknown, what: string, path: Path, min?: number): Failure | null {
  if (Number.isSafeInteger(n) && (min === undefined || (n as number) >= min)) return null;
  return bad(`${what} is a whole number${min === undefined ? '' : ` of at least ${min}`}, not ${show(n)}`, path);
}

/** Counters by kind (122.1): a record of whole numbers (negative removes). */
export function countersProblem(counters: unknown, path: Path): Failure | null {
  if (typeof counters !== 'object' || counters === null || Array.isArray(counters))
    return bad(`counters are given as {kind: number}, not ${show(counters)}`, path);
  for (const [kind, n] of Object.entries(counters)) {
    const p = wholeProblem(n, `the number of ${JSON.stringify(kind)} counters`, [...path, kind]);
    if (p) return p;
  }
  return null;
}

/** One of the zones of 400.1. */
export function zoneProblem(zone: unknown, path: Path): Failure | null {
  return (ZONES as readonly unknown[]).includes(zone) ? null : bad(`a zone is one of ${ZONES.join(', ')} (400.1), not ${show(zone)}`, path);
}

/** One of the allowed words (a combat role, a status change). */
export function oneOfProblem(v: unknown, allowed: readonly string[], what: string, path: Path): Failure | null {
  return allowed.includes(v as string) ? null : bad(`${what} is one of ${allowed.join(', ')}, not ${show(v)}`, path);
}

/** A non-empty string (an id). */
export function idShapeProblem(id: unknown, what: string, path: Path): Failure | null {
  return typeof id === 'string' && id !== '' ? null : bad(`${what} is a non-empty string id, not ${show(id)}`, path);
}

/** An object of the position, by id: a string (`invalid-input`) that names one (`unknown-object`). */
export function objectProblem(state: GameState, id: unknown, path: Path): Failure | null {
  const shape = idShapeProblem(id, 'an object', path);
  if (shape) return shape;
  return state.objects.some((o) => o.id === id) ? null : err('unknown-object', `no object with id ${show(id)}`, path);
}

/** A player of the game, by id. */
export function playerProblem(state: GameState, id: unknown, path: Path): Failure | null {
  const shape = idShapeProblem(id, 'a player', path);
  if (shape) return shape;
  return state.players.some((p) => p.id === id) ? null : err('unknown-player', `unknown player ${show(id)}`, path);
}

/** A list of ids (targets, tokens, combatants). */
export function idListProblem(v: unknown, what: string, path: Path): Failure | null {
  if (!Array.isArray(v)) return bad(`${what} is a list of ids, not ${show(v)}`, path);
  for (const [i, id] of v.entries()) {
    const p = idShapeProblem(id, `each of ${what}`, [...path, i]);
    if (p) return p;
  }
  return null;
}

/** A plain object (a spec, a choices record). */
export function recordProblem(v: unknown, what: string, path: Path): Failure | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? null : bad(`${what} is an object, not ${show(v)}`, path);
}

/** The optional parts of a cast or an activation: X (107.3: 0 or more), targets, modes, token ids, choices. */
export function specPartsProblem(spec: Record<string, unknown>): Failure | null {
  return (
    (spec.x !== undefined ? wholeProblem(spec.x, 'X', ['x'], 0) : null) ??
    (spec.targets !== undefined ? idListProblem(spec.targets, 'targets', ['targets']) : null) ??
    (spec.tokens !== undefined ? idListProblem(spec.tokens, 'tokens', ['tokens']) : null) ??
    (spec.choices !== undefined ? recordProblem(spec.choices, 'choices', ['choices']) : null) ??
    (spec.controller !== undefined ? idShapeProblem(spec.controller, 'the controller', ['controller']) : null) ??
    modesShapeProblem(spec.modes)
  );
}

function modesShapeProblem(modes: unknown): Failure | null {
  if (modes === undefined) return null;
  if (!Array.isArray(modes)) return bad(`modes are a list of mode numbers (700.2), not ${show(modes)}`, ['modes']);
  for (const [i, m] of modes.entries()) {
    const p = wholeProblem(m, 'a mode number (1-based)', ['modes', i], 1);
    if (p) return p;
  }
  return null;
}
