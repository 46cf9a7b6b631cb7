/**
 * Saving a position: a GameState written back as a scenario document (the public format of
 * scenario-format.md plus this project's additions) that replays to the same evaluation.
 *
 * Every object is written as a `battlefield` entry (the position the scenario starts from) in
 * its zone, with its explicit `timestamp` (613.7: the order of timestamps is what the layers
 * read) and everything the format keeps on an object: controller, owner, counters (122),
 * status, attachment, face, choices, token, designations. Cards are written by catalog name
 * when the card source given has exactly that card, inline otherwise (abilities in the effect
 * language, which the inline format accepts as they are). The order of the entries is
 * entry-order.ts's: an entry sees what entered before it (614.12), and a creature written after
 * Essence of the Wild would enter as a copy of it (614.1c, 707.9).
 *
 * What the format can't express is refused, never written wrong: continuous effects from
 * resolved spells and abilities (they are not objects and no event recreates one as it was),
 * merged permanents, indirect phasing, blocking relations, a defender other than the one the
 * loader would choose, a creature that is no copy but must be written after a permanent that
 * would make its entry one. As a last guard the document is loaded and replayed here
 * (saved-replay.ts), and its evaluation compared with the state's: any difference is an error
 * too. Errors are values.
 */

import type { GameObject } from '../core/model/objects.js';
import { err, type Result } from '../core/model/result.js';
import type { GameState } from '../core/model/state.js';
import { entersAsCopySource, entryOrder } from './entry-order.js';
import { entersTapped, entry, laterCounter } from './saved-entry.js';
import { earlierCounter, effectProblem, transformedCopy, unsaveable } from './saved-refusals.js';
import { type ReplayCheck, replaysTheSame, unwantedCopy, wanted } from './saved-replay.js';
import type { ObjectDocument, ScenarioDocument } from './scenario-document.js';
import type { CardSource } from './types.js';

/** What `toScenario` gives: the document, or why the state can't be saved. */
export type ToScenarioResult = Result<ScenarioDocument>;

/** Options of `toScenario`. */
export interface ToScenarioOptions {
  /**
   * Where catalog cards are found (the catalog module, or a card source like it): an object
   * whose card is exactly that source's card of the same name is written by name; without a
   * source every card is written inline. The same source is used to replay the document.
   */
  cards?: CardSource;
}

const NO_CARDS: CardSource = { findCard: () => undefined, suggestCards: () => [] };

/**
 * A scenario document that replays to `state`: loading it (`loadScenario`) and replaying it
 * (`evaluateScenario`) gives a position whose evaluation equals `evaluate(state)`. Returns an
 * error naming what the format can't express instead of a document that would replay wrong.
 */
export function toScenario(state: GameState, options: ToScenarioOptions = {}): ToScenarioResult {
  const cards = options.cards ?? NO_CARDS;
  const waiting = state.stack?.[0];
  if (waiting !== undefined)
    return err('not-representable', `"${waiting.id}" is on the stack (405): a position is saved with an empty stack; resolve it first`);
  for (const e of state.effects) {
    const problem = effectProblem(state, e);
    if (problem !== null) return err('not-representable', problem);
  }
  for (const o of state.objects) {
    const problem = unsaveable(state, o);
    if (problem !== null) return err('not-representable', problem);
  }
  const orders = entryOrders(state);
  if (typeof orders === 'string') return err('not-representable', orders);
  const want = wanted(state);
  const last = faceUpLast(state);
  let first: ReplayCheck | undefined;
  let counterProblem: string | undefined;
  // Keyword counters put on later are written in their entries (the short document) unless that replays
  // differently; then as `counters` events after the entries (122.1b, 613.7: their ability has their timestamp).
  // The permanent turned face up last that makes others enter as copies of it is written face up, else face down
  // and turned face up after the entries (708.8, 613.7f), so that the entries after it don't become copies.
  for (const [turnedUp, phaseIn] of [
    [undefined, []],
    ...(last === undefined ? [] : [[last, []] as const]),
    ...phasedInLater(state).map((phased) => [undefined, phased] as const),
  ] as const)
    for (const objects of orders)
      for (const [laterCounters, combatInEntries] of [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ] as const) {
        const doc = documentOf(state, objects, cards, laterCounters, turnedUp, combatInEntries, phaseIn);
        if (typeof doc === 'string') {
          counterProblem ??= doc;
          continue;
        }
        const check = replaysTheSame(want, doc, cards);
        if (check.problem === null) return { ok: true, value: doc };
        first ??= check;
      }
  const copy = first?.replayed === undefined ? null : unwantedCopy(state, first.replayed);
  if (copy !== null)
    return err(
      'not-representable',
      `"${copy.id}" is not a copy, but its entry would be one ("${copy.text}", 614.1c, 707.9): it entered when that ability didn't apply to it (614.12: the permanent was face down or had lost it), and its entry must come after that permanent's (it names it, directly or through the entries it names), face up unless it was turned face up after every other object's timestamp`,
    );
  return err(
    'not-representable',
    earlierCounter(state) ?? transformedCopy(state) ?? counterProblem ?? first?.problem ?? 'no document was written',
  );
}

/**
 * The orders of entries to try, different from each other: timestamp order, then the order the objects entered
 * in (explicit timestamps can make them differ, and "as enters" replacement effects see the order they entered
 * in, 614.12), each first with the permanents that make others enter as copies of them (Essence of the Wild) as
 * late as the entries naming them allow.
 */
function entryOrders(state: GameState): GameObject[][] | string {
  const out: GameObject[][] = [];
  for (const [by, copySourcesLast] of [
    ['timestamp', true],
    ['position', true],
    ['timestamp', false],
    ['position', false],
  ] as const) {
    const order = entryOrder(state, by, copySourcesLast);
    if (typeof order === 'string') return order;
    if (!out.some((o) => o.every((x, i) => x === order[i]))) out.push(order);
  }
  return out;
}

/**
 * 613.7f: the permanent with the latest timestamp, if it makes others enter as copies of it (Essence of the Wild)
 * and could have been turned face up last (it shows its front face, phased in): its entry can be written face
 * down, with the timestamp just before its own, and a `turnFaceUp` after the entries gives it its own back.
 */
function faceUpLast(state: GameState): GameObject | undefined {
  const latest = Math.max(...state.objects.map((o) => o.timestamp));
  const at = state.objects.filter((o) => o.timestamp === latest);
  const o = at[0];
  if (at.length !== 1 || o === undefined || latest < 1) return undefined;
  const shown = o.zone === 'battlefield' && !o.faceDown && !o.phasedOut && !o.transformed && o.face !== 'back';
  return shown && entersAsCopySource(state, o) ? o : undefined;
}

/**
 * The permanents with static abilities that can be written phased out and phased in after the entries (702.26b-d:
 * phasing in keeps the timestamp): an "as enters" choice made while one of them was phased out (Altered Ego copying
 * while Humility was phased out, 614.12) then sees the board it saw. Only those nothing is attached to, attached,
 * paired, face down or in combat, so that phasing moves nothing else (702.26g). The lists to try: all of them, then
 * those no "as enters" copy names.
 */
function phasedInLater(state: GameState): GameObject[][] {
  const all = state.objects.filter(
    (o) =>
      o.zone === 'battlefield' &&
      !o.phasedOut &&
      !o.faceDown &&
      o.attachedTo === null &&
      o.paired === undefined &&
      !o.attacking &&
      !o.blocking &&
      !state.objects.some((x) => x.attachedTo === o.id) &&
      o.card.abilities.some((a) => a.kind === 'static'),
  );
  // Then without the models of "as enters" copies: a copy's model was on the board, phased in (702.26b), when the
  // copy entered (Clone copying Boon Satyr while Humility was phased out).
  const models = new Set(state.objects.map((o) => o.choices.copyOf));
  const unnamed = all.filter((o) => !models.has(o.id));
  return [all, unnamed].filter((list, i) => list.length > 0 && (i === 0 || list.length < all.length));
}

/** The `counters` events of the later keyword counters, in timestamp order; a reason when one can't be written so. */
function laterCounterEvents(state: GameState): { counters: Record<string, Record<string, number>> }[] | string {
  const later = state.objects.flatMap((o) =>
    Object.keys(o.counters)
      .filter((kind) => laterCounter(o, kind))
      .map((kind) => ({ o, kind, stack: o.counters[kind] as { count: number; timestamp: number } })),
  );
  const last = Math.max(...state.objects.map((o) => o.timestamp));
  const early = later.find((c) => c.stack.timestamp < last);
  if (early !== undefined)
    return `the ${early.kind} counter on "${early.o.id}" was put on before a later object's timestamp (613.7): neither its entry nor an event after the entries gives it its place`;
  return later.sort((a, b) => a.stack.timestamp - b.stack.timestamp).map((c) => ({ counters: { [c.o.id]: { [c.kind]: c.stack.count } } }));
}

/**
 * 506.4: the combat status, written after the entries and the other events, where the board is final. In an
 * entry it would be checked as the entry enters and kept only while it stays true: an attacking creature written
 * before the entry that makes it a creature (Living Lands, "All Forests are 1/1 creatures", after Song of the
 * Dryads made it a Forest) would be removed from combat while the document replays. The `block` comes first,
 * while no creature is attacking yet, so that it blocks no one (509.1a: the state's blockers block no one, or the
 * state was refused). The entries' `attacking`/`blocking` are the fallback (`combatInEntries`), for a status the
 * final board can't declare (a token created attacking under a player who is not the active one, 508.4). A change
 * of controller removes it from combat (506.4), so the final board's controller is the one it had then.
 */
function combatEvents(objects: readonly GameObject[]): ({ block: string[] } | { attack: string[] })[] {
  const blocking = objects.filter((o) => o.zone === 'battlefield' && o.blocking).map((o) => o.id);
  const attacking = objects.filter((o) => o.zone === 'battlefield' && o.attacking).map((o) => o.id);
  return [...(blocking.length > 0 ? [{ block: blocking }] : []), ...(attacking.length > 0 ? [{ attack: attacking }] : [])];
}

/**
 * The document of the state's objects (in entry order); `laterCounters`: keyword counters put on later as events;
 * `combatInEntries`: combat status in the entries rather than as events after them (combatEvents);
 * `turnedUp`: the object written face down and turned face up after the entries (`faceUpLast`).
 */
function documentOf(
  state: GameState,
  objects: readonly GameObject[],
  cards: CardSource,
  laterCounters: boolean,
  turnedUp?: GameObject,
  combatInEntries = false,
  phaseIn: readonly GameObject[] = [],
): ScenarioDocument | string {
  const listed = new Set<string>();
  const battlefield: ObjectDocument[] = [];
  for (const o of objects) {
    const e = entry(state, o, cards, listed, laterCounters);
    if (combatInEntries && o.attacking) e.attacking = true;
    if (combatInEntries && o.blocking) e.blocking = true;
    // 708.2, 613.7f: face down, it has no abilities until the event turns it face up with its own timestamp.
    if (o === turnedUp) Object.assign(e, { faceDown: true, timestamp: o.timestamp - 1 });
    // 702.26b-d: phased out, it affects nothing until the event phases it in, with the same timestamp.
    if (phaseIn.includes(o)) e.phasedOut = true;
    battlefield.push(e);
    listed.add(o.id);
  }
  const doc: ScenarioDocument = {
    players: state.players.map((p) => p.id),
    activePlayer: state.activePlayer,
    startingLife: state.startingLife,
    battlefield,
  };
  const life: Record<string, number> = {};
  for (const p of state.players) if (p.life !== state.startingLife) life[p.id] = p.life;
  if (Object.keys(life).length > 0) doc.life = life;
  if (state.thisTurn !== undefined && Object.keys(state.thisTurn).length > 0) doc.thisTurn = structuredClone(state.thisTurn);
  if (state.designations !== undefined && Object.keys(state.designations).length > 0)
    doc.designations = structuredClone(state.designations);
  // 731.1: day or night is a state of the game, not of an object.
  if (state.dayNight !== undefined) doc.dayNight = state.dayNight;
  // 614.1c: a permanent that entered tapped and was untapped since enters tapped again from its entry; an
  // `untap` (which keeps its timestamp) puts it back as it is.
  const untapped = objects.filter((o) => o.zone === 'battlefield' && !o.tapped && entersTapped(o.card));
  const later = laterCounters ? laterCounterEvents(state) : [];
  if (typeof later === 'string') return later;
  const events = [
    ...phaseIn.map((o) => ({ phaseIn: o.id })),
    ...untapped.map((o) => ({ untap: o.id })),
    ...(turnedUp === undefined ? [] : [{ turnFaceUp: turnedUp.id }]),
    ...later,
    ...(combatInEntries ? [] : combatEvents(objects)),
  ];
  if (events.length > 0) doc.events = events;
  return doc;
}
