/**
 * Combat status (506-511), as far as continuous effects read it: which creatures are
 * attacking or blocking (506.4; "attacking creatures you control", "as long as it's
 * attacking"), and the end of combat (511.3), which ends "until end of combat" effects.
 * Declaring is status only: nothing is tapped and nothing triggers by itself.
 */
import { evaluateFull } from '../evaluate.js';
import type { GameObject } from '../model.js';
import type { WorkingMap } from '../pass/working-map.js';
import type { GameState } from '../state.js';
import { cloneState, done, fail, getObject, type Outcome } from './draft.js';
import { settle } from './settle.js';

export type CombatRole = 'attack' | 'block';

/**
 * 508.1a, 509.1a: attackers are creatures the active player controls, blockers creatures
 * a defending (non-active) player controls, all on the battlefield — judged by their
 * characteristics now (a land animated by an effect is a creature).
 */
export function declareCombat(state: GameState, role: CombatRole, ids: readonly string[]): Outcome {
  const s = cloneState(state);
  const working = evaluateFull(s, { trace: false }).working;
  const found: GameObject[] = [];
  for (const [i, id] of ids.entries()) {
    const o = getObject(s, id);
    if (!o) return fail(`no object with id "${id}"`, [i]);
    const problem = combatProblem(s, working, o, role);
    if (problem) return fail(problem, [i]);
    if (found.includes(o)) return fail(`"${id}" is listed twice`, [i]);
    found.push(o);
  }
  for (const o of found) {
    if (role === 'attack') o.attacking = true;
    else o.blocking = true;
  }
  return done(settle(s));
}

/** Why this object can't be an attacking (blocking) creature now, or null. */
export function combatProblem(s: GameState, working: WorkingMap, o: GameObject, role: CombatRole): string | null {
  const w = working.get(o.id);
  const name = `"${o.id}"`;
  const rule = role === 'attack' ? '508.1a' : '509.1a';
  if (o.zone !== 'battlefield' || !w) return `${name} is in the ${o.zone}, not on the battlefield, so it can't ${role} (${rule})`;
  if (o.phasedOut) return `${name} is phased out and is treated as though it doesn't exist (702.26b), so it can't ${role}`;
  if (!w.types.includes('Creature'))
    return `${name} is not a creature (it is ${w.types.join(' ') || 'typeless'} now), so it can't ${role} (${rule})`;
  if (role === 'attack' && w.controller !== s.activePlayer)
    return `${name} is controlled by ${w.controller}; only the active player (${s.activePlayer}) declares attackers (508.1a)`;
  if (role === 'block' && w.controller === s.activePlayer)
    return `${name} is controlled by the active player (${s.activePlayer}); blockers are declared by a defending player (509.1a)`;
  return null;
}

/** 511.3: every creature is removed from combat; "until end of combat" effects end. Draft state. */
export function endCombatIn(s: GameState): void {
  for (const o of s.objects) {
    o.attacking = false;
    o.blocking = false;
  }
  s.effects = s.effects.filter((e) => e.duration !== 'endOfCombat');
}

export function endCombat(state: GameState): Outcome {
  const s = cloneState(state);
  endCombatIn(s);
  return done(settle(s));
}
