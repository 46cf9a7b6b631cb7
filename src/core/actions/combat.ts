/**
 * Combat status (506-511), as far as continuous effects read it: which creatures are
 * attacking or blocking (506.4; "attacking creatures you control", "as long as it's
 * attacking"), and the end of combat (511.3), which ends "until end of combat" effects.
 * Declaring is status only: nothing is tapped and nothing triggers by itself.
 */

import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { evaluateFull } from '../pass/evaluate.js';
import type { WorkingMap } from '../pass/working-map.js';
import { idListProblem, oneOfProblem } from './check-input.js';
import { cloneShared, done, fail, getObject, isPlayer, type Outcome, writable } from './draft.js';
import { leaveCombat } from './leave-combat.js';
import { settle } from './settle.js';

/** What `declareCombat` makes creatures: attacking (508) or blocking (509) creatures. */
export type CombatRole = 'attack' | 'block';

/** The combat roles, for checking data from elsewhere. */
export const COMBAT_ROLES: readonly CombatRole[] = ['attack', 'block'];

/**
 * 508.1a, 509.1a: attackers are creatures the active player controls, blockers creatures
 * a defending (non-active) player controls, all on the battlefield — judged by their
 * characteristics now (a land animated by an effect is a creature).
 */
export interface CombatRelation {
  /** 506.2, 508.1b: whom the attackers attack: a player (not the active one), a planeswalker or a battle. */
  defending?: string;
  /** 509.1a: the attacking creature the blockers block. */
  blocks?: string;
}

/**
 * `rel` names whom the attackers attack or which attacker the blockers block. Without it, an attacker
 * attacks the only opponent of a two-player game and a blocker blocks the only attacking creature;
 * otherwise the relation stays unknown (and the texts that read it don't see one).
 */
export function declareCombat(state: GameState, role: CombatRole, ids: readonly string[], rel: CombatRelation = {}): Outcome {
  const malformed = oneOfProblem(role, COMBAT_ROLES, 'a combat role', ['role']) ?? idListProblem(ids, 'the creatures', []);
  if (malformed) return malformed;
  // Only the declared creatures change: the other records stay shared (writable copies those).
  const s = cloneShared(state);
  // The checks read types and controllers, final after layer 4 (613.1b, 613.1d).
  const working = evaluateFull(s, { trace: false, until: '4' }).working;
  const found: GameObject[] = [];
  for (const [i, id] of ids.entries()) {
    const o = getObject(s, id);
    if (!o) return fail('unknown-object', `no object with id "${id}"`, [i]);
    const problem = combatProblem(s, working, o, role);
    if (problem) return fail('illegal-action', problem, [i]);
    if (found.includes(o)) return fail('invalid-input', `"${id}" is listed twice`, [i]);
    found.push(o);
  }
  let whom: string | undefined;
  if (role === 'attack') {
    if (rel.defending !== undefined) {
      const problem = defendingProblem(s, working, rel.defending);
      if (problem) return fail('illegal-action', problem, ['defending']);
      whom = rel.defending;
    } else whom = soleDefender(s);
  } else if (rel.blocks !== undefined) {
    const attacker = getObject(s, rel.blocks);
    if (!attacker) return fail('unknown-object', `no object with id "${rel.blocks}"`, ['blocks']);
    if (!attacker.attacking)
      return fail('illegal-action', `"${rel.blocks}" is not an attacking creature, so it can't be blocked (509.1a)`, ['blocks']);
    for (const [i, o] of found.entries()) {
      const problem = blockProblem(s, working, o, attacker);
      if (problem) return fail('illegal-action', problem, [i]);
    }
    whom = rel.blocks;
  } else {
    const attackers = s.objects.filter((o) => o.attacking);
    if (attackers.length === 1) whom = attackers[0]?.id;
  }
  // 506.4: each remembers its controller now; a planeswalker or battle attacked too.
  const attacked = role === 'attack' && whom !== undefined && !isPlayer(s, whom) ? getObject(s, whom) : undefined;
  const ctl = (o: GameObject) => working.get(o.id)?.controller ?? o.baseController;
  if (attacked && attacked.combatController === undefined) writable(s, attacked).combatController = ctl(attacked);
  for (const x of found) {
    const o = writable(s, x);
    o.combatController = ctl(o);
    if (role === 'attack') {
      o.attacking = true;
      if (whom !== undefined) o.attacks = whom;
      else delete o.attacks;
    } else {
      o.blocking = true;
      if (whom !== undefined && !(o.blocks ?? []).includes(whom)) o.blocks = [...(o.blocks ?? []), whom];
    }
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

/** 508.1b, 508.4: the only player an attacker can attack in a two-player game (its planeswalkers aside), else undefined. */
export function soleDefender(s: GameState): string | undefined {
  const opponents = s.players.filter((p) => p.id !== s.activePlayer);
  return opponents.length === 1 ? opponents[0]?.id : undefined;
}

/** 508.1b: why the attackers can't attack `whom`, or null. */
function defendingProblem(s: GameState, working: WorkingMap, whom: string): string | null {
  if (s.players.some((p) => p.id === whom))
    return whom === s.activePlayer ? `"${whom}" is the active player; attackers attack an opponent (508.1b)` : null;
  const o = getObject(s, whom);
  const w = o ? working.get(o.id) : undefined;
  if (!o || !w || o.zone !== 'battlefield' || o.phasedOut)
    return `"${whom}" is neither a player nor a planeswalker or battle on the battlefield (508.1b)`;
  if (w.types.includes('Planeswalker'))
    return w.controller === s.activePlayer
      ? `"${whom}" is a planeswalker of the active player; only an opponent's can be attacked (508.1b)`
      : null;
  // 310.8: the battle's protector is not modelled; any battle is accepted.
  if (w.types.includes('Battle')) return null;
  return `"${whom}" is not a planeswalker or battle (it is ${w.types.join(' ') || 'typeless'} now), so it can't be attacked (508.1b)`;
}

/** 509.1a: a blocker blocks a creature attacking its controller, or a planeswalker it controls or a battle. */
function blockProblem(s: GameState, working: WorkingMap, blocker: GameObject, attacker: GameObject): string | null {
  const whom = attacker.attacks;
  if (whom === undefined) return null;
  const ctl = working.get(blocker.id)?.controller;
  const defender = s.players.some((p) => p.id === whom)
    ? whom
    : working.get(whom)?.types.includes('Battle')
      ? undefined
      : working.get(whom)?.controller;
  if (defender !== undefined && ctl !== defender)
    return `"${blocker.id}" is controlled by ${ctl}, but "${attacker.id}" attacks ${whom === defender ? defender : `"${whom}" (${defender}'s)`}; a creature blocks only an attacker attacking its controller (509.1a)`;
  return null;
}

/** 511.3: every creature is removed from combat; "until end of combat" effects end. Draft state. */
export function endCombatIn(s: GameState): void {
  for (const x of s.objects) {
    // Only the records in combat change (copied first in a copy-on-write draft).
    if (!x.attacking && !x.blocking && !('attacks' in x) && !('blocks' in x) && !('combatController' in x)) continue;
    leaveCombat(writable(s, x));
  }
  s.effects = s.effects.filter((e) => e.duration !== 'endOfCombat');
}

/** Combat ends (511.3): no creature is attacking or blocking any more, and "until end of combat" effects end. */
export function endCombat(state: GameState): Outcome {
  const s = cloneShared(state);
  endCombatIn(s);
  return done(settle(s));
}
