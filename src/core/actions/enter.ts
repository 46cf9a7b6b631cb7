/**
 * Objects entering a zone (613.7d): timestamps in APNAP order for simultaneous entry
 * (613.7m), "as enters" choices and copies (614.1c, 614.12, 707), counters it enters with.
 */

import type { AbilityDef, AsEnters } from '../effects/language/abilities.js';
import type { Filter, Value } from '../effects/language/filters-and-values.js';
import { evalValue, matchFilter } from '../effects/query.js';
import type { View } from '../effects/view.js';
import { faceUp, printedCharacteristics } from '../model/characteristics.js';
import { recordEntered } from '../model/history.js';
import type { CardDef, Choices, GameObject, PlayerId } from '../model/objects.js';
import { apnapOrder, type GameState } from '../model/state.js';
import type { Zone } from '../model/terms.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { mayHaveAbility } from './ability-scan.js';
import { copiableValues, withExceptions } from './copy.js';
import { addCounters } from './counters.js';
import { entersTransformedAtNight } from './day-night.js';
import { nextEffectId, ownObjects, refOf, replaceAt } from './draft.js';

/** An object that enters: its card, its id, the zone and how it enters (controller, counters, face, attached to, choices, …). */
export interface EnterSpec {
  id: string;
  card: CardDef;
  controller?: PlayerId;
  owner?: PlayerId;
  zone?: Zone;
  counters?: Record<string, number>;
  tapped?: boolean;
  faceDown?: boolean;
  /** 701.58a: it entered cloaked (face down, with ward {2}). */
  cloaked?: boolean;
  transformed?: boolean;
  /** 718.3: it was cast prototyped (718.3b: the prototype's mana cost, power, toughness and colour). */
  prototyped?: boolean;
  /** 709.5c-d: a Room's unlocked halves (a half cast as a spell enters unlocked); absent, both locked. */
  unlocked?: ('left' | 'right')[];
  /** Which face of a modal double-faced card is up as it enters (712.11b, 712.12, 712.13). */
  face?: 'front' | 'back';
  phasedOut?: boolean;
  /** 506.4: it is an attacking / blocking creature in the current combat (checked as declareCombat does). */
  attacking?: boolean;
  blocking?: boolean;
  attachedTo?: string;
  /** 303.4, 702.5: an Aura enters attached to this player (enchant player). */
  attachedPlayer?: PlayerId;
  /** 702.103b: it was cast bestowed and is a bestowed Aura (it must be attached; 702.103e-f). */
  bestowed?: boolean;
  /** 716.2b: its class level; 719.3b: it is solved. */
  level?: number;
  solved?: boolean;
  /** 701.37b: it is monstrous; 702.112b: it is renowned (designations, not copiable). */
  monstrous?: boolean;
  renowned?: boolean;
  /** 903.3: the card is its owner's commander. */
  commander?: boolean;
  /** It has dealt damage since it became this object (a position set up after it did). */
  dealtDamage?: boolean;
  /** 114.1: it is an emblem (in the command zone; its card has only abilities, 114.2). */
  emblem?: boolean;
  /**
   * Onto the battlefield: did it enter this turn ("as long as this Aura entered this turn")? Default yes;
   * a scenario's `battlefield` entry (the position it starts from) says no unless its `enteredThisTurn`.
   */
  enteredThisTurn?: boolean;
  /** 702.95a: it enters paired with that creature on the battlefield (its soulbond ability resolved), both unpaired until now. */
  pairedWith?: string;
  /** 607.2a: a card in exile, exiled with that object (the object as it is now, 400.7). */
  exiledWith?: string;
  choices?: Choices;
  token?: boolean;
  timestamp?: number;
}

type AsEntersAbility = { text: string; asEnters: AsEnters };

function asEntersIn(abilities: readonly AbilityDef[]): AsEntersAbility | undefined {
  for (const a of abilities) if (a.kind === 'replacement' && a.asEnters) return { text: a.text, asEnters: a.asEnters };
  return undefined;
}

/**
 * 614.12, 305.7: the object's own "as enters" / "enters with" ability is the one it would
 * have on the battlefield, with the effects that would apply to it there (Blood Moon takes
 * Dark Depths' away; Humility takes Clone's). `obj` is already in the draft state,
 * provisionally on the battlefield; the board is evaluated only when its face up has such
 * an ability.
 */
function ownAsEnters(state: GameState, obj: GameObject): AsEntersAbility | undefined {
  if (obj.faceDown || !asEntersIn(faceUp(obj).abilities)) return undefined;
  // Abilities are final after layer 6 (613.1f).
  const w = evaluateFull(state, { trace: false, until: '6' }).working.get(obj.id);
  return asEntersIn((w?.abilities ?? []).map((a) => a.def));
}

/** 613.7m: the active player's objects first (in list order), then each other player's. */
export function apnapSort(state: GameState, specs: readonly EnterSpec[]): EnterSpec[] {
  const order = apnapOrder(state);
  const who = (s: EnterSpec) => s.controller ?? s.owner ?? state.activePlayer;
  return [...specs].sort((a, b) => order.indexOf(who(a)) - order.indexOf(who(b)));
}

/** Essence of the Wild and the like: "Creatures you control enter as a copy of this creature." */
function entersAsCopyOf(after: GameState, n: number, obj: GameObject): GameObject | undefined {
  // The board before `obj` entered (its first n objects) can only have the ability if the board with it can.
  if (!mayHaveAbility(after, 'othersEnterAsCopy', (a) => a.kind === 'replacement' && a.othersEnterAsCopy !== undefined)) return undefined;
  const state = { ...after, objects: after.objects.slice(0, n) };
  if (!mayHaveAbility(state, 'othersEnterAsCopy', (a) => a.kind === 'replacement' && a.othersEnterAsCopy !== undefined)) return undefined;
  const ev = evaluateFull(state, { trace: false });
  const entering = printedCharacteristics(obj);
  for (const o of state.objects) {
    const w = ev.working.get(o.id);
    if (!w || o.zone !== 'battlefield' || o.phasedOut || o.id === obj.id) continue;
    for (const a of w.abilities) {
      if (a.def.kind !== 'replacement' || !a.def.othersEnterAsCopy) continue;
      const ctx = { source: refOf(o), you: w.controller, choices: o.choices, targets: [], x: undefined };
      const probe = ev.working.with(new Map([[obj.id, { ...entering, controller: obj.baseController }]]));
      const f: Filter = a.def.othersEnterAsCopy;
      if (matchFilter(viewOf(state, probe), ctx, obj, f)) return o;
    }
  }
  return undefined;
}

/** The zone an "enter as a copy" choice is made from: the graveyard if its filter says so, else the battlefield. */
function copyZone(filter: Filter | undefined): Zone {
  const parts = filter === undefined ? [] : 'and' in filter ? filter.and : [filter];
  return parts.some((f) => 'zone' in f && f.zone === 'graveyard') ? 'graveyard' : 'battlefield';
}

/**
 * 707.2, 614.12: "enter as a copy of any creature on the battlefield" chooses among the
 * permanents on the battlefield (not phased out, 702.26b) that match the ability's filter
 * as the object is about to enter — never the entering object itself, nor a card in
 * another zone. `before` is the state without the entering object. An object of the same
 * `enter` list that has not entered yet is left alone (the scenario format lets
 * simultaneous entries refer to each other). Returns why the choice is refused, or null.
 */
function copyChoiceProblem(before: GameState, obj: GameObject, chosen: string, enters: AsEntersAbility): string | null {
  const why = (what: string) => `"${obj.id}" can't enter as a copy of "${chosen}": ${what} ("${enters.text}", 707.2, 614.12)`;
  if (chosen === obj.id) return why("an object can't copy itself as it enters");
  const model = before.objects.find((o) => o.id === chosen);
  if (!model) return null;
  const filter = enters.asEnters.copy?.filter;
  // 707.2: "enter as a copy of any land card in a graveyard" (Echoing Deeps): the filter names the zone.
  const from = copyZone(filter);
  if (model.zone !== from)
    return why(`it is not ${from === 'battlefield' ? 'on the battlefield' : `in a ${from}`} (it is in the ${model.zone})`);
  if (model.phasedOut) return why('it is phased out (702.26b)');
  if (filter === undefined) return null;
  // The board as it was, seen by an ability of the entering object ("mana spent to cast this creature" reads it).
  const working = evaluateFull(before, { trace: false }).working;
  const view = viewOf({ ...before, objects: [...before.objects, obj] }, working);
  const ctx = { source: refOf(obj), you: obj.baseController, choices: obj.choices, targets: [], x: obj.choices.x };
  return matchFilter(view, ctx, model, filter) ? null : why('it is not what the ability can copy');
}

function addCopyEffect(state: GameState, obj: GameObject, of: string, text: string, asEnters: AsEnters | undefined, order: number): void {
  const values = copiableValues(state, of);
  if (!values) return;
  const ref = refOf(obj);
  const model = state.objects.find((o) => o.id === of);
  state.effects.push({
    id: nextEffectId(state),
    source: { ...ref, name: obj.card.name },
    text,
    controller: obj.baseController,
    timestamp: [obj.timestamp, 0, order],
    affects: { self: true },
    ops: [{ op: 'copy', of: { self: true }, ...(asEnters?.copy?.except ? { except: asEnters.copy.except } : {}) }],
    locked: [ref],
    targets: [],
    choices: obj.choices,
    duration: 'sourceOnBattlefield',
    copyValues: withExceptions(values, asEnters?.copy?.except),
    bound: true,
    ...(model ? { model: refOf(model) } : {}),
    kind: 'copy',
    createdTurn: state.turn,
  });
}

/**
 * 614.1c and 614.12: "each other creature you control of the chosen type enters with an
 * additional +1/+1 counter", judged on the creature as it would exist on the battlefield.
 */
function countersFromOthers(state: GameState, view: View, obj: GameObject): [string, number][] {
  const out: [string, number][] = [];
  for (const o of state.objects) {
    const w = view.get(o.id);
    if (!w || o.id === obj.id || o.zone !== 'battlefield' || o.phasedOut) continue;
    for (const a of w.abilities) {
      if (a.def.kind !== 'replacement' || !a.def.othersEnterWithCounters) continue;
      const ctx = { source: refOf(o), you: w.controller, choices: o.choices, targets: [], x: undefined };
      if (matchFilter(view, ctx, obj, a.def.othersEnterWithCounters.filter))
        out.push(...Object.entries(a.def.othersEnterWithCounters.counters));
    }
  }
  return out;
}

/** Counters a copy enters with, some only if the copy has a card type (707.9f, Spark Double). */
function copyExtraCounters(state: GameState, obj: GameObject, asEnters: AsEnters | undefined): Record<string, Value> {
  const copy = asEnters?.copy;
  const out: Record<string, Value> = { ...(copy?.extraCounters ?? {}) };
  if (copy?.extraCountersIf?.length) {
    const types = copiableValues(state, obj.id)?.types ?? [];
    for (const c of copy.extraCountersIf) if (types.includes(c.type)) Object.assign(out, c.counters);
  }
  return out;
}

/**
 * Put one object into its zone; the state is a draft the caller owns. When `problems` is
 * given, a choice its "as enters" ability asks for (614.12) and the spec doesn't make is
 * reported there.
 */
/** A problem found as an object enters; `at` is the part of its spec it is about (`['choices', 'copyOf']`). */
export type EnterProblem = string | { error: string; at: string[] };

export function enterOne(state: GameState, s: EnterSpec, timestamp: number, problems?: EnterProblem[]): GameObject {
  const controller = s.controller ?? s.owner ?? state.activePlayer;
  const obj: GameObject = {
    id: s.id,
    incarnation: 0,
    card: s.card,
    token: s.token ?? false,
    zone: s.zone ?? 'battlefield',
    owner: s.owner ?? controller,
    baseController: controller,
    timestamp,
    counters: {},
    tapped: s.tapped ?? false,
    faceDown: s.faceDown ?? false,
    ...(s.cloaked ? { cloaked: true } : {}),
    // 702.145b: a daybound double-faced permanent entering while it's night enters transformed.
    transformed: s.transformed ?? ((s.zone ?? 'battlefield') === 'battlefield' && !s.faceDown && entersTransformedAtNight(state, s.card)),
    ...(s.prototyped && s.card.prototype ? { prototyped: true } : {}),
    ...(s.unlocked && s.unlocked.length > 0 && (s.card.halves || s.choices?.copyOf !== undefined) ? { unlocked: [...s.unlocked] } : {}),
    ...(s.face === 'back' && s.card.backFace ? { face: 'back' as const } : {}),
    phasedOut: s.phasedOut ?? false,
    attacking: s.attacking ?? false,
    blocking: s.blocking ?? false,
    attachedTo: s.attachedTo ?? null,
    ...(s.attachedPlayer !== undefined ? { attachedPlayer: s.attachedPlayer } : {}),
    ...(s.bestowed ? { bestowed: true } : {}),
    ...(s.level !== undefined ? { level: s.level } : {}),
    ...(s.solved ? { solved: true } : {}),
    ...(s.monstrous ? { monstrous: true } : {}),
    ...(s.renowned ? { renowned: true } : {}),
    ...(s.commander ? { commander: true } : {}),
    ...(s.dealtDamage ? { dealtDamage: true } : {}),
    ...(s.emblem ? { emblem: true } : {}),
    ...((s.zone ?? 'battlefield') === 'battlefield' && s.enteredThisTurn !== false ? { enteredTurn: state.turn } : {}),
    // 607.2a: linked to the exiling object as it is now; one entering in the same list is new (incarnation 0).
    ...(s.exiledWith !== undefined
      ? { exiledWith: { id: s.exiledWith, incarnation: state.objects.find((o) => o.id === s.exiledWith)?.incarnation ?? 0 } }
      : {}),
    choices: { ...(s.choices ?? {}) },
  };
  const before = state.objects.length;
  ownObjects(state).push(obj);
  const partner = s.pairedWith === undefined ? undefined : state.objects.find((o) => o.id === s.pairedWith && o.zone === 'battlefield');
  if (partner !== undefined) {
    // Copy on write: the partner may be shared with an earlier state.
    const paired = { ...partner, paired: { with: obj.id, incarnation: obj.incarnation, controller } };
    replaceAt(state, state.objects.indexOf(partner), paired);
    obj.paired = { with: partner.id, incarnation: partner.incarnation, controller };
  }
  if (obj.zone === 'battlefield') {
    // Turn history: it entered the battlefield under its controller's control (603.6a).
    recordEntered(state, obj, controller);
    const enters = ownAsEnters(state, obj);
    const missing = (enters?.asEnters.choose ?? []).filter((k) => obj.choices[k] === undefined);
    if (problems && missing.length > 0 && enters)
      problems.push(
        `"${obj.id}" enters with "${enters.text}": say what was chosen with ${missing.map((k) => `choices.${k}`).join(' and ')} (614.12)`,
      );
    const chosen = enters?.asEnters.copy ? obj.choices.copyOf : undefined;
    const refused =
      chosen !== undefined && enters ? copyChoiceProblem({ ...state, objects: state.objects.slice(0, before) }, obj, chosen, enters) : null;
    if (refused) problems?.push({ error: refused, at: ['choices', 'copyOf'] });
    const copyOf = refused ? undefined : chosen;
    if (copyOf !== undefined) addCopyEffect(state, obj, copyOf, enters?.text ?? '', enters?.asEnters, 0);
    // 616.1: the object's own "enter as a copy" first, then one like Essence of the Wild's.
    const model = obj.faceDown ? undefined : entersAsCopyOf(state, before, obj);
    if (model) addCopyEffect(state, obj, model.id, `enters as a copy of ${model.id} (${model.card.name})`, undefined, 1);
    // 707.9e: an exception that is an additional effect doesn't happen if another copy effect applies after it.
    const copyCounters = copyOf !== undefined && !model ? copyExtraCounters(state, obj, enters?.asEnters) : {};
    const ifPaid = enters?.asEnters.countersIfPaid;
    // 702.33d, 614.1c: "If it was kicked, it enters with …" only when that cost was paid.
    const own = ifPaid === undefined || (obj.choices.paid ?? []).includes(ifPaid) ? (enters?.asEnters.counters ?? {}) : {};
    const extra = Object.entries({ ...own, ...copyCounters });
    const others = mayHaveAbility(
      state,
      'othersEnterWithCounters',
      (a) => a.kind === 'replacement' && a.othersEnterWithCounters !== undefined,
    );
    if (extra.length > 0 || others) {
      const working = evaluateFull(state, { trace: false }).working;
      const view = viewOf(state, working);
      const ctx = { source: refOf(obj), you: controller, choices: obj.choices, targets: [], x: obj.choices.x };
      for (const [kind, v] of extra) addCounters(state, obj, kind, evalValue(view, ctx, v, obj));
      if (others) for (const [kind, n] of countersFromOthers(state, view, obj)) addCounters(state, obj, kind, n);
    }
    if (enters?.asEnters.tapped) obj.tapped = true;
  }
  // The counters the entry says it has, in place of those it enters with (614.1c); 0: none of that kind.
  for (const [kind, n] of Object.entries(s.counters ?? {})) {
    if (n > 0) obj.counters[kind] = { count: n, timestamp };
    else delete obj.counters[kind];
  }
  return obj;
}
