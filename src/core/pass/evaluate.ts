/**
 * The layer pass (613.1-613.11): starting from each object's own values, apply every
 * continuous effect layer by layer, in the order 613.3-613.8 give, then the effects on
 * players and on the rules. Returns plain data with the trace of how it got there.
 */

import { LAYER_RULES, LAYERS, type LayerId } from '../effects/layers.js';
import type { Working } from '../effects/ops.js';
import { evalValue } from '../effects/query.js';
import { playersOf } from '../effects/view.js';
import { edit, manaValueOf, printedCharacteristics } from '../model/characteristics.js';
import { deepFreeze } from '../model/deep-freeze.js';
import { type Characteristics, compareTimestamps, type GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { stateProblem } from '../model/state-check.js';
import type { CardType, Supertype } from '../model/terms.js';
import { applyCandidate, displayTimestamp, summarize } from './apply.js';
import { type Candidate, opsIn, viewOf } from './candidate.js';
import { enumerate } from './candidates.js';
import type { Delta } from './delta.js';
import { FoundDependencies } from './found-dependencies.js';
import { carryInstances, instantiate } from './instances.js';
import { chooseNext, type Dependency } from './order.js';
import type { PassState, PassStep } from './pass-state.js';
import { independentOrder, settledOrder } from './settled-order.js';
import { lostStatics } from './static-candidates.js';
import { runStraight } from './straight.js';
import type { EvaluationResult, ObjectResult, OrderReason, PlayerResult, ReadonlyEvaluationResult, TraceLayer } from './trace.js';
import { eachChange, withChanges } from './trace-changes.js';
import { countWork } from './work-meter.js';
import { WorkingMap } from './working-map.js';

/** Options of `evaluate`: the trace, the exhaustive dependency mode, and where to stop. */
export interface EvaluateOptions {
  /** Trial every pair of effects for dependency (the reference mode); default prunes by footprint. */
  exhaustive?: boolean;
  /** Stop after this layer (e.g. '1b' gives copiable values, 613.2c). */
  until?: LayerId;
  /** Leave out the trace (faster). */
  trace?: boolean;
  /**
   * Deep-freeze the result (`Object.freeze` all the way down), for development: a write to it then
   * throws a TypeError in strict mode instead of changing data another result may share.
   */
  freeze?: boolean;
}

export interface Evaluation {
  working: WorkingMap;
  result: EvaluationResult;
}

/** An object's record before any effect applies: its printed characteristics and controller. */
export function initialRecord(o: GameObject): Working {
  // 108.4a: a card with no controller (not on the battlefield or stack) uses its owner.
  return edit(printedCharacteristics(o) as Working, {
    controller: o.zone === 'battlefield' || o.zone === 'stack' ? o.baseController : o.owner,
  });
}

/**
 * The records before any effect applies, one per printed face and controller: objects with the same
 * printed card share theirs (records are never changed in place but by the straight path, which
 * copies a record for its object first: straight.ts), and so do the results of applications that
 * depend on the record alone (apply.ts).
 */
function initialWorking(state: GameState): WorkingMap {
  const shared = new Map<Characteristics, Map<string, Working>>();
  return WorkingMap.of(state.objects, (o) => {
    const printed = printedCharacteristics(o);
    // 108.4a: a card with no controller (not on the battlefield or stack) uses its owner.
    const controller = o.zone === 'battlefield' || o.zone === 'stack' ? o.baseController : o.owner;
    let byController = shared.get(printed);
    if (!byController) {
      byController = new Map();
      shared.set(printed, byController);
    }
    let w = byController.get(controller);
    if (!w) {
      w = edit(printed as Working, { controller });
      byController.set(controller, w);
    }
    return w;
  });
}

function reasonFor(c: Candidate, loop: Candidate[] | null, layer: LayerId, found: FoundDependencies): OrderReason {
  if (loop)
    return {
      kind: 'loop',
      rule: '613.8b',
      loop: loop.map((m) => ({ effect: m.key, text: m.text, timestamp: displayTimestamp(m) })),
    };
  const deps = found.get(c.key);
  if (deps && deps.length > 0) {
    return {
      kind: 'dependency',
      rule: '613.8b',
      dependsOn: deps.map((d) => ({ effect: d.on.key, text: d.on.text, because: d.because, detail: d.detail })),
    };
  }
  if (c.cda) return { kind: 'cda', rule: layer === '7a' ? '613.4a' : '613.3' };
  return { kind: 'timestamp', rule: '613.7' };
}

type Removal = { layer: TraceLayer; step: TraceLayer['steps'][number] };

/**
 * The step of an earlier layer that took an ability away from its source: the first
 * change, in pass order, whose `before` lists the ability's text and whose `after` doesn't.
 * Indexed once per layer of the trace instead of scanning every change for every ability.
 */
class Removals {
  private readonly first = new Map<string, Removal>();
  private seen = 0;
  constructor(private readonly earlier: readonly TraceLayer[]) {}

  of(c: Candidate): Removal | undefined {
    for (; this.seen < this.earlier.length; this.seen++) {
      const layer = this.earlier[this.seen] as TraceLayer;
      for (const step of layer.steps) {
        // The compact changes (trace-changes.ts): no Change objects are made for this.
        eachChange(step, (object, field, before, after) => {
          if (field !== 'abilities' || !Array.isArray(before) || !Array.isArray(after)) return;
          const kept = new Set(after);
          for (const t of before) {
            if (kept.has(t)) continue;
            const k = `${object}\u0000${String(t)}`;
            if (!this.first.has(k)) this.first.set(k, { layer, step });
          }
        });
      }
    }
    return c.sourceId === null ? undefined : this.first.get(`${c.sourceId}\u0000${c.text}`);
  }
}

/** 611.3b: say which static abilities no longer generate their effect in this layer, and why. */
function reportLost(ps: PassState, initial: WorkingMap, layer: LayerId, trace: TraceLayer, removals: Removals) {
  for (const c of lostStatics(ps, initial, layer)) {
    const by = removals.of(c);
    const entry = by
      ? {
          effect: summarize(c),
          why: `its source lost this ability in layer ${by.layer.layer} to "${by.step.effect.text}", so the effect doesn't exist here (611.3b, 613.1)`,
          removedBy: { effect: by.step.effect.key, text: by.step.effect.text, because: 'existence' as const },
        }
      : { effect: summarize(c), why: 'its source no longer has this ability at this point (611.3b)' };
    trace.notApplied ??= [];
    trace.notApplied.push(entry);
  }
}

function runObjectLayer(ps: PassState, layer: LayerId, exhaustive: boolean, trace: TraceLayer): void {
  if (runStraight(ps, layer)) return;
  const done = new Set<string>();
  const found = new FoundDependencies();
  const pending = new Map<string, Candidate>();
  /** 613.8b: once a loop is found, its members apply in timestamp order and say so. */
  const loops = new Map<string, Candidate[]>();
  let last: Candidate | null = null;
  let changed: Delta | undefined;
  /** Once nothing in the layer can change anything else in it, the rest of it in order (settledOrder). */
  let settled: Candidate[] | null = null;
  let at = 0;
  for (;;) {
    let next: Candidate | undefined;
    /** The effects it was chosen among (null: in settled order, where none reads what the layer writes). */
    let pool: Candidate[] | null = null;
    let loop: Candidate[] | null = null;
    if (!settled) {
      const listed = enumerate(ps, layer, done, changed);
      countWork(listed.length);
      const all = listed.filter((c) => instantiate(ps, c, layer, ps.working) !== null);
      const present = new Set(all.map((a) => a.key));
      for (const [k, c] of pending) {
        if (present.has(k)) continue;
        pending.delete(k);
        if (!ps.record) continue;
        const entry = last
          ? {
              effect: summarize(c),
              why: `it no longer exists once "${last.text}" has applied: it depended on that effect for its existence (613.8a)`,
              removedBy: { effect: last.key, text: last.text, because: 'existence' as const },
            }
          : { effect: summarize(c), why: 'it does not exist' };
        trace.notApplied ??= [];
        trace.notApplied.push(entry);
      }
      for (const c of all) pending.set(c.key, c);
      if (all.length === 0) break;
      // With no dependency found yet (the trace's reasons read them), the rest may be in plain order.
      // Dependencies found so far stay in `found` for the trace; none can arise among the rest (independentOrder).
      if (loops.size === 0) {
        settled = found.size === 0 ? settledOrder(ps, layer, all, { exhaustive }) : null;
        settled ??= independentOrder(ps, layer, listed, all, { exhaustive });
      }
      if (!settled) {
        // 613.3: characteristic-defining abilities first.
        const cdas = all.filter((c) => c.cda);
        pool = cdas.length > 0 ? cdas : all;
        const choice = chooseNext(ps, layer, pool, { exhaustive }, found);
        next = choice.next;
        if (choice.loop) for (const m of choice.loop) loops.set(m.key, choice.loop);
        loop = loops.get(next.key) ?? null;
      }
    }
    if (settled) next = settled[at++];
    if (!next) break;
    const from = ps.working;
    const applied = applyCandidate(ps, next, layer, from, false);
    ps.working = applied.working;
    ps.log?.push({ layer, candidate: applied.candidate, before: from, pool });
    carryInstances(ps, from, applied.working, applied.delta);
    changed = applied.delta;
    done.add(next.key);
    pending.delete(next.key);
    last = applied.candidate;
    // Without a trace (an engine's evaluate), nothing below is needed.
    if (!ps.record) continue;
    const st = ps.started.get(next.key);
    const waiting = found.dependentsOf(next.key);
    const aheadOf = (pool ?? [])
      .filter((c) => waiting.has(c.key) && c.key !== next.key && compareTimestamps(c.timestamp, next.timestamp) < 0)
      .map((c) => ({ effect: c.key, text: c.text, because: (waiting.get(c.key) as Dependency).because }));
    trace.steps.push(
      withChanges(
        {
          effect: summarize(applied.candidate),
          reason: reasonFor(applied.candidate, loop, layer, found),
          affected: applied.affected,
          ...(aheadOf.length > 0 && !loop ? { aheadOf } : {}),
          ...(st && st.layer !== layer ? { setFixedIn: st.layer } : {}),
          ...(next.locked && next.kind !== 'counter' && next.kind !== 'faceDown' ? { lockedSet: true } : {}),
        },
        applied.changes,
      ),
    );
  }
}

function runPlayerLayer(
  ps: PassState,
  layer: 'players' | 'rules',
  players: Record<string, PlayerResult>,
  rules: string[],
  trace: TraceLayer,
): void {
  const all = enumerate(ps, layer, new Set());
  for (const c of all) {
    const inst = instantiate(ps, c, layer, ps.working);
    if (!inst) continue;
    const view = viewOf(ps.state, ps.working);
    const changes = [];
    for (const op of opsIn(inst.candidate, layer)) {
      if (op.op === 'rule') {
        rules.push(op.text);
        changes.push({ object: 'game', field: 'rules', before: null, after: op.text });
        continue;
      }
      const targets = op.op === 'playerAbility' || 'players' in c.affects ? inst.affected : playersOf(view, c.ctx, 'you');
      for (const p of targets) {
        const pr = players[p];
        if (!pr) continue;
        if (op.op === 'playerAbility') {
          const before = [...pr.abilities];
          pr.abilities.push(...op.abilities);
          changes.push({ object: p, field: 'abilities', before, after: [...pr.abilities] });
        } else if (op.op === 'maxHandSize') {
          // 402.2, 514.1: a computed size ("seven minus the number of those card types") below zero is no card at all.
          const n = op.value === null ? null : typeof op.value === 'number' ? op.value : evalValue(view, c.ctx, op.value);
          // An `add` changes the size the player has so far (none stays none); a size below zero is no card (402.2).
          const size = n === null ? null : op.add ? (pr.maxHandSize === null ? null : Math.max(0, pr.maxHandSize + n)) : Math.max(0, n);
          changes.push({ object: p, field: 'maxHandSize', before: pr.maxHandSize, after: size });
          pr.maxHandSize = size;
        }
      }
    }
    trace.steps.push({
      effect: summarize(inst.candidate),
      reason: { kind: 'timestamp', rule: '613.7' },
      affected: inst.affected,
      changes,
    });
  }
}

/** 208.3: a noncreature permanent has no power or toughness, even if a card prints them. */
function hasPT(o: GameObject, w: Working): boolean {
  return o.zone !== 'battlefield' || w.types.includes('Creature');
}

/** An object's result from its record at the end of the pass. */
export function objectResult(o: GameObject, w: Working): ObjectResult {
  const counters: Record<string, number> = {};
  for (const k in o.counters) {
    const n = (o.counters[k] as { count: number }).count;
    if (n > 0) counters[k] = n;
  }
  return {
    id: o.id,
    zone: o.zone,
    timestamp: o.timestamp,
    name: w.name,
    manaCost: w.manaCost,
    manaValue: manaValueOf(o, w),
    colors: w.colors.slice(),
    // The card data's words (205.2a, 205.4a): ObjectResult names them as literal unions.
    types: w.types.slice() as CardType[],
    subtypes: w.subtypes.slice(),
    supertypes: w.supertypes.slice() as Supertype[],
    abilities: w.abilities.map((a) => a.def.text),
    power: hasPT(o, w) ? w.power : null,
    toughness: hasPT(o, w) ? w.toughness : null,
    loyalty: w.loyalty,
    defense: w.defense,
    controller: w.controller,
    owner: o.owner,
    counters,
    tapped: o.tapped,
    faceDown: o.faceDown,
    phasedOut: o.phasedOut,
    attacking: o.attacking,
    blocking: o.blocking,
    transformed: o.transformed,
    prototyped: o.prototyped === true && (o.zone === 'battlefield' || o.zone === 'stack'),
    ...((o.card.halves || w.halves) && o.zone === 'battlefield'
      ? { unlocked: (['left', 'right'] as const).filter((d) => o.unlocked?.includes(d)) }
      : {}),
    token: o.token,
    // 303.4: an Aura attached to a player names the player.
    attachedTo: o.attachedTo ?? o.attachedPlayer ?? null,
  };
}

/** Evaluate a position: every object's characteristics, the players, the rules, and the trace (`log`: every application, for the evaluator). */
export function evaluateFull(state: GameState, options: EvaluateOptions = {}, log?: PassStep[]): Evaluation {
  const ps: PassState = {
    state,
    working: initialWorking(state),
    started: new Map(),
    record: options.trace !== false,
    exhaustive: options.exhaustive ?? false,
    log,
  };
  countWork(state.objects.length + state.effects.length);
  const players: Record<string, PlayerResult> = {};
  for (const p of state.players) players[p.id] = { abilities: [], maxHandSize: 7, life: p.life };
  const rules: string[] = [];
  const trace: TraceLayer[] = [];
  const initial = ps.working;
  const removals = new Removals(trace);
  for (const layer of LAYERS) {
    const tl: TraceLayer = { layer, rule: LAYER_RULES[layer], steps: [] };
    if (ps.record) reportLost(ps, initial, layer, tl, removals);
    if (layer === 'players' || layer === 'rules') runPlayerLayer(ps, layer, players, rules, tl);
    else runObjectLayer(ps, layer, options.exhaustive ?? false, tl);
    if (tl.steps.length > 0 || tl.notApplied) trace.push(tl);
    if (options.until === layer) break;
  }
  const objects: Record<string, ObjectResult> = {};
  for (const o of state.objects) {
    const w = ps.working.get(o.id);
    if (w) objects[o.id] = objectResult(o, w);
  }
  return { working: ps.working, result: { objects, players, rules, trace: options.trace === false ? [] : trace } };
}

/**
 * Applies every continuous effect in layer order (613) and gives each object's characteristics, the
 * players', the rules effects, and the trace. With `freeze: true` the result is deeply frozen and
 * typed readonly; otherwise it is the caller's own (no other result shares it).
 *
 * @example
 * ```ts
 * import { emptyState, enterObjects, evaluate, findCard } from 'mtg-layers';
 * const entered = enterObjects(emptyState(['you', 'them']), [
 *   { id: 'bears', card: findCard('Grizzly Bears')!, controller: 'you' },
 *   { id: 'anthem', card: findCard('Glorious Anthem')!, controller: 'you' },
 * ]);
 * if (entered.ok) console.log(evaluate(entered.value, { trace: false }).objects.bears?.power); // 3 (613.4c)
 * ```
 */
export function evaluate(state: GameState, options: EvaluateOptions & { freeze: true }): ReadonlyEvaluationResult;
/** Applies every continuous effect in layer order (613); the result is the caller's own (see the first signature). */
export function evaluate(state: GameState, options?: EvaluateOptions): EvaluationResult;
export function evaluate(state: GameState, options: EvaluateOptions = {}): EvaluationResult {
  // A wrong argument is a bug in the caller: named, with its path, rather than a TypeError deep in the pass.
  const bad = stateProblem(state);
  if (bad) throw new TypeError(`evaluate: ${bad.message}${bad.path.length > 0 ? ` (at ${bad.path.join('.')})` : ''}`);
  const { result } = evaluateFull(state, options);
  return options.freeze ? deepFreeze(result) : result;
}
