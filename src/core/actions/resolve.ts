/**
 * Resolving a spell or ability (608.2): its continuous effects begin now, with their
 * sets of objects locked (611.2c) and their values fixed (611.2b, 611.2d).
 */

import type { AbilityDef, Op, Resolution, ResolvedEffectDef, TokenDef } from '../effects/language/abilities.js';
import type { Filter, Value } from '../effects/language/filters-and-values.js';
import type { Selector } from '../effects/language/selector.js';
import { locksSet } from '../effects/layers.js';
import { isOfKinds } from '../effects/ops.js';
import { evalCondition, evalValue, matchFilter } from '../effects/query.js';
import { selectObjects } from '../effects/selectors.js';
import { type EffectContext, playersOf, type View } from '../effects/view.js';
import type { GameObject, ObjectRef } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { copiableValues, withExceptions } from './copy.js';
import { addCounters } from './counters.js';
import { nextEffectId, nextTimestamp, refOf, snapshot, writable } from './draft.js';
import { changeLife } from './life.js';
import { modeOrder } from './modes.js';
import { createTokens, type TokenIds } from './tokens.js';
import { flicker } from './zones.js';

function refersToAffected(v: Value): boolean {
  if (typeof v === 'number') return false;
  if ('sum' in v) return v.sum.some(refersToAffected);
  if ('times' in v) return refersToAffected(v.times[0]);
  if ('difference' in v) return v.difference.some(refersToAffected);
  // A filter inside the value may read the affected object too ("for each Equipment attached to it").
  return Object.values(v).includes('affected') || JSON.stringify(v).includes('"affected"');
}

/**
 * 611.2b/608.2h: numbers are fixed as the effect begins. One read per object ("where X is its power")
 * is fixed for each object of the effect's locked set (`objects`), as the answer for that object;
 * without a locked set (an effect on players, the game) it stays as written.
 */
function fixValues(op: Op, view: View, ctx: EffectContext, objects?: readonly GameObject[]): Op {
  const fix = (v: Value | undefined): Value | undefined => {
    if (v === undefined) return v;
    if (!refersToAffected(v)) return evalValue(view, ctx, v);
    if (objects === undefined) return v;
    const perObject: Record<string, number> = {};
    for (const o of objects) perObject[o.id] = evalValue(view, ctx, v, o);
    return { perObject };
  };
  if (op.op === 'setPT') {
    const power = fix(op.power);
    const toughness = fix(op.toughness);
    return { op: 'setPT', ...(power !== undefined ? { power } : {}), ...(toughness !== undefined ? { toughness } : {}) };
  }
  if (op.op === 'modifyPT') return { op: 'modifyPT', power: fix(op.power) ?? 0, toughness: fix(op.toughness) ?? 0 };
  // 608.2d: "gains your choice of flying or first strike" — the one chosen (keywordChoiceProblem checked it is there).
  if (op.op === 'addAbilities' && op.choose === 'keyword') {
    const chosen = op.abilities.filter((a) => a.kind === 'keyword' && a.keyword === ctx.choices.keyword);
    return fixValues({ op: 'addAbilities', abilities: chosen, ...(op.x !== undefined ? { x: op.x } : {}) }, view, ctx, objects);
  }
  // 107.3, 611.2b: "where X is ..." of a granted ability is fixed too, unless it reads the affected object.
  if (op.op === 'addAbilities' && op.x !== undefined) {
    const x = fix(op.x);
    return x === undefined ? { op: 'addAbilities', abilities: op.abilities } : { op: 'addAbilities', abilities: op.abilities, x };
  }
  // 608.2h: "gains all activated abilities of target creature until end of turn" (Quicksilver Elemental) — the
  // abilities that creature has as the effect begins, determined once: they stay if it loses them or leaves.
  if (op.op === 'addAbilitiesOf') {
    const affected = new Set((objects ?? []).map((o) => o.id));
    const abilities = selectObjects(view, ctx, op.of)
      .filter((o) => !affected.has(o.id))
      .flatMap((o) => (view.get(o.id)?.abilities ?? []).map((a) => a.def))
      .filter((def) => isOfKinds(def, op.kinds) && !(op.exceptMana && def.kind === 'mana'));
    return { op: 'addAbilities', abilities };
  }
  // 608.2h: "the player with the most life gains control of …" — that player is determined as it resolves, once.
  if (op.op === 'control' && op.player === 'active') return { op: 'control', player: { player: view.state.activePlayer } };
  if (op.op === 'control' && typeof op.player === 'object' && 'lifeRank' in op.player) {
    const who = playersOf(view, ctx, op.player)[0];
    return who === undefined ? op : { op: 'control', player: { player: who } };
  }
  return op;
}

export interface ResolveInput {
  text: string;
  source: GameObject | null;
  /** For a spell: the spell on the stack, which no longer exists once it has resolved. */
  sourceRef?: ObjectRef;
  sourceName: string | null;
  ctx: EffectContext;
  ability: AbilityDef;
  /** 700.2: the modes chosen, 1-based in printed order (checked by the caller with checkModes). */
  modes?: readonly number[];
  /**
   * Ids for the tokens it creates, in creation order (111.1), and how many are used so far
   * (shared by every part of one spell); others get their name's default id.
   */
  tokens?: TokenIds;
  /** The position as it resolves, when the caller already has it (freshView of this state, not changed since). */
  view?: View;
}

function sourceOf(input: ResolveInput): FloatingEffect['source'] {
  const ref = input.source ? refOf(input.source) : input.sourceRef;
  return ref ? { ...ref, name: input.sourceName } : null;
}

/** Create one resolved effect, or nothing when its "for as long as" never starts (611.2b). */
function createEffect(
  state: GameState,
  view: View,
  def: ResolvedEffectDef,
  input: ResolveInput,
  ctx: EffectContext,
  ts: number,
): FloatingEffect | null {
  const duration = def.duration ?? 'permanent';
  // 608.2c: "If you control three or more creatures, it gets +4/+4 … instead": checked once, as it resolves.
  if (def.if !== undefined && !evalCondition(view, ctx, def.if)) return null;
  if (typeof duration === 'object' && !evalCondition(view, ctx, duration.while)) return null;
  // 611.2c: an effect that changes characteristics applies to the objects it affects as it begins.
  const objects = def.ops.some(locksSet) ? selectObjects(view, ctx, def.affects) : undefined;
  // No such player (a tie, 119): that control change does nothing.
  const ops = def.ops
    .map((op) => fixValues(op, view, ctx, objects))
    .filter((o) => !(o.op === 'control' && typeof o.player === 'object' && 'lifeRank' in o.player));
  if (ops.length === 0 && def.ops.length > 0) return null;
  const effect: FloatingEffect = {
    id: nextEffectId(state),
    source: sourceOf(input),
    text: input.text,
    controller: ctx.you,
    timestamp: [ts],
    affects: def.affects,
    ops,
    targets: [...ctx.targets],
    choices: ctx.choices,
    ...(ctx.x !== undefined ? { x: ctx.x } : {}),
    duration,
    kind: ops.some((o) => o.op === 'copy') ? 'copy' : 'resolved',
    createdTurn: state.turn,
  };
  if (objects !== undefined && ops.some(locksSet)) effect.locked = objects.map(refOf);
  const copy = ops.find((o): o is Extract<Op, { op: 'copy' }> => o.op === 'copy');
  if (copy) {
    const original = selectObjects(view, ctx, copy.of)[0];
    const values = original ? copiableValues(state, original.id) : undefined;
    if (!values) return null;
    effect.copyValues = withExceptions(values, copy.except, input.ability);
  }
  return effect;
}

/** What one resolution shares across its parts and modes: the effects' timestamp, the token ids. */
interface Run {
  view: View;
  /** 0 until the first effect is created: all effects of one resolution share a timestamp. */
  ts: number;
  tokens: TokenIds;
}

/**
 * The characteristics as they stand now (608.2h: values are read as the resolution gets to them),
 * evaluated only if a part of the resolution reads one: "Target creature gets +3/+3" reads none.
 * The position is copied now, because the resolution goes on changing `state` (its records
 * through `writable`, which copies them again after a snapshot); the objects listed stay the live ones, as before.
 */
export function freshView(state: GameState): View {
  const then = snapshot(state);
  let working: View | undefined;
  const board = (): View => {
    working ??= viewOf(then, evaluateFull(then, { trace: false }).working);
    return working;
  };
  return { state, get: (id) => board().get(id) };
}

/**
 * Resolve (608.2c, in the order written): create the tokens, then every effect, then the
 * one-shot parts (counters, control exchange, untap), then the chosen modes in printed order.
 * Returns an error sentence, or null.
 */
/**
 * A filter's restriction on the object itself: the parts about how the resolution went (a coin flip, 705; a cost
 * paid) say whether the effect applies, not which object may be chosen ("choose a creature you control … If you
 * lose the flip, that opponent gains control of that creature", Risky Move), so they read as true here.
 */
function aboutTheObject(f: Filter): Filter {
  if ('coinFlips' in f || 'costPaid' in f) return { and: [] };
  if ('not' in f) return 'coinFlips' in f.not || 'costPaid' in f.not ? { and: [] } : f;
  if ('and' in f) return { and: f.and.map(aboutTheObject) };
  return f;
}

/** The `where` filters of every "the chosen object" selector of a resolution (Cytoshape's "Choose a nonlegendary creature on the battlefield"). */
function chosenObjectFilters(res: Resolution, kind: 'copyOf' | 'object' = 'copyOf'): Filter[] {
  const out: Filter[] = [];
  const add = (sel: Selector | undefined) => {
    if (sel && 'chosenObject' in sel && sel.chosenObject === kind && sel.where) out.push(aboutTheObject(sel.where));
  };
  for (const e of res.effects ?? []) {
    add(e.affects);
    for (const op of e.ops) if (op.op === 'copy') add(op.of);
  }
  if (kind === 'object') for (const c of res.counters ?? []) add(c.on);
  // "… then create a token that's a copy of that card" (the card picked as it resolves, choices.object).
  if (kind === 'object') for (const t of res.createTokens ?? []) add(t.copyOf);
  for (const m of res.modal?.modes ?? []) out.push(...chosenObjectFilters(m.resolve, kind));
  return out;
}

/** The chosen object matches every filter the text puts on the choice, as the choice is made (not phased out, 702.26b). */
function choiceMismatch(state: GameState, id: string, filters: Filter[], ctx: EffectContext, text: string): string | null {
  if (filters.length === 0) return null;
  const obj = state.objects.find((o) => o.id === id);
  if (!obj) return `the chosen object "${id}" doesn't exist`;
  const view = viewOf(state, evaluateFull(state, { trace: false }).working);
  if (filters.every((f) => matchFilter(view, ctx, obj, f) && !obj.phasedOut)) return null;
  return `"${id}" can't be the object chosen for ${JSON.stringify(text)}: it is not one the text lets you choose${obj.zone === 'battlefield' ? '' : ` (it is in the ${obj.zone})`}`;
}

/** Does any part of the resolution name `{chosenObject: 'object'}` (608.2c: "it" that is neither a target nor the source)? */
export function needsChosenObject(res: Resolution): boolean {
  const named = (sel: Selector | undefined) => sel !== undefined && 'chosenObject' in sel && sel.chosenObject === 'object';
  if ((res.effects ?? []).some((e) => named(e.affects) || e.ops.some((op) => op.op === 'copy' && named(op.of)))) return true;
  if ((res.counters ?? []).some((c) => named(c.on))) return true;
  if (named(res.putOntoBattlefield?.what)) return true;
  if ((res.createTokens ?? []).some((t) => named(t.copyOf))) return true;
  if (readsChosenObject(res)) return true;
  return (res.modal?.modes ?? []).some((m) => needsChosenObject(m.resolve));
}

// `is`: a filter naming the object ("creatures other than SELF and the chosen creature") needs it too.
const SUBJECT_KEYS = new Set(['manaValue', 'power', 'toughness', 'countersOn', 'creatureTypesOf', 'manaSpentToCast', 'is']);

/**
 * Does a number of the resolution read `choices.object` ("where X is that card's mana value",
 * "If five or more mana was spent to cast that spell")? Abilities it grants are read in their own context.
 */
function readsChosenObject(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsChosenObject);
  if (node === null || typeof node !== 'object') return false;
  const o = node as Record<string, unknown>;
  if (typeof o.kind === 'string' && typeof o.text === 'string') return false;
  return Object.entries(o).some(([k, v]) => (SUBJECT_KEYS.has(k) && v === 'object') || readsChosenObject(v));
}

/**
 * `choices.object`: the triggering object, or the object chosen as it resolved, that the text
 * calls "it" (608.2c, 400.7j). The text needs one: it must be given and exist. Returns why not, or null.
 */
export function referentProblem(state: GameState, res: Resolution, ctx: EffectContext, text: string): string | null {
  if (!needsChosenObject(res)) return null;
  const id = ctx.choices.object;
  if (id === undefined)
    return `${JSON.stringify(text)} refers to an object that is neither a target nor its source (the triggering object, or the one chosen as it resolved): name it with \`choices.object\``;
  if (!state.objects.some((o) => o.id === id)) return `the object "${id}" named by \`choices.object\` doesn't exist`;
  // "Choose a creature you control.": the choice the text restricts (a triggering object has no filter here).
  return choiceMismatch(state, id, chosenObjectFilters(res, 'object'), ctx, text);
}

/**
 * 608.2c: "They gain haste", "those creatures get -1/-0", "the chosen creatures": the objects `choices.objects`
 * names (the filter `{isChosen: true}`). The text needs them: they must be given and exist. Returns why not, or null.
 */
export function chosenObjectsProblem(state: GameState, res: Resolution, text: string, ctx: EffectContext): string | null {
  if (withKey(res, 'isChosen').length === 0) return null;
  const ids = ctx.choices.objects;
  if (ids === undefined || ids.length === 0)
    return `${JSON.stringify(text)} refers to objects that are neither targets nor its source (those put onto the battlefield, those that attacked, those chosen as it resolved): name them with \`choices.objects\``;
  const missing = ids.find((id) => !state.objects.some((o) => o.id === id));
  return missing === undefined ? null : `the object "${missing}" named by \`choices.objects\` doesn't exist`;
}

/**
 * 700.2-like choices made as a spell or ability resolves: the object named by
 * `choices.copyOf` must be one the text lets the player choose (Cytoshape: a nonlegendary
 * creature on the battlefield, as the choice is made). Returns why not, or null.
 */
export function chosenObjectProblem(state: GameState, res: Resolution, ctx: EffectContext, text: string): string | null {
  const id = ctx.choices.copyOf;
  if (id === undefined) return null;
  return choiceMismatch(state, id, chosenObjectFilters(res), ctx, text);
}

/** The keywords of every "your choice of …" op of the resolution (and of its modes). */
function keywordChoices(res: Resolution): string[][] {
  const out: string[][] = [];
  for (const e of res.effects ?? [])
    for (const op of e.ops)
      if (op.op === 'addAbilities' && op.choose === 'keyword')
        out.push(op.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])));
  for (const m of res.modal?.modes ?? []) out.push(...keywordChoices(m.resolve));
  return out;
}

/**
 * 608.2d: "gains your choice of banding, flying, first strike, or trample": `choices.keyword` must
 * name one of them (lower case, as the keyword is written). Returns why not, or null.
 */
export function keywordChoiceProblem(res: Resolution, ctx: EffectContext, text: string): string | null {
  for (const options of keywordChoices(res)) {
    const k = ctx.choices.keyword;
    if (k === undefined || !options.includes(k))
      return `${JSON.stringify(text)} says "your choice of ${options.join(', ')}": name the one chosen with \`choices.keyword\` (one of ${options.map((o) => JSON.stringify(o)).join(', ')})${k === undefined ? '' : `, not ${JSON.stringify(k)}`}`;
  }
  return null;
}

/** The objects of the data that have the key, not looking inside them. */
function withKey(node: unknown, key: string, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (node && typeof node === 'object') {
    if (key in node) out.push(node as Record<string, unknown>);
    else for (const v of Object.values(node)) withKey(v, key, out);
  }
  return out;
}

/**
 * Choices for what the engine doesn't perform, given by the scenario: 608.2c "for each card discarded
 * this way" needs `choices.count`; 705 "If you win the flip" / "If both coins come up heads" needs
 * `choices.flips`, one result per coin, won/lost for a called flip (705.2), else heads/tails (705.3).
 * Returns why not and the key, or null.
 */
export function performedProblem(res: Resolution, ctx: EffectContext, text: string): [string, 'count' | 'flips' | 'option'] | null {
  const { count, flips, option } = ctx.choices;
  // 608.2d: "gets +1/-1 or -1/+1" — the alternative chosen, one of those the text offers.
  const options = withKey(res, 'option').map((c) => c.option as number);
  if (options.length > 0 && (option === undefined || option > Math.max(...options)))
    return [
      `${JSON.stringify(text)} offers ${Math.max(...options)} alternatives: name the one chosen as it resolved with \`choices.option\` (1-based)`,
      'option',
    ];
  if (count === undefined && withKey(res, 'thisWay').length)
    return [`${JSON.stringify(text)} needs \`choices.count\`: how many it acted on "this way"`, 'count'];
  for (const f of withKey(res, 'coinFlips')) {
    const kinds = f.coinFlips === 'won' || f.coinFlips === 'lost' ? ['won', 'lost'] : ['heads', 'tails'];
    if (flips === undefined || flips.length !== f.coins || !flips.every((r) => kinds.includes(r)))
      return [`${JSON.stringify(text)} needs \`choices.flips\`: ${f.coins} of ${kinds.join('/')}`, 'flips'];
  }
  return null;
}

/**
 * 601.2b, 700.2: does the modal's "instead" ("If this spell was cast using teamwork, choose both
 * instead") apply as it is put on the stack? undefined when the resolution has none.
 */
export function modalInsteadHolds(state: GameState, res: Resolution | undefined, ctx: EffectContext): boolean | undefined {
  const i = res?.modal?.instead;
  if (i === undefined) return undefined;
  if (i.paid !== undefined && !(ctx.choices.paid ?? []).includes(i.paid)) return false;
  return i.if === undefined || evalCondition(freshView(state), ctx, i.if);
}

export function resolve(state: GameState, res: Resolution, input: ResolveInput): string | null {
  const run: Run = { view: input.view ?? freshView(state), ts: 0, tokens: input.tokens ?? { given: [], used: 0 } };
  return resolvePart(state, res, input, input.ctx, run, input.modes);
}

/** 111.1: more ids were given than tokens were created: an error sentence, or null. */
export function unusedTokenIds(tokens: TokenIds, text: string): string | null {
  const { given, used } = tokens;
  if (given.length <= used) return null;
  const made = used === 0 ? '' : ` (${given.slice(0, used).join(', ')})`;
  return `\`tokens\` names ${given.length} token${given.length === 1 ? '' : 's'}, but ${JSON.stringify(text)} created ${used}${made}`;
}

function resolvePart(
  state: GameState,
  res: Resolution,
  input: ResolveInput,
  start: EffectContext,
  run: Run,
  modes: readonly number[] | undefined,
): string | null {
  let ctx = start;
  const make = (defs: TokenDef[]): string | null => {
    // 608.2c: one instruction after another — "create a 1/1 white Cat creature token. Then … for each token you
    // control that entered this turn, create a token that's a copy of it" (Ocelot Pride) sees the Cat.
    for (const def of defs) {
      const made = createTokens(state, run.view, ctx, [def], run.tokens);
      if (typeof made === 'string') return made;
      ctx = { ...ctx, created: [...(ctx.created ?? []), ...made] };
      // 611.2c: sets locked by the effects that follow are determined with the tokens on the battlefield.
      if (made.length > 0) run.view = freshView(state);
    }
    return null;
  };
  const first = make((res.createTokens ?? []).filter((t) => t.afterPut !== true));
  if (first !== null) return first;
  // 400.7, 400.7j: "Return target creature card … to the battlefield. It gains haste": the card becomes a
  // new object, and the other parts of the effect find that object — put it first (its text comes first),
  // and let the targets it was name the new object. (The source too, for "return it" in a dies trigger.)
  if (res.putOntoBattlefield) {
    const moved = putOntoBattlefield(state, run.view, res.putOntoBattlefield, input, ctx);
    if (moved.length > 0) {
      const now = (r: ObjectRef): ObjectRef => {
        const o = moved.find((m) => m.id === r.id);
        return o ? refOf(o) : r;
      };
      ctx = { ...ctx, targets: ctx.targets.map((t) => ('id' in t ? now(t) : t)) };
      run.view = freshView(state);
    }
  }
  // 608.2c: "Return target creature card … Then …, create a token that's a copy of that creature": after the put.
  const after = make((res.createTokens ?? []).filter((t) => t.afterPut === true));
  if (after !== null) return after;
  // 701.47a, 608.2c: amass before the effects that follow it in the text.
  if (res.amass) {
    const err = amass(state, run, res.amass, input, ctx);
    if (err) return err;
    run.view = freshView(state);
  }
  let view = run.view;
  const targets = ctx.targets
    .map((t) => ('id' in t ? state.objects.find((o) => o.id === t.id && o.incarnation === t.incarnation) : undefined))
    .filter((o): o is GameObject => !!o);
  // 608.2c: a condition on the untap is checked once, before the effects of the same instruction begin.
  const untapHolds = res.untap !== undefined && (res.untapIf === undefined || evalCondition(view, ctx, res.untapIf));
  if (res.effects && res.effects.length > 0 && run.ts === 0) run.ts = nextTimestamp(state);
  let made = false;
  for (const def of res.effects ?? []) {
    // 608.2c: the instructions are followed in the order written, so a condition marked to follow the
    // earlier ones sees what they did ("Target creature gets +1/+1 until end of turn. Then if that creature
    // has power 4 or greater, it gains first strike", Strider): look again once an earlier effect has begun.
    if (made && def.if !== undefined && def.ifAfterEarlier) {
      run.view = freshView(state);
      view = run.view;
      made = false;
    }
    const e = createEffect(state, view, def, input, ctx, run.ts);
    if (e) {
      state.effects.push(e);
      made = true;
    }
  }
  // 701.12a: if the entire exchange can't be completed (an object is gone), no part of it occurs.
  const src = input.source && state.objects.find((o) => o.id === input.source?.id && o.incarnation === input.source.incarnation);
  const pair: GameObject[] | undefined = res.exchangeControlWithSelf
    ? src && src.zone === 'battlefield' && targets.length >= 1 && targets[0]?.zone === 'battlefield'
      ? [src, targets[0]]
      : undefined
    : res.exchangeControl && targets.length >= 2
      ? targets
      : undefined;
  const ca = pair && view.get((pair[0] as GameObject).id)?.controller;
  const cb = pair && view.get((pair[1] as GameObject).id)?.controller;
  // 701.12b: each controller gains control of the other's permanent; if one player controls both, nothing happens.
  if (pair && ca !== cb) {
    const [a, b] = pair as [GameObject, GameObject];
    const t = nextTimestamp(state);
    for (const [obj, to] of [
      [a, cb],
      [b, ca],
    ] as const) {
      if (!to) continue;
      state.effects.push({
        id: nextEffectId(state),
        source: sourceOf(input),
        text: input.text,
        controller: ctx.you,
        timestamp: [t],
        affects: { self: true },
        ops: [{ op: 'control', player: { player: to } }],
        locked: [refOf(obj)],
        targets: [],
        choices: {},
        duration: 'permanent',
        kind: 'resolved',
        createdTurn: state.turn,
      });
    }
  }
  for (const c of res.counters ?? []) {
    for (const o of selectObjects(view, ctx, c.on)) addCounters(state, writable(state, o), c.kind, evalValue(view, ctx, c.amount, o));
  }
  // A record is copied only when it changes (the others stay shared with the position before).
  const setTapped = (o: GameObject, tapped: boolean) => {
    if (o.tapped !== tapped) writable(state, o).tapped = tapped;
  };
  if (res.untap && untapHolds) for (const o of selectObjects(view, ctx, res.untap)) setTapped(o, false);
  for (const t of targets) {
    // The draft's record now (`targets` were listed before the parts above may have copied one).
    const o = state.objects.find((x) => x.id === t.id && x.incarnation === t.incarnation) ?? t;
    if (res.untapTargets) setTapped(o, false);
    if (res.tapTargets) setTapped(o, true);
  }
  // 119.3: life gained or lost as it resolves.
  for (const l of res.life ?? []) {
    const amount = evalValue(view, ctx, l.amount);
    for (const p of playersOf(view, ctx, l.player)) changeLife(state, p, amount);
  }
  // 400.7: "exile target creature you control, then return that card to the battlefield under your control".
  // A target listed twice (115.3) is exiled and returned once: the card that returned is a new object, not the
  // target (400.7), and a record no longer in the position is not flickered.
  if (res.flicker)
    for (const t of targets) {
      const o = state.objects.find((x) => x.id === t.id && x.incarnation === t.incarnation);
      if (o !== undefined) flicker(state, writable(state, o), res.returnUnder === 'owner' ? o.owner : ctx.you);
    }
  if (res.modal && modes) {
    for (const m of modeOrder(res.modal, modes)) {
      // 608.2c: each mode follows the ones before it; what they did is seen as its sets are locked (611.2c).
      run.view = freshView(state);
      const modeCtx = { ...ctx, targets: ctx.targets.slice(m.first, m.first + m.count) };
      const err = resolvePart(state, m.resolve, input, modeCtx, run, undefined);
      if (err) return err;
    }
  }
  return null;
}

/** 611.2e and 613.7n: the permanent enters with the characteristics the effect states. */
function putOntoBattlefield(
  state: GameState,
  view: View,
  put: NonNullable<Resolution['putOntoBattlefield']>,
  input: ResolveInput,
  ctx: EffectContext,
): GameObject[] {
  const moved = selectObjects(view, ctx, put.what).map((o) => writable(state, o));
  for (const o of moved) {
    // 608.2c: "Otherwise, return it … and it's a 3/3 Robot …": what it is depends on the card as it is put.
    const withOps = put.opsIf === undefined || matchFilter(view, ctx, o, put.opsIf);
    const t = nextTimestamp(state);
    Object.assign(o, {
      incarnation: o.incarnation + 1,
      zone: 'battlefield',
      baseController: put.under === 'owner' ? o.owner : ctx.you,
      timestamp: t,
      counters: {},
      tapped: put.tapped === true,
      faceDown: false,
      attachedTo: null,
    });
    for (const [kind, n] of Object.entries(put.counters ?? {})) o.counters[kind] = { count: n, timestamp: t };
    if (!put.ops || put.ops.length === 0 || !withOps) continue;
    state.effects.push({
      id: nextEffectId(state),
      source: sourceOf(input),
      text: input.text,
      controller: ctx.you,
      timestamp: [t, 1],
      affects: { self: true },
      ops: put.ops,
      locked: [refOf(o)],
      targets: [],
      choices: ctx.choices,
      duration: put.duration ?? 'permanent',
      kind: 'resolved',
      createdTurn: state.turn,
    });
  }
  return moved;
}

/**
 * 701.47a: "If you don't control an Army creature, create a 0/0 black [subtype] Army creature token. Choose an Army
 * creature you control. Put N +1/+1 counters on that creature. If it isn't a [subtype], it becomes a [subtype] in
 * addition to its other types." With two or more Armies, the one chosen is `choices.object`. Returns an error or null.
 */
function amass(state: GameState, run: Run, a: NonNullable<Resolution['amass']>, input: ResolveInput, ctx: EffectContext): string | null {
  const view = run.view;
  const isArmy = (o: GameObject) => {
    const w = view.get(o.id);
    return (
      o.zone === 'battlefield' && !o.phasedOut && w?.controller === ctx.you && w.types.includes('Creature') && w.subtypes.includes('Army')
    );
  };
  const armies = state.objects.filter(isArmy);
  const n = evalValue(view, ctx, a.amount);
  if (armies.length === 0) {
    const made = createTokens(
      state,
      view,
      ctx,
      [{ colors: ['black'], types: ['Creature'], subtypes: [a.subtype, 'Army'], power: 0, toughness: 0 }],
      run.tokens,
    );
    if (typeof made === 'string') return made;
    const token = state.objects.find((o) => o.id === made[0]?.id);
    if (token) addCounters(state, token, '+1/+1', n);
    return null;
  }
  const army = armies.length === 1 ? armies[0] : armies.find((o) => o.id === ctx.choices.object);
  if (!army)
    return `${JSON.stringify(input.text)} amasses: you control ${armies.length} Armies (${armies.map((o) => o.id).join(', ')}); name the one chosen with \`choices.object\``;
  // The draft's own record: a resolution shares the others with the position before it (draft.ts).
  addCounters(state, writable(state, army), '+1/+1', n);
  if ((view.get(army.id)?.subtypes ?? []).includes(a.subtype)) return null;
  state.effects.push({
    id: nextEffectId(state),
    source: sourceOf(input),
    text: input.text,
    controller: ctx.you,
    timestamp: [nextTimestamp(state)],
    affects: { self: true },
    ops: [{ op: 'addTypes', subtypes: [a.subtype] }],
    locked: [refOf(army)],
    targets: [],
    choices: ctx.choices,
    duration: 'permanent',
    kind: 'resolved',
    createdTurn: state.turn,
  });
  return null;
}
