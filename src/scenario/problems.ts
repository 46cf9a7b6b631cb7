/**
 * Problems with a scenario file, as values: every one has a place (line, column and a
 * path such as `events[3].targets[0]`) and a sentence for the person who wrote the file.
 */

import type { ErrorCode, LayersError } from '../core/model/result.js';
import { MAX_MESSAGE_CHARS, MAX_PROBLEMS } from './limits.js';

export type PathSeg = string | number;

/** A problem in a scenario or card file, located by file, line, column and path. */
export interface Problem {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /** `events[3].targets[0]`; empty for the whole file. */
  path: string;
  message: string;
}

/**
 * What the loader gives (`loadScenario`, card files): a value, or the problems found instead;
 * never a throw. The error has the API's one shape (core/model/result.ts) — `code` `invalid-input`
 * (a file that can be read but has problems) or `unreadable` (one that can't be read), a `message`
 * summing up — with every located problem in `error.problems`. A `LoadResult<T>` is a
 * `Result<T, Problem>` (and a `Result<T>`) of the core whose error always lists its problems.
 */
export type LoadResult<T> = { ok: true; value: T } | Invalid;

/**
 * The loader's result under its old name.
 * @deprecated use {@link LoadResult}; the package root's `Result` is the core's generic one (`Result<T, P>`).
 */
export type Result<T> = LoadResult<T>;

/** The error branch of a scenario or card-file Result: the problems, each located. */
export interface Invalid {
  ok: false;
  error: LayersError<Problem> & { problems: Problem[] };
}

/** An error result listing `problems` (at least one); its message is the first, and how many more there are. */
export function invalid(problems: Problem[], code: ErrorCode = 'invalid-input'): Invalid {
  const first = problems[0];
  const more = problems.length - 1;
  const message = first === undefined ? 'no problem given' : `${formatProblem(first)}${more > 0 ? ` (and ${more} more)` : ''}`;
  return { ok: false, error: { code, message, problems } };
}

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** `['events', 3, 'targets', 0]` → `events[3].targets[0]`; odd keys are quoted: `counters["+1/+1"]`. */
export function formatPath(path: readonly PathSeg[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (PLAIN_KEY.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** `file:line:col: path: message` (the path is left out for the whole file). */
export function formatProblem(p: Problem): string {
  return p.path === '' ? `${p.file}:${p.line}:${p.col}: ${p.message}` : `${p.file}:${p.line}:${p.col}: ${p.path}: ${p.message}`;
}

/** Problems in file order (line, then column), each reported once. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const p of problems) {
    const key = formatProblem(p);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** A short, quoted rendering of a value someone wrote, for messages. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) return `${value} (too large to be exact)`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}

/** `text` cut to `max` characters, with the cut marked ("…" and how many characters were left out). */
export function clip(text: string, max = MAX_MESSAGE_CHARS): string {
  if (text.length <= max) return text;
  const keep = Math.max(0, max - 30);
  return `${text.slice(0, keep)}… (${text.length - keep} more characters)`;
}

/**
 * At most `max` problems (the rest summarised as one more: "and K more problems"), each
 * path and message of a bounded length: a file with a million mistakes gives a short answer.
 */
export function limitProblems(problems: readonly Problem[], max = MAX_PROBLEMS, uncounted = 0): Problem[] {
  const bound = (p: Problem): Problem => ({
    ...p,
    file: clip(p.file),
    path: clip(p.path, 120),
    message: clip(p.message),
  });
  if (problems.length <= max + (uncounted > 0 ? 0 : 1)) {
    const all = problems.map(bound);
    const last = problems[problems.length - 1];
    if (uncounted === 0 || last === undefined) return all;
    return [
      ...all,
      {
        file: last.file,
        line: last.line,
        col: last.col,
        path: '',
        message: `and ${uncounted} more problems (only the first ${problems.length} are listed)`,
      },
    ];
  }
  const shown = problems.slice(0, max).map(bound);
  const next = problems[max] as Problem;
  const more = problems.length - max + uncounted;
  return [
    ...shown,
    { file: next.file, line: next.line, col: next.col, path: '', message: `and ${more} more problems (only the first ${max} are listed)` },
  ];
}
