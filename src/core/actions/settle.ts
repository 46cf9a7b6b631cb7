/**
 * Checked after every action: +1/+1 and -1/-1 counters cancel (704.5q), and durations
 * that end by themselves — "until ~ leaves the battlefield", "for as long as ..."
 * (611.2a-b) — end; once over they never resume.
 */
import { evalCondition } from '../effects/query.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { annihilate } from './counters.js';
import { settleDayNight } from './day-night.js';
import { inCombat, removeFromCombat } from './leave-combat.js';
import { quietPrefix, setQuietPrefix } from './settled.js';

/**
 * "For as long as [source] remains on the battlefield": it ends when the source leaves (400.7)
 * or phases out (702.26b, 702.26f: a phased-out permanent is treated as though it doesn't
 * exist), and never resumes (611.2b). An "enters as a copy" effect is part of the object
 * itself (614.1c), so phasing leaves it alone (702.26d).
 */
function sourceStays(state: GameState, e: FloatingEffect): boolean {
  if (!e.source) return false;
  const src = e.source;
  return state.objects.some(
    (o) => o.id === src.id && o.incarnation === src.incarnation && o.zone === 'battlefield' && (e.bound === true || !o.phasedOut),
  );
}

/**
 * 702.95e: a paired creature becomes unpaired when another player gains control of it or of its partner,
 * either stops being a creature, or either leaves the battlefield (a new object, 400.7).
 */
function unpair(state: GameState): void {
  // Types and controllers are final after layer 4 (613.1b, 613.1d).
  const working = evaluateFull(state, { trace: false, until: '4' }).working;
  const stays = (o: GameObject, controller: string) => {
    const w = working.get(o.id);
    return o.zone === 'battlefield' && w !== undefined && w.types.includes('Creature') && w.controller === controller;
  };
  const out = new Map<string, GameObject>();
  for (const o of state.objects) {
    const p = o.paired;
    if (p === undefined) continue;
    const partner = state.objects.find((x) => x.id === p.with && x.incarnation === p.incarnation);
    if (partner !== undefined && stays(o, p.controller) && stays(partner, p.controller)) continue;
    const { paired: _p, ...rest } = o;
    out.set(o.id, rest);
  }
  // Copy on write: objects may be shared with an earlier state (cloneForEntering).
  if (out.size > 0) state.objects = state.objects.map((o) => out.get(o.id) ?? o);
}

function needsAnnihilation(o: { zone: string; counters: Record<string, unknown> }): boolean {
  return o.zone === 'battlefield' && o.counters['+1/+1'] !== undefined && o.counters['-1/-1'] !== undefined;
}

export function settle(state: GameState): GameState {
  // 702.145c-g: daybound and nightbound act at once, not as state-based actions.
  settleDayNight(state);
  // Only the objects past the known quiet prefix need looking at (settled.ts).
  const objects = state.objects;
  let loud = objects.length;
  let cancel = false;
  let combat = false;
  let paired = false;
  for (let i = quietPrefix(objects); i < objects.length; i++) {
    const o = objects[i] as GameObject;
    const a = needsAnnihilation(o);
    const c = inCombat(o);
    const p = o.paired !== undefined;
    if (a || c || p) loud = Math.min(loud, i);
    cancel ||= a;
    combat ||= c;
    paired ||= p;
  }
  // Copy on write: objects may be shared with an earlier state (cloneForEntering).
  if (cancel) {
    state.objects = state.objects.map((o) => {
      if (!needsAnnihilation(o)) return o;
      const c = { ...o, counters: { ...o.counters } };
      annihilate(c);
      return c;
    });
  }
  for (let round = 0; round < 8; round++) {
    // 506.4, 702.95e: again after effects end (a "for as long as" control effect, 611.2b).
    if (combat) removeFromCombat(state);
    if (paired) unpair(state);
    // The records before the first that needed something are the same ones, and still need nothing.
    setQuietPrefix(state.objects, loud);
    const needsEval = state.effects.some((e) => typeof e.duration === 'object');
    const view = needsEval ? viewOf(state, evaluateFull(state, { trace: false }).working) : null;
    const kept = state.effects.filter((e) => {
      if (e.duration === 'sourceOnBattlefield') return sourceStays(state, e);
      if (typeof e.duration === 'object' && view) {
        const ctx = { source: e.source, you: e.controller, choices: e.choices, targets: e.targets, x: e.x };
        return evalCondition(view, ctx, e.duration.while);
      }
      return true;
    });
    if (kept.length === state.effects.length) return state;
    state.effects = kept;
  }
  return state;
}
