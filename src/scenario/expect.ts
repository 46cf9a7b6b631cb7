/**
 * Comparing one expectation field with the evaluation (scenario-format.md, "Expectations"):
 * scalars are equal, lists compare as sets, `has`/`lacks` read abilities. Each result
 * points into the trace at the steps that changed that object's field.
 */

import type { LayerId } from '../core/effects/layers.js';
import { CREATURE_TYPES } from '../core/model/subtypes.js';
import type { EvaluationResult, OrderReason } from '../core/pass/trace.js';
import type { Check, Subject } from './types.js';

/** A trace step that changed the asserted field. */
export interface TracePointer {
  layer: LayerId;
  /** Index in that layer's `steps`. */
  step: number;
  effect: string;
  text: string;
  source: string | null;
  sourceName: string | null;
  timestamp: string;
  reason: OrderReason['kind'];
  before: unknown;
  after: unknown;
}

/** The outcome of one asserted field of an `expect`: expected, actual, pass, and the trace steps that produced the actual value. */
export interface CheckResult {
  /** `grizzly-bears`, `players.you` or `rules`. */
  subject: string;
  field: string;
  expected: unknown;
  /** The field's actual value (for `has`/`lacks`: the abilities); undefined for a missing object. */
  actual: unknown;
  pass: boolean;
  /** Why it failed, in words, when equality alone does not say it (`missing "Flying"`). */
  note?: string;
  path: string;
  line: number;
  col: number;
  trace: TracePointer[];
}

const LIST_FIELDS = new Set(['colors', 'types', 'subtypes', 'supertypes', 'abilities', 'rules']);

/** How a result names what an expectation is about: `grizzly-bears`, `players.you` or `rules`. */
export function subjectName(s: Subject): string {
  return s.kind === 'object' ? s.id : s.kind === 'player' ? `players.${s.name}` : 'rules';
}

const ownEntry = <T>(record: Record<string, T>, key: string): T | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);

function actualOf(result: EvaluationResult, check: Check): { found: boolean; value: unknown } {
  const s = check.subject;
  if (s.kind === 'rules') return { found: true, value: result.rules };
  // Own keys only: an id or name such as `toString` must not find Object.prototype's.
  const record = s.kind === 'object' ? ownEntry(result.objects, s.id) : ownEntry(result.players, s.name);
  if (record === undefined) return { found: false, value: undefined };
  const field = check.field === 'has' || check.field === 'lacks' ? 'abilities' : check.field;
  return { found: true, value: (record as unknown as Record<string, unknown>)[field] };
}

const sameSet = (a: unknown[], b: unknown[]) => {
  const x = new Set(a.map((v) => JSON.stringify(v)));
  const y = new Set(b.map((v) => JSON.stringify(v)));
  return x.size === y.size && [...x].every((v) => y.has(v));
};

/**
 * What the table prints for every creature type (205.3m: changeling 702.73a, "is every creature type"), written in
 * an expected `subtypes` list, stands for each of them (the JSON output lists them all).
 */
export const EVERY_CREATURE_TYPE = '(every creature type)';

function everyCreatureType(expected: readonly unknown[]): unknown[] {
  if (!expected.includes(EVERY_CREATURE_TYPE)) return [...expected];
  return [...expected.filter((t) => t !== EVERY_CREATURE_TYPE), ...CREATURE_TYPES];
}

function compare(field: string, expected: unknown, actual: unknown): { pass: boolean; note?: string } {
  if (field === 'has' || field === 'lacks') {
    const have = new Set(Array.isArray(actual) ? actual : []);
    const wanted = expected as string[];
    const wrong = field === 'has' ? wanted.filter((a) => !have.has(a)) : wanted.filter((a) => have.has(a));
    if (wrong.length === 0) return { pass: true };
    return { pass: false, note: `${field === 'has' ? 'missing' : 'present'}: ${wrong.map((w) => JSON.stringify(w)).join(', ')}` };
  }
  if (LIST_FIELDS.has(field) || Array.isArray(expected)) {
    const wanted = field === 'subtypes' ? everyCreatureType(expected as unknown[]) : (expected as unknown[]);
    return { pass: Array.isArray(actual) && sameSet(wanted, actual) };
  }
  if (field === 'counters') {
    const nonZero = (r: unknown) => Object.entries((r ?? {}) as Record<string, number>).filter(([, n]) => n !== 0);
    const a = nonZero(actual);
    const e = nonZero(expected);
    return { pass: a.length === e.length && e.every(([k, n]) => (actual as Record<string, number>)[k] === n) };
  }
  return { pass: actual === expected };
}

/** The trace steps whose changes touched this subject's field. */
export function tracePointers(result: EvaluationResult, subject: Subject, field: string): TracePointer[] {
  const object = subject.kind === 'object' ? subject.id : subject.kind === 'player' ? subject.name : 'game';
  const traced = field === 'has' || field === 'lacks' ? 'abilities' : field === 'manaValue' ? 'manaCost' : field;
  const out: TracePointer[] = [];
  for (const layer of result.trace) {
    layer.steps.forEach((step, i) => {
      for (const c of step.changes) {
        if (c.object !== object || c.field !== traced) continue;
        const e = step.effect;
        out.push({
          layer: layer.layer,
          step: i,
          effect: e.key,
          text: e.text,
          source: e.source,
          sourceName: e.sourceName,
          timestamp: e.timestamp,
          reason: step.reason.kind,
          before: c.before,
          after: c.after,
        });
      }
    });
  }
  return out;
}

/** Compares one asserted field with an evaluation (lists as sets; `has` and `lacks` read abilities). */
export function runCheck(result: EvaluationResult, check: Check): CheckResult {
  const { found, value } = actualOf(result, check);
  const base = {
    subject: subjectName(check.subject),
    field: check.field,
    expected: check.expected,
    actual: value,
    path: check.loc.path,
    line: check.loc.line,
    col: check.loc.col,
    trace: found ? tracePointers(result, check.subject, check.field) : [],
  };
  // `exists: false` — the id names no object any more (111.7: a token that left the battlefield).
  if (check.field === 'exists') {
    const pass = found === check.expected;
    if (pass) return { ...base, actual: found, pass };
    return {
      ...base,
      actual: found,
      pass,
      note: found ? `"${base.subject}" still names an object here` : `there is no object "${base.subject}" here`,
    };
  }
  if (!found)
    return { ...base, pass: false, note: `there is no ${check.subject.kind === 'player' ? 'player' : 'object'} "${base.subject}" here` };
  const { pass, note } = compare(check.field, check.expected, value);
  return note === undefined ? { ...base, pass } : { ...base, pass, note };
}
