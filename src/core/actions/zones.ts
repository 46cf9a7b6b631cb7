/**
 * Zone changes (400.7): the object that arrives is a new object with no memory of the old
 * one. Tokens that leave the battlefield cease to exist (111.7, 111.8, 704.5d).
 */

import { recordTurn } from '../model/history.js';
import type { GameObject, PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import { evaluateFull } from '../pass/evaluate.js';
import { mayHaveAbility } from './ability-scan.js';
import { freshRecord, nextEffectId, nextTimestamp, ownObjects, refOf, replaceAt, writable } from './draft.js';
import { enterOne } from './enter.js';

/** "If this leaves the battlefield, this effect continues until end of turn" (Titania's Song). */
function lingeringEffects(s: GameState, o: GameObject): void {
  if (o.zone !== 'battlefield') return;
  if (!mayHaveAbility(s, 'lingersUntilEndOfTurn', (a) => a.kind === 'static' && a.lingersUntilEndOfTurn === true)) return;
  // Abilities are final after layer 6 (613.1f).
  const w = evaluateFull(s, { trace: false, until: '6' }).working.get(o.id);
  w?.abilities.forEach((a, idx) => {
    if (a.def.kind !== 'static' || !a.def.lingersUntilEndOfTurn) return;
    a.def.effects.forEach((e, j) => {
      s.effects.push({
        id: nextEffectId(s),
        source: { ...refOf(o), name: w.name },
        text: a.def.text,
        controller: w.controller,
        // The same effect goes on, so it keeps its place in timestamp order.
        timestamp: [o.timestamp, 0, 0, idx, j],
        affects: e.affects,
        ops: e.ops,
        targets: [],
        choices: o.choices,
        duration: 'endOfTurn',
        kind: 'resolved',
        createdTurn: s.turn,
      });
    });
  });
}

/** Turn history: a creature put into a graveyard from the battlefield died (700.4) under its controller then. */
function recordDeath(
  s: GameState,
  o: GameObject,
  zone: Zone,
  known?: { readonly types: readonly string[]; readonly controller: PlayerId },
): void {
  if (o.zone !== 'battlefield' || zone !== 'graveyard' || o.phasedOut) return;
  // Types and controller are final after layer 4 (613.1b, 613.1d).
  const w = known ?? evaluateFull(s, { trace: false, until: '4' }).working.get(o.id);
  if (w?.types.includes('Creature')) recordTurn(s, w.controller, 'creaturesDied');
}

/** 111.7, 111.8: a token in a zone other than the battlefield ceases to exist, and can't come back. */
function ceaseToExist(s: GameState, o: GameObject): void {
  s.objects = s.objects.filter((x) => x !== o);
  s.ceasedTokens = [...(s.ceasedTokens ?? []).filter((id) => id !== o.id), o.id];
}

/** What leaves with the object: attachments come off; an Aura attached to nothing goes to the graveyard (704.5m). */
function detachFrom(s: GameState, id: string): void {
  for (const x of [...s.objects]) {
    if (x.attachedTo !== id) continue;
    const other = writable(s, x);
    other.attachedTo = null;
    // 702.103f: a bestowed Aura that becomes unattached ceases to be bestowed: it is a creature again.
    if (other.bestowed) delete other.bestowed;
    if (other.card.subtypes.includes('Aura') && other.zone === 'battlefield') changeZone(s, other, 'graveyard');
  }
}

/**
 * Move an object to a zone in the draft state `s` (`o` is the draft's record: see `writable`).
 * Returns the new object, or null when a token ceased to exist. Onto the battlefield it enters as any permanent does (614.1c-d,
 * 614.12: "as enters" choices none, counters it enters with, copies), under `controller`
 * (default its owner, 110.2), with a new timestamp (613.7d).
 */
export function changeZone(
  s: GameState,
  o: GameObject,
  zone: Zone,
  controller?: PlayerId,
  /** What `o` is in `s` as it stands (its evaluated characteristics), if the caller knows it. */
  known?: { readonly types: readonly string[]; readonly controller: PlayerId },
): GameObject | null {
  recordDeath(s, o, zone, known);
  lingeringEffects(s, o);
  const from = o.zone;
  if (from === 'battlefield' || zone !== 'battlefield') detachFrom(s, o.id);
  // 111.7, 704.5d: a token that leaves the battlefield (or is anywhere else) ceases to exist.
  if (o.token && (from !== 'battlefield' || zone !== 'battlefield')) {
    ceaseToExist(s, o);
    return null;
  }
  if (zone === 'battlefield') {
    const index = s.objects.indexOf(o);
    ownObjects(s).splice(index, 1);
    // 730.3: the components of a merged permanent leave as separate cards; this keeps the one it began as.
    // It keeps its place in the list of objects (the order of the position), as a new object.
    // 903.3: a commander keeps its designation in every zone.
    const entered = enterOne(
      s,
      { id: o.id, card: o.card, owner: o.owner, controller: controller ?? o.owner, ...(o.commander ? { commander: true } : {}) },
      nextTimestamp(s),
    );
    entered.incarnation = o.incarnation + 1;
    ownObjects(s).splice(s.objects.indexOf(entered), 1);
    ownObjects(s).splice(index, 0, entered);
    return entered;
  }
  // 400.7: a new object, with none of the old one's status, designations or links: no counters (122.2),
  // untapped, face up and uncloaked (701.58a), front face up (712.8a: outside the battlefield and the
  // stack a double-faced card has its front face's characteristics), phased in, out of combat,
  // unattached and not bestowed, no level (716.2b), not solved (719.3b), not paired, exiled with
  // nothing (607.2a), its owner's, and of one component (730.3: the components of a merged permanent
  // leave as separate cards; this keeps the one it began as).
  const moved = freshRecord({
    id: o.id,
    incarnation: o.incarnation + 1,
    card: o.card,
    token: o.token,
    zone,
    owner: o.owner,
    baseController: o.owner,
    timestamp: nextTimestamp(s),
    choices: {},
  });
  // 903.3: the commander designation is the card's, kept as it changes zones.
  if (o.commander) moved.commander = true;
  const i = s.objects.indexOf(o);
  if (i >= 0) replaceAt(s, i, moved);
  return moved;
}

/**
 * Cloudshift and the like (400.7, 610.3): exile the permanent, then return that card to the
 * battlefield under `controller`: a new object with a new timestamp, none of the old
 * counters, attachments or effects. A token exiled this way ceases to exist (111.7).
 */
export function flicker(s: GameState, o: GameObject, controller: PlayerId): GameObject | null {
  if (o.zone !== 'battlefield') return null;
  if (o.token) {
    lingeringEffects(s, o);
    detachFrom(s, o.id);
    ceaseToExist(s, o);
    return null;
  }
  // The card's stay in exile is not observable: one zone change, one new object.
  return changeZone(s, o, 'battlefield', controller);
}
