/**
 * One continuous effect a resolving spell or ability creates (611.2): its numbers fixed as it begins
 * (611.2b, 608.2h), its set of objects locked (611.2c), a copy effect's copiable values taken.
 */

import type { Op, ResolvedEffectDef } from '../effects/language/abilities.js';
import type { Value } from '../effects/language/filters-and-values.js';
import { locksSet } from '../effects/layers.js';
import { isOfKinds } from '../effects/ops.js';
import { evalCondition, evalValue } from '../effects/query.js';
import { selectObjects } from '../effects/selectors.js';
import { type EffectContext, playersOf, type View } from '../effects/view.js';
import type { GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { copiableValues, withExceptions } from './copy.js';
import { nextEffectId, refOf } from './draft.js';
import { type ResolveInput, sourceOf } from './resolve-input.js';

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

/** Create one resolved effect, or nothing when its "for as long as" never starts (611.2b). */
export function createEffect(
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
