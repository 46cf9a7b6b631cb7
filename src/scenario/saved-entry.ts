/**
 * One object written as a `battlefield` entry of a saved scenario: its card (by catalog name when
 * the card source has exactly that card, inline otherwise) and everything the format keeps on an
 * object — controller, owner, counters (122), status, attachment, face, choices, token,
 * designations — with what its entry would do as it enters (614.1c) written back as it is.
 */

import { faceUp } from '../core/model/characteristics.js';
import { KEYWORD_COUNTERS } from '../core/model/keywords.js';
import type { CardDef, CardFace, GameObject } from '../core/model/objects.js';
import type { GameState } from '../core/model/state.js';
import { sameData } from './saved-replay.js';
import type { InlineCardDocument, InlineFaceDocument, ObjectDocument } from './scenario-document.js';
import type { CardSource } from './types.js';

/** `Legendary Creature — Elf Druid`: what the inline format's type-line reader reads back (205). */
function typeLineOf(face: CardFace): string {
  const left = [...face.supertypes, ...face.types].join(' ');
  return face.subtypes.length > 0 ? `${left} — ${face.subtypes.join(' ')}` : left;
}

function inlineFace(face: CardFace): InlineFaceDocument {
  const out: InlineFaceDocument = { name: face.name, typeLine: typeLineOf(face) };
  if (face.manaCost !== null) out.manaCost = face.manaCost;
  for (const k of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const v = face[k];
    if (v !== null) out[k] = v;
  }
  if (face.colorIndicator !== undefined) out.colorIndicator = [...face.colorIndicator];
  if (face.abilities.length > 0) out.abilities = structuredClone(face.abilities);
  return out;
}

function inlineCard(card: CardDef): InlineCardDocument {
  const out: InlineCardDocument = inlineFace(card);
  if (card.backFace !== undefined) out.backFace = inlineFace(card.backFace);
  if (card.morph !== undefined) out.morph = card.morph;
  return out;
}

function cardRef(card: CardDef, cards: CardSource): string | InlineCardDocument {
  const found = cards.findCard(card.name);
  return found !== undefined && (found === card || sameData(found, card)) ? card.name : inlineCard(card);
}

/** Whether the object's "enter as a copy" made a copy effect that still applies (bound to this object, 707.2). */
function copies(state: GameState, o: GameObject): boolean {
  return state.effects.some(
    (e) => e.kind === 'copy' && e.bound === true && e.source?.id === o.id && e.source.incarnation === o.incarnation,
  );
}

/**
 * The kinds of counters it may enter with (614.1c): by the "enters with" abilities of the face it shows (its
 * copy's extra counters too, 707.9) and by those of the printed abilities of other permanents (Metallic Mimic's
 * "Each other creature you control of the chosen type enters with an additional +1/+1 counter").
 */
function entersWithCounters(state: GameState, o: GameObject): string[] {
  const own = o.faceDown
    ? []
    : faceUp(o).abilities.flatMap((a) =>
        a.kind === 'replacement'
          ? [
              ...Object.keys(a.asEnters?.counters ?? {}),
              ...Object.keys(a.asEnters?.copy?.extraCounters ?? {}),
              ...(a.asEnters?.copy?.extraCountersIf ?? []).flatMap((c) => Object.keys(c.counters)),
            ]
          : [],
      );
  const others = state.objects
    .filter((x) => x !== o && x.zone === 'battlefield')
    .flatMap((x) => [x.card, x.card.backFace].flatMap((f) => f?.abilities ?? []))
    .flatMap((a) => (a.kind === 'replacement' && a.othersEnterWithCounters ? Object.keys(a.othersEnterWithCounters.counters) : []));
  return [...new Set([...own, ...others])];
}

/** Whether a face of the card has an "enters tapped" ability ("This land enters tapped.", 614.1c). */
export function entersTapped(card: CardDef): boolean {
  return [card, card.backFace].some((face) => face?.abilities.some((a) => a.kind === 'replacement' && a.asEnters?.tapped === true));
}

export function entry(
  state: GameState,
  o: GameObject,
  cards: CardSource,
  listed: ReadonlySet<string>,
  laterCounters: boolean,
): ObjectDocument {
  const e: ObjectDocument = { card: cardRef(o.card, cards), id: o.id };
  // 108.4a: outside the battlefield and the stack a card's only controller is its owner.
  e.controller = o.zone === 'battlefield' || o.zone === 'stack' ? o.baseController : o.owner;
  e.owner = o.owner;
  if (o.zone !== 'battlefield') e.zone = o.zone;
  e.timestamp = o.timestamp;
  const counters: Record<string, number> = {};
  for (const [kind, stack] of Object.entries(o.counters))
    if (stack.count > 0 && !(laterCounters && laterCounter(o, kind))) counters[kind] = stack.count;
  // 614.1c: an "enters with" counter it doesn't have (it was turned face up, entered under Blood Moon, 614.12, or
  // before Metallic Mimic) is written as 0, or its entry would enter with it.
  if (o.zone === 'battlefield') for (const kind of entersWithCounters(state, o)) counters[kind] ??= 0;
  if (Object.keys(counters).length > 0) e.counters = counters;
  if (o.tapped) e.tapped = true;
  if (o.faceDown) e.faceDown = true;
  if (o.cloaked) e.cloaked = true;
  if (o.transformed) e.transformed = true;
  if (o.prototyped) e.prototyped = true;
  if (o.unlocked && o.unlocked.length > 0) e.unlocked = [...o.unlocked];
  if (o.face === 'back') e.face = 'back';
  if (o.phasedOut) e.phasedOut = true;
  // 506.4: `attacking` and `blocking` are written as `block` and `attack` events after the entries (combatEvents).
  if (o.attachedTo !== null) e.attachedTo = o.attachedTo;
  else if (o.attachedPlayer !== undefined) e.attachedTo = o.attachedPlayer;
  if (o.bestowed) e.bestowed = true;
  if (o.level !== undefined) e.level = o.level;
  if (o.solved) e.solved = true;
  if (o.monstrous) e.monstrous = true;
  if (o.renowned) e.renowned = true;
  if (o.commander) e.commander = true;
  if (o.dealtDamage) e.dealtDamage = true;
  if (o.emblem) e.emblem = true;
  if (o.zone === 'battlefield' && o.enteredTurn === state.turn) e.enteredThisTurn = true;
  // 702.95a: the later of the two entries names its partner, which is then on the battlefield.
  if (o.paired !== undefined && listed.has(o.paired.with)) e.pairedWith = o.paired.with;
  // 400.7: a link to an object that has since changed zones links to nothing; it is left out.
  if (o.exiledWith !== undefined) {
    const by = state.objects.find((x) => x.id === o.exiledWith?.id);
    if (by !== undefined && by.incarnation === o.exiledWith.incarnation) e.exiledWith = by.id;
  }
  const choices = structuredClone(o.choices);
  // 614.12, 707.2: a copy choice that made no copy (its "enter as a copy" ability was gone as it entered, under
  // Humility) is left out: written, it would copy as the entry enters (its entry may come before Humility's).
  if (choices.copyOf !== undefined && !copies(state, o)) delete choices.copyOf;
  // 111.7: a chosen object that is gone (a token that left the battlefield) names nothing; its id can't be written.
  if (choices.object !== undefined && !state.objects.some((x) => x.id === choices.object)) delete choices.object;
  if (Object.keys(choices).length > 0) e.choices = choices;
  if (o.token) e.token = true;
  return e;
}

/**
 * 122.1b, 613.7: a keyword counter (flying, …) grants its ability with the timestamp it was put on with; put on
 * after its object's timestamp, an entry would give it the entry's timestamp, so a `counters` event after the
 * entries puts it on instead.
 */
export function laterCounter(o: GameObject, kind: string): boolean {
  const stack = o.counters[kind];
  return (
    o.zone === 'battlefield' && stack !== undefined && stack.count > 0 && KEYWORD_COUNTERS.includes(kind) && stack.timestamp > o.timestamp
  );
}
