/** Applying one effect's part in one layer to the objects it affects. */

import type { Op } from '../effects/language/abilities.js';
import type { LayerId } from '../effects/layers.js';
import { type ApplyEnv, applyOp, type Working } from '../effects/ops.js';
import { objectById } from '../effects/view.js';
import { edit } from '../model/characteristics.js';
import { formatTimestamp, type GameObject } from '../model/objects.js';
import { type Candidate, opsIn, viewOf } from './candidate.js';
import { chosenWords, type Delta, keysWritten, NO_DELTA, recordDiff, TYPE_LINE_OPS, writesOfOps } from './delta.js';
import { instantiate } from './instances.js';
import { markStarted, type PassState } from './pass-state.js';
import type { EffectSummary } from './trace.js';
import { type RawChanges, recordChanges } from './trace-changes.js';
import { countWork } from './work-meter.js';
import type { WorkingMap } from './working-map.js';

/** Static abilities carry sub-positions (ability order, 613.7a) that need not be shown. */
export function displayTimestamp(c: Candidate): string {
  if (c.kind === 'static') return String(c.timestamp[0] ?? 0);
  return formatTimestamp(c.timestamp.slice(0, 2));
}

export function summarize(c: Candidate): EffectSummary {
  return {
    key: c.key,
    source: c.sourceId,
    sourceName: c.sourceName,
    text: c.text,
    timestamp: displayTimestamp(c),
    cda: c.cda,
    kind: c.kind,
  };
}

/** Where a dependency trial of `c` on the whole board is kept (PassState's trials, per working map). */
export function trialKey(layer: LayerId, c: Candidate, only?: string): string {
  return only === undefined ? `${layer}|${c.key}` : `${layer}|${c.key}|${only}`;
}

/** The type-line lists one effect's type-line operations gave for one set of lists (with those choices). */
interface LineResult {
  ops: readonly Op[];
  /** The chosen words the operations name, as they read (an action's draft may change an object's choices in place). */
  chosen: string;
  subtypes: readonly string[];
  supertypes: readonly string[];
  abilities: readonly unknown[];
  /** The lists it gave; null: the same lists. */
  out: Pick<Working, 'types' | 'subtypes' | 'supertypes' | 'abilities'> | null;
}

/** Per types list, the last results (records and lists are never changed in place; see lineResult). */
const lineResults = new WeakMap<readonly string[], LineResult[]>();
const LINE_RESULTS = 16;

/**
 * The type-line operations (TYPE_LINE_OPS: they read only the type line, the abilities and the
 * effect's choices) applied to `w` (its lists): computed once per distinct set of lists, operations and
 * chosen words, and kept across applications and passes, so a board of printed cards finds its
 * results again instead of computing a list per effect per object.
 */
function lineResult(
  ops: readonly Op[],
  chosen: string,
  w: Working,
  obj: GameObject,
  apply: (w: Working, obj: GameObject) => Working,
): LineResult {
  let results = lineResults.get(w.types);
  if (results)
    for (const r of results)
      if (r.ops === ops && r.chosen === chosen && r.subtypes === w.subtypes && r.supertypes === w.supertypes && r.abilities === w.abilities)
        return r;
  const t = apply(w, obj);
  const same = t.types === w.types && t.subtypes === w.subtypes && t.supertypes === w.supertypes && t.abilities === w.abilities;
  if (!results) {
    results = [];
    lineResults.set(w.types, results);
  }
  if (results.length >= LINE_RESULTS) results.shift();
  const out = same ? null : { types: t.types, subtypes: t.subtypes, supertypes: t.supertypes, abilities: t.abilities };
  const r = { ops, chosen, subtypes: w.subtypes, supertypes: w.supertypes, abilities: w.abilities, out };
  results.push(r);
  return r;
}

/**
 * Operations whose result is a function of the record, the operation and the effect's choices alone
 * (the type line's, 205.1a, 205.3d, 305.6-305.7, and losing abilities): objects that share a record
 * share its result (the trace still lists each object's changes).
 */
const RECORD_ONLY_OPS: ReadonlySet<string> = new Set([...TYPE_LINE_OPS, 'removeAbilities']);

export interface Applied {
  working: WorkingMap;
  /** The objects it changed and the fields that changed on them. */
  delta: Delta;
  affected: string[];
  /** What it changed, for the trace (compact, trace-changes.ts; empty without the trace). */
  changes: RawChanges;
  candidate: Candidate;
}

/**
 * Apply `c`'s operations for `layer`. Values are read from the characteristics as they
 * were before this effect applied, so the order of the affected objects doesn't matter.
 * With `trial`, nothing is recorded (613.8 dependency test on a scratch copy).
 */
export function applyCandidate(ps: PassState, c: Candidate, layer: LayerId, working: WorkingMap, trial: boolean, only?: string): Applied {
  const inst = instantiate(ps, c, layer, working);
  if (!inst) return { working: working.withLists([], []), delta: NO_DELTA, affected: [], changes: [], candidate: c };
  const cur = inst.candidate;
  countWork(1 + inst.affected.length);
  // Without the trace, an application this map already had as a dependency trial (order.ts) is that trial.
  const tried = trial || ps.record !== false || only !== undefined ? undefined : ps.trials?.get(working)?.get(trialKey(layer, c));
  if (tried) {
    markStarted(ps, cur, inst.affected, layer);
    return { ...tried, affected: inst.affected, changes: [], candidate: cur };
  }
  const view = viewOf(ps.state, working);
  const env: ApplyEnv = { effectKey: cur.key, timestamp: cur.timestamp, copyValues: cur.copyValues };
  const ops = opsIn(cur, layer);
  // Only what the operations can write can differ (the bound the pruned mode trusts); the exhaustive reference compares all.
  const keys = ps.exhaustive ? undefined : keysWritten(writesOfOps(cur.ops, `${layer}|${cur.cda}`, ops));
  const changes: RawChanges = [];
  const ids = new Set<string>();
  const fields = new Set<string>();
  // The plain reference (exhaustive) applies every operation to every record.
  const lineOnly = !ps.exhaustive && ops.every((op) => TYPE_LINE_OPS.has(op.op));
  const chosen = lineOnly ? chosenWords(ops, cur.ctx) : '';
  // What operations that read only the record give: one result per record, shared by the objects that share it.
  const byRecord =
    !ps.exhaustive && ops.every((op) => RECORD_ONLY_OPS.has(op.op)) ? new Map<Working, { w: Working; diff: boolean }>() : null;
  const apply = (x: Working, obj: GameObject) => {
    for (const op of ops) x = applyOp(view, cur.ctx, env, x, obj, op);
    return x;
  };
  // The records it replaces, in order (a map is built only if they stay an overlay, working-map.ts).
  const nextIds: string[] = [];
  const nextRecords: Working[] = [];
  const objects = ps.state.objects;
  // By slot: the object of slot i is objects[i].
  const aligned = working.alignedWith(objects);
  const list = only === undefined ? inst.affected : inst.has(only) ? [only] : [];
  const places = only === undefined && aligned ? inst.slots : undefined;
  for (let k = 0; k < list.length; k++) {
    const id = list[k] as string;
    const slot = places ? places[k] : working.slotOf(id);
    const obj = aligned && slot !== undefined ? objects[slot] : objectById(view, id);
    const before = working.at(slot, id);
    if (!obj || !before) continue;
    let w: Working;
    let diff: boolean;
    const known = byRecord?.get(before);
    if (known) ({ w, diff } = known);
    else {
      if (lineOnly) {
        const r = lineResult(ops, chosen, before, obj, apply);
        w = r.out === null ? before : edit(before, r.out);
      } else w = apply(before, obj);
      diff = w !== before && recordDiff(before, w, fields, keys);
      byRecord?.set(before, { w, diff });
    }
    // A record the operations kept needn't be replaced.
    if (w === before) continue;
    nextIds.push(id);
    nextRecords.push(w);
    if (diff) ids.add(id);
    // No field differs (recordDiff): no change to list.
    if (diff && !trial && ps.record !== false) recordChanges(changes, id, before, w);
  }
  if (!trial) markStarted(ps, cur, inst.affected, layer);
  const affected = only === undefined ? inst.affected : [...ids];
  const change = ps.exhaustive ? undefined : { ops, ctx: cur.ctx };
  return { working: working.withLists(nextIds, nextRecords), delta: { ids, fields, change }, affected, changes, candidate: cur };
}
