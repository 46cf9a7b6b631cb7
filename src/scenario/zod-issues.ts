/**
 * Turns zod issues into problems a person can act on: one per unknown key (at the key,
 * with "did you mean"), "missing required key", "expected a number, got "x"", and for
 * unions the explanation of the alternative that came closest.
 */
import type { z } from 'zod';
import { type PathSeg, show } from './problems.js';
import { closest, didYouMean } from './suggest.js';

export interface RawProblem {
  path: PathSeg[];
  /** Point at the key (unknown keys) or at the value. */
  at: 'key' | 'value';
  message: string;
}

type Issue = z.core.$ZodIssue;

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  record: 'a mapping',
  null: 'null',
  tuple: 'a list',
};

/** Every problem in a zod error, with paths prefixed by `base`. */
export function zodProblems(error: z.ZodError, base: readonly PathSeg[]): RawProblem[] {
  return withoutWeakerBounds(error.issues as Issue[]).flatMap((issue) => fromIssue(issue, [...base]));
}

/** Of several "too big" issues on one value (a safe-integer check and a maximum), only the strictest. */
function withoutWeakerBounds(issues: Issue[]): Issue[] {
  const key = (i: Issue) => JSON.stringify(i.path);
  const strictest = new Map<string, number>();
  for (const i of issues) if (i.code === 'too_big') strictest.set(key(i), Math.min(strictest.get(key(i)) ?? Infinity, Number(i.maximum)));
  return issues.filter((i) => i.code !== 'too_big' || Number(i.maximum) === strictest.get(key(i)));
}

function fromIssue(issue: Issue, base: PathSeg[]): RawProblem[] {
  const path = [...base, ...(issue.path as PathSeg[])];
  const input = (issue as { input?: unknown }).input;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = issue.message.startsWith('ALLOWED:') ? issue.message.slice(8).split(',') : [];
      return issue.keys.map((key) => ({
        path: [...path, key],
        at: 'key' as const,
        message: `unknown key ${JSON.stringify(key)}${didYouMean(closest(key, allowed, 2)) || (allowed.length > 0 ? ` (allowed: ${allowed.join(', ')})` : '')}`,
      }));
    }
    case 'invalid_type': {
      if (input === undefined && path.length > 0) {
        return [{ path: path.slice(0, -1), at: 'value', message: `missing required key ${JSON.stringify(String(path[path.length - 1]))}` }];
      }
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      return [{ path, at: 'value', message: `expected ${expected}, got ${show(input)}` }];
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => String(v));
      if (values.length === 1 && typeof issue.values[0] === 'boolean') {
        return [{ path, at: 'value', message: `expected ${values[0]}, got ${show(input)}` }];
      }
      const hint = typeof input === 'string' ? didYouMean(closest(input, values)) : '';
      const list = values.length <= 12 ? `expected one of: ${values.join(', ')}` : `not one of the ${values.length} allowed values`;
      return [{ path, at: 'value', message: `${show(input)}: ${list}${hint}` }];
    }
    case 'invalid_union':
      return fromUnion(issue, path, input);
    case 'invalid_key':
      return issue.issues.flatMap((inner) => fromIssue(inner as Issue, path)).map((p) => ({ ...p, at: 'key' as const }));
    case 'invalid_element':
      return issue.issues.flatMap((inner) => fromIssue(inner as Issue, path));
    case 'too_small': {
      const what =
        issue.origin === 'array'
          ? `at least ${issue.minimum} item(s)`
          : issue.origin === 'string'
            ? 'a non-empty string'
            : `at least ${issue.minimum}`;
      return [{ path, at: 'value', message: `expected ${what}, got ${show(input)}` }];
    }
    case 'too_big': {
      const what =
        issue.origin === 'array'
          ? `at most ${issue.maximum} item(s)`
          : issue.origin === 'int'
            ? `a whole number of at most ${issue.maximum} (a safe integer)`
            : `at most ${issue.maximum}`;
      return [{ path, at: 'value', message: `expected ${what}, got ${show(input)}` }];
    }
    case 'invalid_format':
      return [{ path, at: 'value', message: `${show(input)}: ${issue.message}` }];
    default:
      return [{ path, at: 'value', message: issue.message }];
  }
}

/**
 * A value matched no alternative. Report the alternative that got furthest (the one whose
 * keys matched, then the deepest problem); if none did, say what the alternatives expect.
 */
function fromUnion(issue: Extract<Issue, { code: 'invalid_union' }>, path: PathSeg[], input: unknown): RawProblem[] {
  const disc = (issue as { discriminator?: string }).discriminator;
  const options = (issue as { options?: unknown[] }).options;
  if (issue.errors.length === 0 && disc !== undefined) {
    const values = (options ?? []).map(String);
    const value = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>)[disc] : input;
    const got = typeof value === 'string' ? value : undefined;
    if (value === undefined) {
      return [
        { path: path.slice(0, -1), at: 'value', message: `missing required key ${JSON.stringify(disc)} (one of: ${values.join(', ')})` },
      ];
    }
    return [
      { path, at: 'value', message: `${show(value)}: expected one of: ${values.join(', ')}${got ? didYouMean(closest(got, values)) : ''}` },
    ];
  }
  const branches = issue.errors.map((errs) => errs.flatMap((e) => fromIssue(e as Issue, path)));
  const rootType = (errs: z.core.$ZodIssue[]) => errs.some((e) => e.code === 'invalid_type' && e.path.length === 0);
  const typed = issue.errors.map((errs, i) => ({ errs, probs: branches[i] ?? [] })).filter((b) => !rootType(b.errs));
  if (typed.length === 0) {
    if (input === undefined && path.length > 0) {
      return [{ path: path.slice(0, -1), at: 'value', message: `missing required key ${JSON.stringify(String(path[path.length - 1]))}` }];
    }
    const expected = [
      ...new Set(issue.errors.flatMap((errs) => errs.map((e) => (e.code === 'invalid_type' ? (EXPECTED[e.expected] ?? e.expected) : '')))),
    ].filter(Boolean);
    return [{ path, at: 'value', message: `expected ${expected.join(' or ')}, got ${show(input)}` }];
  }
  const keyMismatch = (errs: z.core.$ZodIssue[]) => errs.some((e) => e.code === 'unrecognized_keys' && e.path.length === 0);
  const matching = typed.filter((b) => !keyMismatch(b.errs));
  if (matching.length === 0 && typed.length > 1) {
    const keys = [
      ...new Set(
        typed.flatMap((b) => b.errs.filter((e) => e.code !== 'unrecognized_keys' && e.path.length === 1).map((e) => String(e.path[0]))),
      ),
    ];
    const bad = [
      ...new Set(typed.flatMap((b) => b.errs.flatMap((e) => (e.code === 'unrecognized_keys' && e.path.length === 0 ? e.keys : [])))),
    ];
    const first = bad[0] ?? '';
    return [
      {
        path: bad.length === 1 ? [...path, first] : path,
        at: bad.length === 1 ? 'key' : 'value',
        message: `unknown key ${bad.map((k) => JSON.stringify(k)).join(', ')}${didYouMean(closest(first, keys, 2))} (expected one of: ${keys.join(', ')})`,
      },
    ];
  }
  const pool = matching.length > 0 ? matching : typed;
  const depth = (b: { probs: RawProblem[] }) => Math.max(0, ...b.probs.map((p) => p.path.length));
  const best = [...pool].sort((a, b) => depth(b) - depth(a) || a.probs.length - b.probs.length)[0];
  return best?.probs ?? [{ path, at: 'value', message: 'invalid value' }];
}
