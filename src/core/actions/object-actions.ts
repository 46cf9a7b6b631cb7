/**
 * Actions on one object: counters put on it, moving it to a zone (400.7), tapping, turning it face up or down
 * (613.7f), transforming (613.7g, 712.9), phasing (702.26), gaining control of it, merging with it (730.2).
 * Each returns a new state (or an error sentence) and then lets durations end (611.2b) as the rules say.
 */
import type { CardDef, GameObject, PlayerId } from '../model/objects.js';
import { type GameState, noObjectMessage } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import type { EvaluationResult } from '../pass/trace.js';
import { countersProblem, objectProblem, playerProblem, recordProblem, zoneProblem } from './check-input.js';
import { addCounters } from './counters.js';
import { boundKeyword } from './day-night.js';
import {
  cloneShared,
  cloneWith,
  done,
  fail,
  getObject,
  isCard,
  nextEffectId,
  nextTimestamp,
  noCard,
  type Outcome,
  refOf,
  writable,
} from './draft.js';
import { settle } from './settle.js';
import { changeZone } from './zones.js';

/** An action on one object: `f` changes its record, and any other through `writable` (the rest stay shared with `state`). */
export function withObject(state: GameState, id: string, f: (s: GameState, o: GameObject) => string | null): Outcome {
  const unknown = objectProblem(state, id, ['object']);
  if (unknown) return unknown;
  const s = cloneShared(state);
  const o = getObject(s, id);
  if (!o) return fail('unknown-object', noObjectMessage(state, id));
  const problem = f(s, writable(s, o));
  return problem ? fail('illegal-action', problem) : done(settle(s));
}

/** Counters put on an object (n > 0) or removed from it (n < 0); a new counter re-stamps its kind (613.7c). */
export function putCounters(state: GameState, id: string, counters: Record<string, number>): Outcome {
  const malformed = objectProblem(state, id, ['object']) ?? countersProblem(counters, ['counters']);
  if (malformed) return malformed;
  const i = state.objects.findIndex((x) => x.id === id);
  const old = state.objects[i];
  if (!old) return fail('unknown-object', noObjectMessage(state, id));
  // Only this object changes: the others are shared with `state` (settle copies any it changes).
  const o: GameObject = { ...old, counters: { ...old.counters } };
  const s = cloneWith(state, i, o);
  for (const [kind, n] of Object.entries(counters)) addCounters(s, o, kind, n);
  return done(settle(s));
}

/**
 * 400.7: an object that changes zones becomes a new object with no memory of the old one;
 * onto the battlefield it enters under `controller` (default: its owner) with its "as
 * enters" abilities. A token that leaves the battlefield ceases to exist (111.7, 111.8, 704.5d).
 */
export function moveObject(state: GameState, id: string, zone: Zone, controller?: PlayerId): Outcome {
  return moveKnowing(state, id, zone, controller);
}

/** moveObject, given what the caller may already know: `known`, the full evaluation of `state` (the evaluator's). */
export function moveKnowing(state: GameState, id: string, zone: Zone, controller?: PlayerId, known?: EvaluationResult): Outcome {
  const malformed =
    objectProblem(state, id, ['object']) ??
    zoneProblem(zone, ['zone']) ??
    (controller !== undefined ? playerProblem(state, controller, ['controller']) : null);
  if (malformed) return malformed;
  return withObject(state, id, (s, o) => {
    if (controller !== undefined && zone !== 'battlefield')
      return `only an object put onto the battlefield gets a controller ("${id}" goes to ${zone})`;
    changeZone(s, o, zone, controller, known?.objects[id]);
    return null;
  });
}

/** An object becomes tapped or untapped (701.26). */
export function setTapped(state: GameState, id: string, tapped: boolean): Outcome {
  if (typeof tapped !== 'boolean') return fail('invalid-input', `tapped is true or false, not ${String(tapped)}`, ['tapped']);
  return withObject(state, id, (_s, o) => {
    o.tapped = tapped;
    return null;
  });
}

/** 613.7f: turning face up or down gives a new timestamp. */
export function turnFaceUp(state: GameState, id: string): Outcome {
  return withObject(state, id, (s, o) => {
    if (!o.faceDown) return `"${id}" is not face down`;
    // 701.40g, 701.58g: a manifested or cloaked permanent represented by an instant or sorcery card would turn
    // face up: it is revealed and stays face down (no new timestamp, still cloaked). Only those two put such a
    // card onto the battlefield face down.
    if (o.card.types.includes('Instant') || o.card.types.includes('Sorcery')) return null;
    o.faceDown = false;
    // 701.58a: a permanent is cloaked only for as long as it remains face down.
    delete o.cloaked;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}

/** 613.7f: a permanent turned face down gets a new timestamp. */
export function turnFaceDown(state: GameState, id: string): Outcome {
  return withObject(state, id, (s, o) => {
    // 730.2j: a face-up merged permanent that contains a double-faced component can't be turned face down.
    if (!o.faceDown && o.merged?.components.some((c) => c.card.backFace)) return null;
    o.faceDown = true;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}

/** 613.7g: a double-faced permanent gets a new timestamp each time it transforms. */
export function transformObject(state: GameState, id: string): Outcome {
  return withObject(state, id, (s, o) => {
    // 730.2i: a merged permanent isn't double-faced; transforming it turns each double-faced component over.
    if (o.merged) {
      if (!o.merged.components.some((c) => c.card.backFace))
        return `"${id}" is a merged permanent with no double-faced component, so it can't transform (730.2i, 701.27c)`;
      o.merged = { ...o.merged, components: o.merged.components.map((c) => (c.card.backFace ? { ...c, transformed: !c.transformed } : c)) };
      return null;
    }
    if (!o.card.backFace) return `"${id}" is not a double-faced card and can't transform (701.27c)`;
    const bound = boundKeyword(s, o);
    if (bound)
      return `"${id}" has ${bound}: it can't transform except due to its ${bound} ability (702.145b, 702.145e); make it ${bound === 'daybound' ? 'night' : 'day'} instead (\`dayNight\` event)`;
    // 701.27a, 712.9: a modal double-faced permanent (one that entered with a face chosen) is turned over
    // to its other face, which has that face's own characteristics (712.8f), not a transformed back face.
    if (o.face !== undefined) o.face = o.face === 'back' ? 'front' : 'back';
    else o.transformed = !o.transformed;
    o.timestamp = nextTimestamp(s);
    return null;
  });
}

/**
 * 702.26: phasing doesn't change timestamps. Auras and Equipment attached to a permanent
 * that phases out phase out with it, "indirectly", and phase in only along with it (702.26g,
 * 702.26h); the same holds for whatever is attached to them.
 */
function phase(state: GameState, id: string, out: boolean): Outcome {
  return withObject(state, id, (s, o) => {
    if (!out && o.phasedOutIndirectly) {
      return `"${id}" phased out indirectly, with "${o.attachedTo}"; it phases in only along with that permanent (702.26g)`;
    }
    if (o.zone !== 'battlefield') return `"${id}" is not on the battlefield: only permanents phase (702.26a)`;
    if (out === o.phasedOut) return `"${id}" is already phased ${out ? 'out' : 'in'}`;
    o.phasedOut = out;
    delete o.phasedOutIndirectly;
    const seen = new Set([id]);
    const carry = (host: string) => {
      for (const other of s.objects) {
        if (other.attachedTo !== host || seen.has(other.id)) continue;
        seen.add(other.id);
        if (out && !other.phasedOut) Object.assign(writable(s, other), { phasedOut: true, phasedOutIndirectly: true });
        else if (!out && other.phasedOutIndirectly) {
          const w = writable(s, other);
          w.phasedOut = false;
          delete w.phasedOutIndirectly;
        } else continue;
        carry(other.id);
      }
    };
    carry(id);
    // 506.4: a permanent that phases out (with what phased out with it) is removed from combat by settle.
    return null;
  });
}
/** 702.26: the permanent phases out, with what is attached to it (702.26g). */
export const phaseOut = (state: GameState, id: string) => phase(state, id, true);
/** 702.26: the permanent phases in, with what phased out indirectly with it (702.26g). */
export const phaseIn = (state: GameState, id: string) => phase(state, id, false);

/** A plain control-changing effect with no end (layer 2). */
export function gainControl(state: GameState, id: string, player: PlayerId): Outcome {
  const unknown = playerProblem(state, player, ['player']);
  if (unknown) return unknown;
  return withObject(state, id, (s, o) => {
    // 108.4a: a card outside the battlefield and the stack has no controller to change.
    if (o.zone !== 'battlefield' && o.zone !== 'stack')
      return `${id} is in ${o.zone === 'exile' ? 'exile' : `the ${o.zone}`}: only a permanent or a spell can change control (108.4a)`;
    // 506.4: if its controller changes, settle removes it from combat.
    s.effects.push({
      id: nextEffectId(s),
      source: null,
      text: `${player} gains control of ${id}`,
      controller: player,
      timestamp: [nextTimestamp(s)],
      affects: { self: true },
      ops: [{ op: 'control', player: { player } }],
      locked: [refOf(o)],
      targets: [],
      choices: {},
      duration: 'permanent',
      kind: 'resolved',
      createdTurn: s.turn,
    });
    return null;
  });
}

/** An object that merges with a permanent (730.2): its card, onto which permanent, on top or under, token or not. */
export interface MergeSpec {
  card: CardDef;
  onto: string;
  /** Put it under the permanent instead of on top (702.140b). */
  under?: boolean;
  token?: boolean;
}

/** 730.2: an object merges with a permanent (mutate); the merge is a copiable effect stamped now. */
export function mergeObject(state: GameState, spec: MergeSpec): Outcome {
  const malformed = recordProblem(spec, 'a merge', []) ?? objectProblem(state, spec.onto, ['onto']);
  if (malformed) return malformed;
  if (!isCard(spec.card)) return fail('unknown-card', noCard(spec.onto), ['card']);
  return withObject(state, spec.onto, (s, o) => {
    if (o.zone !== 'battlefield') return `"${o.id}" is not on the battlefield, so nothing can merge with it`;
    const components = o.merged?.components ?? [{ card: o.card, token: o.token, faceDown: o.faceDown, transformed: o.transformed }];
    const added = { card: spec.card, token: spec.token ?? false, faceDown: false };
    const next = spec.under ? [...components, added] : [added, ...components];
    o.merged = { components: next, timestamp: nextTimestamp(s) };
    // 730.2d-e: token status and face-down status follow the topmost component.
    o.token = next[0]?.token ?? o.token;
    o.faceDown = next[0]?.faceDown ?? o.faceDown;
    return null;
  });
}
