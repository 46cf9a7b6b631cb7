/** Attaching an Aura, Equipment or Fortification (701.3), by an action or by equip, fortify, reconfigure (702.6a, 702.67a, 702.151a). */
import type { TargetRef } from '../effects/view.js';
import type { KeywordAttach } from '../model/keyword-meanings.js';
import type { GameObject, PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { evaluateFull } from '../pass/evaluate.js';
import { objectProblem } from './check-input.js';
import { getObject, isPlayer, nextTimestamp, type Outcome, writable } from './draft.js';
import { withObject } from './object-actions.js';

/** 613.7e: an Aura or Equipment gets a new timestamp each time it becomes attached. */
/**
 * 701.3a-b, 301.5, 303.4, 301.6: only an Aura, Equipment or Fortification on the battlefield
 * becomes attached, to a permanent on the battlefield (not phased out, 702.26b); Equipment
 * only to a creature, a Fortification only to a land. Characteristics are the current ones
 * (Bludgeon Brawl makes an artifact an Equipment). Enchant restrictions are not checked.
 */
type Working = ReturnType<typeof evaluateFull>['working'];

function attachProblem(s: GameState, o: GameObject, to: string, evaluated?: Working): string | null {
  const target = getObject(s, to);
  if (o.zone !== 'battlefield' || o.phasedOut)
    return `"${o.id}" is not on the battlefield (it is ${o.phasedOut ? 'phased out' : `in the ${o.zone}`}), so it can't become attached (701.3a)`;
  if (target?.zone !== 'battlefield' || target.phasedOut)
    return `"${o.id}" can be attached only to a permanent on the battlefield, and "${to}" is ${target?.phasedOut ? 'phased out (702.26b)' : `in the ${target?.zone ?? 'no zone'}`} (701.3a, 303.4)`;
  // Subtypes, types and controllers: final after layer 4.
  const working = evaluated ?? evaluateFull(s, { trace: false, until: '4' }).working;
  const w = working.get(o.id);
  const t = working.get(to);
  const kind = ['Aura', 'Equipment', 'Fortification'].find((k) => w?.subtypes.includes(k));
  if (!kind) return `"${o.id}" is not an Aura, Equipment or Fortification, so it can't become attached (701.3a)`;
  if (kind === 'Equipment' && !t?.types.includes('Creature'))
    return `"${to}" is not a creature, so Equipment can't be attached to it (301.5, 701.3b)`;
  if (kind === 'Fortification' && !t?.types.includes('Land'))
    return `"${to}" is not a land, so a Fortification can't be attached to it (301.6, 701.3b)`;
  return null;
}

/**
 * 702.6a, 702.67a, 702.151a: equip / fortify / reconfigure attach the permanent to a target
 * creature (a land for fortify) its controller controls, with a new timestamp (613.7e);
 * reconfigure with no target unattaches it. Changes `s`; returns a problem or null.
 */
export function keywordAttachProblem(s: GameState, o: GameObject, how: KeywordAttach, targets: TargetRef[], you: PlayerId): string | null {
  const [first] = targets;
  if (first === undefined && how.unattachWithoutTarget) {
    if (o.attachedTo === null) return `"${o.id}" is not attached to anything, so reconfigure can't unattach it (702.151a)`;
    o.attachedTo = null;
    return null;
  }
  const kind = how.to === 'Land' ? 'land' : 'creature';
  if (first === undefined || !('id' in first) || targets.length > 1)
    return `${how.keyword} targets one ${kind} you control (702.${how.keyword === 'equip' ? '6a' : how.keyword === 'fortify' ? '67a' : '151a'}): give it in \`targets\``;
  if (first.id === o.id) return `"${o.id}" can't be attached to itself (701.3c)`;
  const working = evaluateFull(s, { trace: false, until: '4' }).working;
  const w = working.get(first.id);
  if (!w?.types.includes(how.to) || w.controller !== you)
    return `"${first.id}" is not a ${kind} you control, so ${how.keyword} can't attach "${o.id}" to it`;
  return attach(s, o, first.id, working);
}

/** 701.3a, 613.7e: attaches `o` to `to` with a new timestamp, or says why it can't be. Changes `s`. */
function attach(s: GameState, o: GameObject, to: string, evaluated?: Working): string | null {
  const problem = attachProblem(s, o, to, evaluated);
  if (problem) return problem;
  o.attachedTo = to;
  delete o.attachedPlayer;
  o.timestamp = nextTimestamp(s);
  return null;
}

/** 303.4, 702.5: an Aura with enchant player becomes attached to a player (613.7e: a new timestamp). */
function attachToPlayer(state: GameState, id: string, player: PlayerId): Outcome {
  const malformed = objectProblem(state, id, ['object']);
  if (malformed) return malformed;
  return withObject(state, id, (s, o) => {
    if (o.zone !== 'battlefield' || o.phasedOut) return `"${o.id}" is not on the battlefield, so it can't become attached (701.3a)`;
    const w = evaluateFull(s, { trace: false, until: '4' }).working.get(o.id);
    if (!w?.subtypes.includes('Aura')) return `only an Aura can be attached to a player (303.4, 702.5), and "${o.id}" is not one`;
    o.attachedTo = null;
    o.attachedPlayer = player;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}
/** 701.3a, 613.7e: attaches the object `id` to `to` (the object gets a new timestamp), or says why it can't be. */
export function attachObject(state: GameState, id: string, to: string): Outcome {
  if (isPlayer(state, to)) return attachToPlayer(state, id, to);
  const malformed = objectProblem(state, id, ['object']) ?? objectProblem(state, to, ['to']);
  if (malformed) return malformed;
  return withObject(state, id, (s, o) => {
    if (id === to) return `"${id}" can't be attached to itself`;
    return attach(s, o, to);
  });
}

/**
 * 701.3a-c: a resolving "attach SELF to it" — the object becomes attached to the other with a new timestamp
 * (613.7e); if it can't be (701.3b) or is already attached to it (701.3c), nothing happens. Changes `s`.
 */
export function attachAsResolves(s: GameState, o: GameObject, to: GameObject): void {
  if (o.id === to.id || o.attachedTo === to.id) return;
  if (attachProblem(s, o, to.id) !== null) return;
  const w = writable(s, o);
  w.attachedTo = to.id;
  w.timestamp = nextTimestamp(s);
}
