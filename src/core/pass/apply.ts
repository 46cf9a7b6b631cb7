/** Applying one effect's part in one layer to the objects it affects. */
import { edit } from '../characteristics.js';
import { objectById, objectIndex } from '../effects/query.js';
import { CHARACTERISTIC_FIELDS, type CharacteristicField } from '../effects/types.js';
import { formatTimestamp, type GameObject } from '../model.js';
import { type ApplyEnv, applyOp, type Working } from '../ops.js';
import type { Change, EffectSummary, LayerId } from '../trace.js';
import { type Candidate, instantiate, opsIn, type PassState, viewOf } from './candidates.js';
import { type Delta, keysWritten, NO_DELTA, recordDiff, writesOfOps } from './delta.js';
import type { WorkingMap } from './working-map.js';

function fieldValue(w: Working, f: CharacteristicField): unknown {
  if (f === 'abilities') return w.abilities.map((a) => a.def.text);
  return w[f];
}

export function changesOf(id: string, before: Working, after: Working): Change[] {
  const out: Change[] = [];
  for (const f of CHARACTERISTIC_FIELDS) {
    const b = fieldValue(before, f);
    const a = fieldValue(after, f);
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ object: id, field: f, before: b, after: a });
  }
  return out;
}

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

/**
 * Layer 4 operations that read and write only the type line and the abilities (205.1a,
 * 205.3d, 305.6-305.7), given the effect's choices: two records with the same type, subtype,
 * supertype and ability lists get the same lists back.
 */
const TYPE_LINE_OPS: ReadonlySet<string> = new Set([
  'addTypes',
  'setTypes',
  'removeTypes',
  'allCreatureTypes',
  'everyBasicLandType',
  'everyLandType',
]);

type Lists = Pick<Working, 'types' | 'subtypes' | 'supertypes' | 'abilities'>;
/** Per application, by type list: a record's four lists and what the operations made of them. */
type TypeLineMemo = Map<readonly string[], { from: Lists; to: Working; same: boolean }[]>;

/** The operations applied to `w`, computed once per distinct set of lists in one application (records and lists are never changed in place). */
function viaMemo(memo: TypeLineMemo, w: Working, obj: GameObject, apply: (w: Working, obj: GameObject) => Working): Working {
  let list = memo.get(w.types);
  if (!list) {
    list = [];
    memo.set(w.types, list);
  }
  for (const e of list) {
    const f = e.from;
    if (f.subtypes !== w.subtypes || f.supertypes !== w.supertypes || f.abilities !== w.abilities) continue;
    if (e.same) return w;
    const t = e.to;
    return edit(w, { types: t.types, subtypes: t.subtypes, supertypes: t.supertypes, abilities: t.abilities });
  }
  const to = apply(w, obj);
  if (list.length < 8) list.push({ from: w, to, same: to === w });
  return to;
}

export interface Applied {
  working: WorkingMap;
  /** The objects it changed and the fields that changed on them. */
  delta: Delta;
  affected: string[];
  changes: Change[];
  candidate: Candidate;
}

/**
 * Apply `c`'s operations for `layer`. Values are read from the characteristics as they
 * were before this effect applied, so the order of the affected objects doesn't matter.
 * With `trial`, nothing is recorded (613.8 dependency test on a scratch copy).
 */
export function applyCandidate(ps: PassState, c: Candidate, layer: LayerId, working: WorkingMap, trial: boolean, only?: string): Applied {
  const inst = instantiate(ps, c, layer, working);
  const next = new Map<string, Working>();
  if (!inst) return { working: working.with(next), delta: NO_DELTA, affected: [], changes: [], candidate: c };
  const cur = inst.candidate;
  const view = viewOf(ps.state, working);
  const env: ApplyEnv = { effectKey: cur.key, timestamp: cur.timestamp, copyValues: cur.copyValues };
  const ops = opsIn(cur, layer);
  // Only what the operations can write can differ (the bound the pruned mode trusts); the exhaustive reference compares all.
  const keys = ps.exhaustive ? undefined : keysWritten(writesOfOps(cur.ops, `${layer}|${cur.cda}`, ops));
  const changes: Change[] = [];
  const index = objectIndex(ps.state.objects);
  const ids = new Set<string>();
  const fields = new Set<string>();
  // The plain reference (exhaustive) applies every operation to every record.
  const memo: TypeLineMemo | null = !ps.exhaustive && ops.every((op) => TYPE_LINE_OPS.has(op.op)) ? new Map() : null;
  const apply = (x: Working, obj: GameObject) => {
    for (const op of ops) x = applyOp(view, cur.ctx, env, x, obj, op);
    return x;
  };
  // By slot when the map is aligned with the board: the object and its record without looking the id up twice.
  const objects = ps.state.objects;
  const aligned = working.alignedWith(objects);
  // A whole application on an aligned map keeps its records and changed objects by slot (no hashing per object).
  const bySlot: (Working | undefined)[] | null = aligned && only === undefined ? new Array(objects.length) : null;
  const changed = bySlot ? new Uint8Array(objects.length) : null;
  let count = 0;
  let changedCount = 0;
  for (const id of only === undefined ? inst.affected : inst.has(only) ? [only] : []) {
    const i = aligned ? working.slotOf(id) : undefined;
    const obj = i === undefined ? (index.get(id) ?? objectById(view, id)) : objects[i];
    const before = i === undefined ? working.get(id) : working.at(i, id);
    if (!obj || !before) continue;
    const w = memo ? viaMemo(memo, before, obj, apply) : apply(before, obj);
    // A record the operations kept needn't be replaced.
    if (w === before) continue;
    const diff = recordDiff(before, w, fields, keys);
    if (bySlot && changed && i !== undefined) {
      if (bySlot[i] === undefined) count++;
      bySlot[i] = w;
      if (diff && changed[i] === 0) {
        changed[i] = 1;
        changedCount++;
      }
    } else {
      next.set(id, w);
      if (diff) ids.add(id);
    }
    if (!trial && ps.record !== false) changes.push(...changesOf(id, before, w));
  }
  if (!trial && !ps.started.has(cur.key)) ps.started.set(cur.key, { candidate: cur, affected: inst.affected, layer });
  const affected = only === undefined ? inst.affected : [...ids];
  const change = ps.exhaustive ? undefined : { ops, ctx: cur.ctx };
  if (!bySlot || !changed || next.size > 0) {
    // (An object with no slot: every change goes through the map.)
    bySlot?.forEach((w, i) => {
      next.set((objects[i] as GameObject).id, w as Working);
      if (changed?.[i] === 1) ids.add((objects[i] as GameObject).id);
    });
    return { working: working.with(next), delta: { ids, fields, change }, affected, changes, candidate: cur };
  }
  const slotIds = {
    size: changedCount,
    has: (id: string) => {
      const i = working.slotOf(id);
      return i !== undefined && changed[i] === 1;
    },
  };
  return {
    working: working.withBySlot(objects, bySlot, count),
    delta: { ids: slotIds, fields, change },
    affected,
    changes,
    candidate: cur,
  };
}
