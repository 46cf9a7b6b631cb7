/**
 * Twins: an object that nothing tells apart from another but its identity (id, incarnation,
 * timestamp), so every layer treats it the same (enter-patch.ts, control-patch.ts, leave-patch.ts).
 */
import type { CardDef, GameObject } from '../model/objects.js';
import type { FloatingEffect, GameState } from '../model/state.js';
import { ptCounter } from '../pass/fixed-candidates.js';
import { staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { facesOf } from './reaches.js';
import { refersTo, sameShallow } from './same-position.js';

export function hasCounters(o: GameObject): boolean {
  for (const _ in o.counters) return true;
  return false;
}

/**
 * Whatever dependency `o` (an object of `state` with no counters) makes (613.8a), does another object,
 * its twin, make it too (the same record through every layer)? Then the order is the same without `o`.
 */
export function twinned(state: GameState, o: GameObject): boolean {
  if (hasCounters(o) || state.objects.some((x) => refersTo(x, o.id))) return false;
  return twinOf(state, o, state.effects) !== undefined;
}

/** The twin's entry for `o`: its own id and timestamp, lists of its own. */
export function asTwin(had: ObjectResult, o: GameObject): ObjectResult {
  return {
    ...had,
    id: o.id,
    timestamp: o.timestamp,
    colors: [...had.colors],
    types: [...had.types],
    subtypes: [...had.subtypes],
    supertypes: [...had.supertypes],
    abilities: [...had.abilities],
    counters: { ...had.counters },
  };
}

/** Fields that tell objects apart without changing what happens to them (enter-patch.ts); counters are compared by count below. */
const IDENTITY = new Set(['id', 'incarnation', 'timestamp', 'counters']);

/** The same record but for id, incarnation and timestamp (and `also`: the starting controller, control-patch.ts), with only +N/+M counters, in equal numbers. */
function sameButIdentity(a: GameObject, b: GameObject, also?: string): boolean {
  let n = 0;
  for (const k in a) {
    n++;
    const x = a[k as keyof GameObject];
    if (x === b[k as keyof GameObject] || IDENTITY.has(k) || k === also) continue;
    if (k !== 'choices' || !sameShallow(a.choices, b.choices)) return false;
  }
  for (const _ in b) n--;
  if (n !== 0) return false;
  for (const k in a.counters) if (!ptCounter(k) || a.counters[k]?.count !== b.counters[k]?.count) return false;
  for (const k in b.counters) if (!(k in a.counters)) return false;
  return true;
}

const names = (e: FloatingEffect, id: string): boolean =>
  (e.locked ?? []).some((r) => r.id === id) || e.targets.some((t) => 'id' in t && t.id === id);

/**
 * An object of `before` that nothing tells apart from `entered` but its identity (enter-patch.ts), if any.
 * With `controlled`, one that may start from another controller but ends layer 2 with the given one
 * in `before`'s result (control-patch.ts).
 */
export function twinOf(
  before: GameState,
  entered: GameObject,
  effects: readonly FloatingEffect[],
  controlled?: { by: string; result: EvaluationResult },
): GameObject | undefined {
  if (entered.faceDown || entered.merged || effects.some((e) => names(e, entered.id))) return undefined;
  for (const t of before.objects) {
    if (t.card !== entered.card || !sameButIdentity(t, entered, controlled && 'baseController')) continue;
    if (t.id === entered.id || (controlled && controlled.result.objects[t.id]?.controller !== controlled.by)) continue;
    if (effects.some((e) => names(e, t.id))) continue;
    if (before.objects.some((o) => refersTo(o, t.id))) continue;
    return t;
  }
  return undefined;
}

/**
 * Two subjects of counting effects (rereads.ts) that the parent's order, replayed on each, takes to the
 * same record: the same card and record but for their identity (`sameButIdentity`), neither face down
 * or merged, nothing attached to either or naming either (no floating effect, no choice), and every
 * static effect of the card a characteristic-defining ability's. An object's own timestamp orders only
 * the effects it generates (613.7); these apply to it alone (604.3) and first in their layer (613.3,
 * 613.4a), before any other object's effect, so each twin meets its own in the place the other meets
 * its own, and every other effect in the one logged order (613.7). The records carry no identity.
 * `named`: namedIds of the position.
 */
export function replayTwins(a: GameObject, b: GameObject, named: ReadonlySet<string>): boolean {
  if (a.card !== b.card || a.faceDown || a.merged || b.faceDown || b.merged || named.has(a.id) || named.has(b.id)) return false;
  return cdaOnly(a.card) && sameButIdentity(a, b);
}

/** The ids that something tells apart by identity: named by a floating effect (locked set, target), attached to, or named by a choice. */
export function namedIds(state: GameState): Set<string> {
  const out = new Set<string>();
  for (const e of state.effects) {
    for (const r of e.locked ?? []) out.add(r.id);
    for (const t of e.targets) if ('id' in t) out.add(t.id);
  }
  for (const o of state.objects) {
    if (typeof o.attachedTo === 'string') out.add(o.attachedTo);
    if (typeof o.choices.object === 'string') out.add(o.choices.object);
    if (typeof o.choices.copyOf === 'string') out.add(o.choices.copyOf);
  }
  return out;
}

const cdaOnlyByCard = new WeakMap<CardDef, boolean>();

/** Is every static effect of the card (any face) a characteristic-defining ability's? */
function cdaOnly(card: CardDef): boolean {
  let r = cdaOnlyByCard.get(card);
  if (r === undefined) {
    r = facesOf(card).every((f) =>
      f.abilities.every((a) => {
        const s = staticEffectsOf(a);
        return s.effects.length === 0 || s.cda;
      }),
    );
    cdaOnlyByCard.set(card, r);
  }
  return r;
}
