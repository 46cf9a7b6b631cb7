/**
 * Resolving a spell or ability (608.2): its continuous effects begin now, with their
 * sets of objects locked (611.2c) and their values fixed (611.2b, 611.2d).
 */

import type { Resolution, TokenDef } from '../effects/language/abilities.js';
import { evalCondition, evalValue, matchFilter } from '../effects/query.js';
import { selectObjects } from '../effects/selectors.js';
import { type EffectContext, playersOf, type View } from '../effects/view.js';
import type { GameObject, ObjectRef } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { attachAsResolves } from './attach.js';
import { controlToOwner, exchangeControl } from './control-on-resolution.js';
import { addCounters } from './counters.js';
import { nextEffectId, nextTimestamp, refOf, writable } from './draft.js';
import { createEmblems, monstrosity } from './emblems.js';
import { freshView } from './fresh-view.js';
import { leaveBattlefield } from './leave-battlefield.js';
import { changeLife } from './life.js';
import { modeOrder } from './modes.js';
import { type ResolveInput, sourceOf } from './resolve-input.js';
import { createEffect } from './resolved-effect.js';
import { createTokens, type TokenIds } from './tokens.js';
import { changeZone, flicker } from './zones.js';

/** What one resolution shares across its parts and modes: the effects' timestamp, the token ids. */
interface Run {
  view: View;
  /** 0 until the first effect is created: all effects of one resolution share a timestamp. */
  ts: number;
  tokens: TokenIds;
}

/**
 * Resolve (608.2c, in the order written): create the tokens, then every effect, then the
 * one-shot parts (counters, control exchange, untap), then the chosen modes in printed order.
 * Returns an error sentence, or null.
 */
export function resolve(state: GameState, res: Resolution, input: ResolveInput): string | null {
  const run: Run = { view: input.view ?? freshView(state), ts: 0, tokens: input.tokens ?? { given: [], used: 0 } };
  return resolvePart(state, res, input, input.ctx, run, input.modes);
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
  if (pair) exchangeControl(state, view, ctx, pair as [GameObject, GameObject], input);
  if (res.controlToOwner) controlToOwner(state, view, ctx, res.controlToOwner, input);
  for (const c of res.counters ?? []) {
    for (const o of selectObjects(view, ctx, c.on)) addCounters(state, writable(state, o), c.kind, evalValue(view, ctx, c.amount, o));
  }
  // 701.37a: the source as it is now (a resolution may have copied its record).
  if (res.monstrosity !== undefined) {
    const now = input.source && state.objects.find((o) => o.id === input.source?.id && o.incarnation === input.source.incarnation);
    monstrosity(state, view, ctx, now ?? undefined, res.monstrosity);
  }
  // 114.1: the emblems it creates (nothing on the battlefield reads them as it resolves).
  if (res.emblems) createEmblems(state, view, ctx, res.emblems, { id: input.source?.id ?? input.sourceRef?.id, name: input.sourceName });
  // A record is copied only when it changes (the others stay shared with the position before).
  const setTapped = (o: GameObject, tapped: boolean) => {
    if (o.tapped !== tapped) writable(state, o).tapped = tapped;
  };
  if (res.untap && untapHolds) for (const o of selectObjects(view, ctx, res.untap)) setTapped(o, false);
  // 701.26a: "Tap SELF", "tap enchanted creature", "tap all creatures your opponents control".
  if (res.tap) for (const o of selectObjects(view, ctx, res.tap)) setTapped(o, true);
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
  // 701.3a: "attach SELF to it" (one object to one object).
  const [attaching] = res.attach ? selectObjects(view, ctx, res.attach.what) : [];
  const [onto] = res.attach ? selectObjects(view, ctx, res.attach.to) : [];
  if (attaching && onto) attachAsResolves(state, attaching, onto);
  // 701.8a, 701.21a, 400.7: permanents leave the battlefield after the other parts (their effects already locked in).
  if (res.leave) leaveBattlefield(state, view, ctx, res.leave);
  // 400.7: "exile target creature you control, then return that card to the battlefield under your control".
  // A target listed twice (115.3) is exiled and returned once: the card that returned is a new object, not the
  // target (400.7), and a record no longer in the position is not flickered.
  if (res.flicker)
    for (const t of targets) {
      const o = state.objects.find((x) => x.id === t.id && x.incarnation === t.incarnation);
      if (o !== undefined) flicker(state, writable(state, o), res.returnUnder === 'owner' ? o.owner : ctx.you);
    }
  // 400.3, 400.7: a card moved between zones other than the battlefield, after the parts that name it where it was.
  for (const m of res.moveCards ?? [])
    for (const o of selectObjects(view, ctx, m.what))
      if (o.zone !== 'battlefield' && o.zone !== m.to) changeZone(state, writable(state, o), m.to);
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
