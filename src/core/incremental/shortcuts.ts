/**
 * The evaluator's shortcuts as one step: which one an action may take, and the child's result and
 * order of effects made by it from the parent's (each *-patch.ts says when it applies).
 */

import type { Working } from '../effects/ops.js';
import type { WorkingObject } from '../effects/view.js';
import type { GameState } from '../model/state.js';
import { floatingCandidate } from '../pass/candidates.js';
import { counterCandidates } from '../pass/fixed-candidates.js';
import type { EvaluationResult } from '../pass/trace.js';
import type { WorkingMap } from '../pass/working-map.js';
import type { Action } from './apply-action.js';
import { patchSourceEnter, patchSourceLeave } from './attached-source-patch.js';
import { controlLog, patchControl } from './control-patch.js';
import { patchCounters } from './counter-patch.js';
import { patchEndTurn } from './end-turn-patch.js';
import { patchEnter } from './enter-patch.js';
import { patchLeave } from './leave-patch.js';
import { isSource } from './locality.js';
import { type PassLog, replayOne, withSteps } from './order-replay.js';
import { patchResolution } from './resolution-patch.js';
import { patchStatus } from './status-patch.js';
import { hasCounters } from './twins.js';

/** A position's result, and the order of its pass when known (order-replay.ts: a full pass's log, or the parent's carried over). */
export interface Known {
  result: EvaluationResult;
  log: PassLog | undefined;
  /** The records of the objects the shortcuts changed since the log's pass, where counting effects read them (rereads.ts). */
  records: ReadonlyMap<string, Working>;
  /** A full pass's records (its working map at the end), when the result was had by one. */
  working?: Pick<WorkingMap, 'get'>;
}

/** The shortcuts (counter-, resolution-, leave-, enter-, control-, status- and end-turn-patch.ts). */
export type ShortcutKind = 'counters' | 'resolution' | 'leave' | 'enter' | 'control' | 'status' | 'endTurn';

/** How a child position's result may be had from its parent's without a full pass. */
export interface Shortcut {
  kind: ShortcutKind;
  parent: GameState;
  /** The parent's result and log, if they have been computed by then. */
  parentKnown: () => Known | undefined;
  /** The object with new counters, the spell that was cast, the object that moved, entered or changed control. */
  object: string;
  /** Its new controller (a control change). */
  player?: string;
}

/** The shortcut for an action, if its kind has one. */
export function shortcutFor(state: GameState, action: Action, memo: () => Known | undefined): Shortcut | undefined {
  const s = { parent: state, parentKnown: memo };
  if (action.kind === 'counters') return { ...s, kind: 'counters', object: action.object };
  // A spell left on the stack has not resolved: no resolution to patch.
  if (action.kind === 'cast') return action.spec.stack ? undefined : { ...s, kind: 'resolution', object: action.spec.id };
  if (action.kind === 'move') return { ...s, kind: 'leave', object: action.object };
  if (action.kind === 'gainControl') return { ...s, kind: 'control', object: action.object, player: action.player };
  if (action.kind === 'status' && (action.action === 'tap' || action.action === 'untap'))
    return { ...s, kind: 'status', object: action.object };
  if (action.kind === 'endTurn') return { ...s, kind: 'endTurn', object: '' };
  const one = action.kind === 'enter' && action.specs.length === 1 ? action.specs[0] : undefined;
  if (one) return { ...s, kind: 'enter', object: one.id };
  return undefined;
}

/** The child's result and order by the shortcut, or null when it has to be evaluated in full. */
export function patched(s: Shortcut, state: GameState, from: Known): Known | null {
  const { result, log } = from;
  const records = new Map(from.records);
  if (s.kind === 'endTurn') {
    const e = log && patchEndTurn(s.parent, state, result, log, records);
    return e ? { ...e, records } : null;
  }
  // An Aura or Equipment entering or leaving: the enter and leave shortcuts decline a source at once.
  const source =
    log && (s.kind === 'enter' || s.kind === 'leave') && state.objects.some((o) => o.id === s.object && isSource(o))
      ? (s.kind === 'enter' ? patchSourceEnter : patchSourceLeave)(s.parent, state, s.object, result, log, records)
      : undefined;
  if (source !== undefined) return source && { ...source, records };
  let r: EvaluationResult | null;
  if (s.kind === 'counters') r = patchCounters(s.parent, state, s.object, result);
  else if (s.kind === 'enter') r = patchEnter(s.parent, state, s.object, result, log, records);
  else if (s.kind === 'control') r = patchControl(s.parent, state, s.object, s.player as string, result, log, records);
  else if (s.kind === 'status') r = patchStatus(s.parent, state, s.object, result);
  else if (s.kind === 'resolution') r = patchResolution(s.parent, state, s.object, result, log, records);
  else r = patchLeave(s.parent, state, s.object, result, log, records);
  return r && { result: r, log: log && childLog(s, state, log), records };
}

/**
 * The child's order, when a shortcut was taken: the parent's (an object entering or leaving makes no
 * dependency, or the shortcut would not have been taken), with the effects the action added last in
 * their layer (a control change in layer 2, pumps and counters in 7c, where nothing reads power or
 * toughness under their shortcuts: 613.4c). Undefined when it can't be told.
 */
function childLog(s: Shortcut, state: GameState, log: PassLog): PassLog | undefined {
  const added = state.effects.slice(s.parent.effects.length);
  const o = state.objects.find((x) => x.id === s.object);
  if (!o) return undefined;
  switch (s.kind) {
    case 'enter':
      // An object's own counters make effects (122.1) that are not in the parent's log.
      return hasCounters(o) || o.faceDown || o.merged ? undefined : log;
    case 'endTurn':
    case 'leave':
    case 'status':
      // The tapped status: nothing reads it under the shortcut, so the order is the parent's.
      return log;
    case 'control': {
      const e = added[0];
      return (e && controlLog(log, e)) ?? undefined;
    }
    case 'resolution':
      return (
        withSteps(
          log,
          added.map((e) => ({ layer: '7c' as const, candidate: floatingCandidate(e) })),
          false,
        ) ?? undefined
      );
    case 'counters': {
      const kept = log.filter((st) => st.layer !== '7c' || st.candidate.kind !== 'counter' || st.candidate.sourceId !== o.id);
      return (
        withSteps(
          kept,
          counterCandidates('7c', o).map((candidate) => ({ layer: '7c' as const, candidate })),
          false,
        ) ?? undefined
      );
    }
  }
}

/**
 * The characteristics of the objects `ids` (those that are objects of `state`) as `state` evaluates
 * them, from what is known of it: a full pass's records, or the order of its pass replayed on each
 * (order-replay.ts; with the dependency check, so that a replay that can't tell gives nothing).
 * Undefined when one of them can't be had so.
 */
export function knownRecords(state: GameState, known: Known, ids: readonly string[]): Map<string, WorkingObject> | undefined {
  const out = new Map<string, WorkingObject>();
  for (const id of ids) {
    const o = state.objects.find((x) => x.id === id);
    if (!o) continue;
    if (known.working) {
      const w = known.working.get(id);
      if (!w) return undefined;
      out.set(id, w);
      continue;
    }
    if (!known.log) return undefined;
    const r = replayOne(known.log, state, o, true, known.records);
    if (r.induces) return undefined;
    out.set(id, r.record);
  }
  return out;
}
