/**
 * Problems with a scenario file, as values: every one has a place (line, column and a
 * path such as `events[3].targets[0]`) and a sentence for the person who wrote the file.
 */

export type PathSeg = string | number;

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

export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

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
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}
