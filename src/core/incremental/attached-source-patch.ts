/**
 * The evaluator's shortcut for an Aura or Equipment entering or leaving (Rancor, Bonesplitter, Holy
 * Strength): a source whose every static effect applies to what it is attached to (`attached`, 303.4,
 * 301.5) changes the result of two objects only — itself and its host — when all of this holds
 * (otherwise the caller evaluates in full):
 *
 * 1. Only the source was added or moved (every other record, the floating effects, the game as they were);
 *    it is neither face down nor merged and has no counters; the parent's order of effects is known.
 * 2. Its effects have no condition and apply only in layers 6 and 7b-7c (abilities, power and toughness);
 *    nothing in the position reads power, toughness or counters (counter-patch.ts), nor abilities, so no
 *    effect of those layers depends on another (613.8a) and they apply in timestamp order (613.7): the
 *    source's effects, the latest, go last in their layers, and leaving they leave the others' order as it was.
 * 3. Every effect is local in the ordered sense (leave-patch.ts, 3; locality.ts).
 *
 * Then the source's own record is the parent's order replayed on it (with the dependency check), and
 * the host's the new order replayed on it (order-replay.ts); effects that count objects read them again
 * (rereads.ts).
 */
import { mayHaveAbility } from '../actions/ability-scan.js';
import { effectReads } from '../effects/footprint.js';
import type { AbilityDef } from '../effects/language/abilities.js';
import { type LayerId, layerOf } from '../effects/layers.js';
import type { Working } from '../effects/ops.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { initialRecord, objectResult } from '../pass/evaluate.js';
import { allStaticCandidates, staticEffectsOf } from '../pass/static-candidates.js';
import type { EvaluationResult, ObjectResult } from '../pass/trace.js';
import { positionReadsPT } from './counter-patch.js';
import { abilitiesBlock, floatingBlocks } from './locality.js';
import { type PassLog, replayOne, withSteps } from './order-replay.js';
import { facesOf } from './reaches.js';
import { countingSubjects, rereadEntries } from './rereads.js';
import { withEntries } from './result-entries.js';
import { addedObject, keepsEffects, onlyChanged, sameGame, scanView } from './same-position.js';
import { seenRecord } from './seen-object.js';

const LAYERS_OK: ReadonlySet<string> = new Set(['6', '7b', '7c']);

const attachedOnly = new WeakMap<AbilityDef, boolean>();

/** 2: every static effect of the ability applies to what its source is attached to, unconditionally, in layers 6, 7b, 7c. */
function attachedAbility(def: AbilityDef): boolean {
  let r = attachedOnly.get(def);
  if (r === undefined) {
    const s = staticEffectsOf(def);
    r = s.effects.every((e) => {
      const sel = e.affects as Record<string, unknown>;
      return (
        Object.keys(sel).length === 1 &&
        sel.attached === true &&
        (e.condition ?? undefined) === undefined &&
        e.ops.every((op) => LAYERS_OK.has(layerOf(op, s.cda)))
      );
    });
    attachedOnly.set(def, r);
  }
  return r;
}

/** Is `o` an attached source this shortcut knows: some static effect, each of them on its host (2)? */
function attachedSource(o: GameObject): boolean {
  if (o.faceDown || o.merged) return false;
  for (const _ in o.counters) return false;
  const defs = facesOf(o.card).flatMap((f) => f.abilities);
  return defs.some((a) => staticEffectsOf(a).effects.length > 0) && defs.every(attachedAbility);
}

const readsAbilitiesByDef = new WeakMap<AbilityDef, boolean>();

function abilityReadsAbilities(def: AbilityDef): boolean {
  let r = readsAbilitiesByDef.get(def);
  if (r === undefined) {
    // What its set, values and condition read (its existence reads its own source's abilities: a grant
    // appends, so no source loses an ability by one, 613.8a).
    r = staticEffectsOf(def).effects.some((e) => effectReads(e, false).has('abilities'));
    readsAbilitiesByDef.set(def, r);
  }
  return r;
}

/** 2, 3 in the position. */
function quiet(state: GameState, id: string): boolean {
  if (state.effects.some((e) => floatingBlocks(e, id, true) || effectReads(e, false).has('abilities'))) return false;
  if (abilitiesBlock(state, true) || positionReadsPT(state)) return false;
  return !mayHaveAbility(state, 'readsAbilities', abilityReadsAbilities);
}

function hostOf(state: GameState, o: GameObject): GameObject | undefined {
  return typeof o.attachedTo === 'string' ? state.objects.find((x) => x.id === o.attachedTo && x.zone === 'battlefield') : undefined;
}

/** The host's entry by `log` (with the dependency check), added to `records`; null when a dependency may go through it. */
function hostEntry(
  state: GameState,
  host: GameObject | undefined,
  log: PassLog,
  records: Map<string, Working>,
): [string, ObjectResult][] | null {
  if (!host) return [];
  const r = replayOne(log, state, host, true, records);
  if (r.induces) return null;
  records.set(host.id, r.record);
  return [[host.id, objectResult(host, r.record)]];
}

/** Its abilities, controller and name as printed: no layer changed what makes its effects, so they are listed alike in every layer. */
function sameLists(w: Working, printed: Working): boolean {
  return (
    w.controller === printed.controller &&
    w.name === printed.name &&
    w.abilities.length === printed.abilities.length &&
    w.abilities.every((a, i) => a.def === printed.abilities[i]?.def)
  );
}

/** The result and order after the attached source `id` entered, or null (see above). */
export function patchSourceEnter(
  before: GameState,
  after: GameState,
  id: string,
  result: EvaluationResult,
  log: PassLog,
  records: Map<string, Working>,
): { result: EvaluationResult; log: PassLog } | null {
  if (after.objects.length !== before.objects.length + 1 || after.effects.length !== before.effects.length) return null;
  if (!sameGame(before, after) || !keepsEffects(before, after)) return null;
  const s = addedObject(before, after, id);
  if (!s || after.objects[after.objects.length - 1] !== s || s.zone !== 'battlefield' || !attachedSource(s)) return null;
  if (!quiet(scanView(before, after), id) || !quiet(scanView({ ...before, objects: [s] }, { ...after, effects: [] }), id)) return null;
  // Its own record: nothing it makes applies to it (it is not attached to itself).
  const own = seenRecord(after, s, log, records);
  if (!own || !sameLists(own, initialRecord(s))) return null;
  const added: { layer: LayerId; candidate: ReturnType<typeof allStaticCandidates>[number] }[] = [];
  for (const c of allStaticCandidates(s, own))
    for (const op of c.ops) {
      const layer = layerOf(op, c.cda);
      if (!added.some((x) => x.candidate === c && x.layer === layer)) added.push({ layer, candidate: c });
    }
  const next = withSteps(log, added);
  if (!next) return null;
  records.set(id, own);
  const host = hostEntry(after, hostOf(after, s), next, records);
  if (!host) return null;
  const reread = rereadEntries(after, next, countingSubjects(after, [s.zone], id), records);
  if (!reread) return null;
  return { result: withEntries(result, [...reread, ...host, [id, objectResult(s, own)]]), log: next };
}

/** The result and order after the attached source `id` left the battlefield, or null (see above). */
export function patchSourceLeave(
  before: GameState,
  after: GameState,
  id: string,
  result: EvaluationResult,
  log: PassLog,
  records: Map<string, Working>,
): { result: EvaluationResult; log: PassLog } | null {
  if (after.objects.length !== before.objects.length || after.effects.length !== before.effects.length) return null;
  if (!sameGame(before, after) || !keepsEffects(before, after)) return null;
  const changed = onlyChanged(before, after, id, (b) => b.attachedTo !== id && b.choices.object !== id && b.choices.copyOf !== id);
  if (!changed) return null;
  const { moved, old } = changed;
  if (old.zone !== 'battlefield' || moved.zone === 'battlefield' || moved.zone === 'stack' || !attachedSource(old)) return null;
  if (!quiet(scanView(before, before), id) || !quiet(scanView({ ...after, objects: [moved] }, { ...after, effects: [] }), id)) return null;
  const mine = `static:${id}:`;
  const next = log.filter((st) => !st.candidate.key.startsWith(mine));
  const host = hostOf(before, old);
  // No dependency went through the host with the source's effects (613.8a), nor goes without them.
  if (host && replayOne(log, before, host, true, records).induces) return null;
  const entries = hostEntry(after, host && after.objects.find((x) => x.id === host.id), next, records);
  if (!entries) return null;
  // The card where it went: a new object (400.7), seen or not as the leave shortcut tells (its own entry).
  const card = seenRecord(after, moved, next, records);
  if (!card) return null;
  records.set(id, card);
  const reread = rereadEntries(after, next, countingSubjects(after, [old.zone, moved.zone], id), records);
  if (!reread) return null;
  return { result: withEntries(result, [...reread, ...entries, [id, objectResult(moved, card)]]), log: next };
}
