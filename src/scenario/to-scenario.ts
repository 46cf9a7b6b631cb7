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

import { copiableValues } from '../core/actions/copy.js';
import type { AbilityDef } from '../core/effects/types.js';
import { faceUp } from '../core/model/characteristics.js';
import { KEYWORD_COUNTERS } from '../core/model/keywords.js';
import type { CardDef, CardFace, GameObject } from '../core/model/objects.js';
import { err, type Result } from '../core/model/result.js';
import type { GameState } from '../core/model/state.js';
import { entersAsCopySource, entryOrder } from './entry-order.js';
import { type ReplayCheck, replaysTheSame, sameData, unwantedCopy, wanted } from './saved-replay.js';
import type { CardSource } from './types.js';

/** An inline card face as the format writes it (docs/scenario-and-cli.md, "Inline cards"). */
export interface InlineFaceDocument {
  name: string;
  typeLine: string;
  manaCost?: string;
  power?: number;
  toughness?: number;
  loyalty?: number;
  defense?: number;
  colorIndicator?: string[];
  abilities?: AbilityDef[];
}

/** An inline card: a face, with its back face. */
export interface InlineCardDocument extends InlineFaceDocument {
  backFace?: InlineFaceDocument;
  morph?: string;
}

/** One object entry of the document (a `battlefield` item), as the format spells it. */
export type ObjectDocument = { card: string | InlineCardDocument; id: string } & Record<string, unknown>;

/** A scenario document: plain data, ready for `JSON.stringify` or a YAML writer. */
export interface ScenarioDocument {
  players: string[];
  activePlayer: string;
  startingLife: number;
  life?: Record<string, number>;
  thisTurn?: GameState['thisTurn'];
  designations?: GameState['designations'];
  dayNight?: GameState['dayNight'];
  battlefield: ObjectDocument[];
  /**
   * `phaseIn` of the permanents written phased out so that "as enters" choices see the board they saw (702.26d,
   * phasedInLater), then `untap` of the permanents that entered tapped and were untapped since (614.1c: an entry would enter tapped
   * again), then the `turnFaceUp` of an entry written face down (below), then the keyword counters put on after
   * their object's timestamp, in the order they were put (613.7), and last the combat status: a `block` of the
   * blocking creatures, then an `attack` of the attacking ones (506.4, combatEvents).
   */
  events?: (
    | { phaseIn: string }
    | { untap: string }
    | { turnFaceUp: string }
    | { counters: Record<string, Record<string, number>> }
    | { block: string[] }
    | { attack: string[] }
  )[];
}

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

/**
 * 614.12: the choices the "as enters" abilities of the face it shows ask for and it doesn't have — a
 * permanent turned face up (708.8) or transformed never entered with that face, but its entry would
 * enter with it and must make them (the printed face: under Humility the entry might not have to).
 */
function unmadeChoices(o: GameObject): string[] {
  if (o.zone !== 'battlefield' || o.faceDown) return [];
  return faceUp(o)
    .abilities.flatMap((a) => (a.kind === 'replacement' ? (a.asEnters?.choose ?? []) : []))
    .filter((k) => o.choices[k] === undefined);
}

/** The reason an object can't be written as an entry, or null. */
function unsaveable(state: GameState, o: GameObject): string | null {
  if (o.merged !== undefined) return `"${o.id}" is a merged permanent (730): its components can't be written as one entry`;
  if (o.phasedOutIndirectly) return `"${o.id}" phased out indirectly (702.26g): an entry can only be phased out directly`;
  if (o.blocks !== undefined && o.blocks.length > 0)
    return `"${o.id}" blocks ${o.blocks.map((b) => `"${b}"`).join(', ')} (509.1a): an entry's \`blocking\` can't say whom it blocks`;
  // 702.95a, 708.2a: an entry's `pairedWith` pairs creature cards or face-down permanents; a pair that is
  // a creature only by an effect (an enchantment under Opalescence) stays paired (702.95e) but can't be written.
  if (o.paired !== undefined && !o.faceDown && !o.card.types.includes('Creature'))
    return `"${o.id}" is paired (702.95) but is not a creature card: an entry's \`pairedWith\` pairs creature cards (or face-down permanents)`;
  const unchosen = unmadeChoices(o);
  if (unchosen.length > 0)
    return `"${o.id}" has no ${unchosen.map((k) => `choices.${k}`).join(' or ')} for its "as enters" ability (it was turned face up or transformed on the battlefield, so it never entered this way: 708.8, 614.12); an entry entering this way must give it`;
  if (o.attacking && o.attacks !== soleDefender(state))
    return `"${o.id}" attacks ${o.attacks === undefined ? 'no known defender' : `"${o.attacks}"`} (506.2): the saved \`attack\` event attacks the only opponent of a two-player game`;
  return null;
}

/** 508.1b: whom an `attack` event without `defending` makes its attackers attack (combat.ts soleDefender). */
function soleDefender(state: GameState): string | undefined {
  const opponents = state.players.filter((p) => p.id !== state.activePlayer);
  return opponents.length === 1 ? opponents[0]?.id : undefined;
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
function entersTapped(card: CardDef): boolean {
  return [card, card.backFace].some((face) => face?.abilities.some((a) => a.kind === 'replacement' && a.asEnters?.tapped === true));
}

function entry(state: GameState, o: GameObject, cards: CardSource, listed: ReadonlySet<string>, laterCounters: boolean): ObjectDocument {
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
  if (o.face === 'back') e.face = 'back';
  if (o.phasedOut) e.phasedOut = true;
  // 506.4: `attacking` and `blocking` are written as `block` and `attack` events after the entries (combatEvents).
  if (o.attachedTo !== null) e.attachedTo = o.attachedTo;
  if (o.bestowed) e.bestowed = true;
  if (o.level !== undefined) e.level = o.level;
  if (o.solved) e.solved = true;
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
function laterCounter(o: GameObject, kind: string): boolean {
  const stack = o.counters[kind];
  return (
    o.zone === 'battlefield' && stack !== undefined && stack.count > 0 && KEYWORD_COUNTERS.includes(kind) && stack.timestamp > o.timestamp
  );
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

/** Why a continuous effect of the state can't be written, or null (a copy effect an entry recreates). */
function effectProblem(state: GameState, e: GameState['effects'][number]): string | null {
  const bound = e.kind === 'copy' && e.bound === true && e.source !== null;
  const source = bound ? state.objects.find((o) => o.id === e.source?.id) : undefined;
  // 614.1c, 707.2: "enter as a copy" is recreated by the entry's `choices.copyOf`.
  const model = source?.choices.copyOf;
  if (source !== undefined && source.incarnation === e.source?.incarnation && model !== undefined) {
    // An entry's `choices.copyOf` names a permanent on the battlefield, phased in (707.2, 614.12, 702.26b); a model
    // that has left since is another object (400.7), one phased out since can't be named.
    const now = state.objects.find((o) => o.id === model);
    if (now === undefined || now.zone !== 'battlefield' || now.phasedOut)
      return `"${source.id}" copies "${model}", which ${now === undefined || now.zone !== 'battlefield' ? 'has left the battlefield (400.7)' : 'has phased out (702.26b)'} since: an entry's \`choices.copyOf\` names a permanent on the battlefield`;
    if (e.model !== undefined && e.model.incarnation !== now.incarnation)
      return `"${source.id}" copies "${model}" as it was before it left the battlefield and came back (400.7: "${model}" is a new object now): an entry's \`choices.copyOf\` would name the new one`;
    // The copiable values are those of the model as it entered (707.2); an entry copies it as it is now.
    if (e.copyValues === undefined || sameData(e.copyValues, copiableValues(state, model))) return null;
    return `"${source.id}" copies "${model}" as it was when "${source.id}" entered (707.2), not as it is now: an entry's \`choices.copyOf\` would copy it as it is now`;
  }
  return `the continuous effect "${e.text}" (${e.id}, from a resolved spell or ability, 611.2) is not an object: the format has no way to write it as it is`;
}

/**
 * A scenario document that replays to `state`: loading it (`loadScenario`) and replaying it
 * (`evaluateScenario`) gives a position whose evaluation equals `evaluate(state)`. Returns an
 * error naming what the format can't express instead of a document that would replay wrong.
 */
export function toScenario(state: GameState, options: ToScenarioOptions = {}): ToScenarioResult {
  const cards = options.cards ?? NO_CARDS;
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
 * 613.7g, 614.1c: a permanent that entered as a copy and was transformed since: its entry can't be written
 * transformed (the back face has no "enter as a copy" ability), nor front face up with a `transform` event,
 * which would give it a timestamp after every entry's. Null when there is none.
 */
function transformedCopy(state: GameState): string | null {
  const o = state.objects.find(
    (x) => x.transformed && state.effects.some((e) => e.kind === 'copy' && e.bound === true && e.source?.id === x.id),
  );
  return o === undefined
    ? null
    : `"${o.id}" entered as a copy and was transformed later (613.7g: a new timestamp); an entry can't be both, and a \`transform\` event would come after every entry`;
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
 * 122.1b, 613.7: a keyword counter older than its object's timestamp (the object got a new one since, turned face up,
 * 613.7f) keeps its own; an entry gives its counters the entry's timestamp, so the order of effects may change.
 */
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

function earlierCounter(state: GameState): string | null {
  for (const o of state.objects)
    for (const [kind, stack] of Object.entries(o.counters))
      if (o.zone === 'battlefield' && stack.count > 0 && KEYWORD_COUNTERS.includes(kind) && stack.timestamp < o.timestamp)
        return `the ${kind} counter on "${o.id}" is older than "${o.id}"'s timestamp (it was put on before it was turned face up or transformed, 613.7f-g): an entry's counters have the entry's timestamp, and this position replays differently with it`;
  return null;
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
  // 726: day or night is a state of the game, not of an object.
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
