/**
 * The evaluator's shortcut for the commonest action of a search: putting or removing
 * +1/+1, -1/-1 (or any +N/+M) counters on one permanent. Such counters change the
 * characteristics only in layer 7c (613.4c, 122.1a), where every effect adds to power and
 * toughness, so the additions commute. If no effect anywhere in the position reads counters
 * or power or toughness, and none switches them (613.4d), nothing else of the layer pass can
 * differ: the new result is the old one with that object's power and toughness moved by the
 * difference. Whenever that can't be shown, the caller evaluates in full.
 */

import { mayHaveAbility } from '../actions/ability-scan.js';
import { effectReads } from '../effects/footprint.js';
import type { AbilityDef } from '../effects/language/abilities.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { ptCounter } from '../pass/fixed-candidates.js';
import { staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult } from '../pass/trace.js';
import { withEntry } from './result-entries.js';

/**
 * The effect-language keys that read counters (query.ts): filters (a kind, any counter, 700.9
 * "modified"), values (counters on one object, summed over objects, kinds among).
 */
export const COUNTER_READING_KEYS: ReadonlySet<string> = new Set([
  'counter',
  'anyCounter',
  'modified',
  'countersOn',
  'countersAmong',
  'counterKindsAmong',
]);

/**
 * Does this piece of effect data read counters, power or toughness, or switch them? Walks every
 * nested record: an ability granted by an operation carries its own effects.
 */
export function sensitive(data: unknown, depth = 0): boolean {
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => sensitive(x, depth + 1));
  const rec = data as Record<string, unknown>;
  if (rec.op === 'switchPT') return true;
  for (const k of Object.keys(rec)) if (COUNTER_READING_KEYS.has(k)) return true;
  // An effect (a static ability's, or one that resolved): what its selector, condition and operations read.
  if ('affects' in rec && 'ops' in rec) {
    const reads = effectReads(rec as unknown as Parameters<typeof effectReads>[0], false);
    if (reads.has('power') || reads.has('toughness')) return true;
  }
  for (const v of Object.values(rec)) if (sensitive(v, depth + 1)) return true;
  return false;
}

const byAbility = new WeakMap<AbilityDef, boolean>();

/** Ability definitions never change, so each is looked at once. */
export function abilitySensitive(def: AbilityDef): boolean {
  let r = byAbility.get(def);
  if (r === undefined) {
    // A keyword's meaning (changeling, crew, …) is effects made by the core, not written in the data.
    r = sensitive(def) || staticEffectsOf(def).effects.some((e) => sensitive(e));
    byAbility.set(def, r);
  }
  return r;
}

/**
 * Does anything in the position (every floating effect; every face and merged component of every
 * object, and what effects grant: ability-scan.ts) read counters, power or toughness, or switch them?
 */
export function positionReadsPT(state: GameState): boolean {
  for (const e of state.effects) if (sensitive(e)) return true;
  return mayHaveAbility(state, 'readsCountersOrPT', abilitySensitive);
}

/**
 * The result after `after` = `before` with counters changed on `id` only, or null when it has to
 * be evaluated in full. `result` is the full evaluation of `before`.
 */
export function patchCounters(before: GameState, after: GameState, id: string, result: EvaluationResult): EvaluationResult | null {
  if (after.objects.length !== before.objects.length || after.effects.length !== before.effects.length) return null;
  if (after.effects.some((e, i) => e !== before.effects[i])) return null;
  const prev = result.objects[id];
  let changed: GameObject | undefined;
  for (let i = 0; i < after.objects.length; i++) {
    const a = after.objects[i] as GameObject;
    const b = before.objects[i] as GameObject;
    if (a.id !== b.id) return null;
    if (a.id === id) {
      changed = a;
      continue;
    }
    // Only the one object's counters may differ (704.5q could cancel counters elsewhere).
    if (a !== b && !sameCounters(a, b)) return null;
  }
  const old = before.objects.find((o) => o.id === id);
  if (!changed || !old || !prev || changed.zone !== 'battlefield' || changed.phasedOut) return null;
  let dp = 0;
  let dt = 0;
  const kinds = new Set([...Object.keys(old.counters), ...Object.keys(changed.counters)]);
  for (const k of kinds) {
    const n = (changed.counters[k]?.count ?? 0) - (old.counters[k]?.count ?? 0);
    if (n === 0) continue;
    const pt = ptCounter(k);
    // Other kinds (keyword counters grant abilities in layer 6, 122.1b; others may be read): in full.
    if (!pt) return null;
    dp += pt[0] * n;
    dt += pt[1] * n;
  }
  if (positionReadsPT(after)) return null;
  const counters: Record<string, number> = {};
  for (const [k, v] of Object.entries(changed.counters)) if (v.count > 0) counters[k] = v.count;
  // 208.3: a noncreature has no power or toughness to change.
  const object = {
    ...prev,
    counters,
    power: prev.power === null ? null : prev.power + dp,
    toughness: prev.toughness === null ? null : prev.toughness + dt,
  };
  return withEntry(result, id, object);
}

function sameCounters(a: GameObject, b: GameObject): boolean {
  const ka = Object.keys(a.counters);
  if (ka.length !== Object.keys(b.counters).length) return false;
  return ka.every((k) => a.counters[k]?.count === b.counters[k]?.count);
}
