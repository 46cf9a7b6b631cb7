/** Small text helpers shared by the renderers: values, type lines, tables. */

import { CREATURE_TYPES } from '../core/model/subtypes.js';
import { EVERY_CREATURE_TYPE } from '../scenario/expect.js';
import { type Style, visibleLength } from './style.js';

/** A value from the output or the trace, for people: lists joined, null as "none". */
export function showValue(v: unknown, field = ''): string {
  if (v === null || v === undefined) return 'none';
  if (Array.isArray(v)) {
    if (v.length === 0) return field === 'colors' ? 'colorless' : '(none)';
    if (field === 'subtypes') return showSubtypes(v as string[]);
    return field === 'abilities' || field === 'rules' ? v.map((a) => JSON.stringify(a)).join(', ') : v.join(', ');
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    return entries.length === 0 ? '(none)' : entries.map(([k, n]) => `${k} ×${String(n)}`).join(', ');
  }
  return String(v);
}

/** Subtypes for people: every creature type (205.3m, changeling) is said in three words, not 300. */
export function showSubtypes(subtypes: readonly string[]): string {
  const all = new Set(subtypes);
  if (!CREATURE_TYPES.every((t) => all.has(t))) return subtypes.join(' ');
  const rest = subtypes.filter((t) => !CREATURE_TYPES.includes(t));
  return [EVERY_CREATURE_TYPE, ...rest].join(' ');
}

/** `Legendary Land — Mountain`, as a type line is printed (205). */
export function typeLine(o: { supertypes: string[]; types: string[]; subtypes: string[] }): string {
  const left = [...o.supertypes, ...o.types].join(' ');
  return o.subtypes.length > 0 ? `${left} — ${showSubtypes(o.subtypes)}` : left;
}

/** Each column's width: its widest line, header included (escapes take no room). */
export function columnWidths(headers: readonly string[], rows: readonly (readonly string[])[][]): number[] {
  const widths = headers.map(visibleLength);
  for (const row of rows) {
    for (let c = 0; c < widths.length; c++) {
      for (const l of row[c] ?? []) {
        const n = visibleLength(l);
        if (n > (widths[c] as number)) widths[c] = n;
      }
    }
  }
  return widths;
}

const SPACES: string[] = [];
const spaces = (n: number): string => {
  if (n <= 0) return '';
  let s = SPACES[n];
  if (s === undefined) {
    s = ' '.repeat(n);
    SPACES[n] = s;
  }
  return s;
};

/**
 * Line `i` of a row, each cell padded to its column and the end trimmed. The empty cells before
 * the first non-empty one are `lead[first]` spaces; those after the last one would add only
 * spaces, which the trim takes away: they are left out. A line of one cell (a long list of
 * abilities goes on for many lines under the others) is made once per column and text (`alone`).
 */
function rowLine(
  row: readonly (readonly string[])[],
  i: number,
  widths: readonly number[],
  lead: readonly number[],
  alone: Map<string, string>[],
): string {
  let first = -1;
  let last = -1;
  for (let c = 0; c < row.length; c++) {
    if ((row[c]?.[i] ?? '') === '') continue;
    if (first < 0) first = c;
    last = c;
  }
  if (last < 0) return '';
  if (first === last) {
    const t = row[first]?.[i] ?? '';
    let memo = alone[first];
    if (memo === undefined) {
      memo = new Map();
      alone[first] = memo;
    }
    let line = memo.get(t);
    if (line === undefined) {
      line = (spaces(lead[first] ?? 0) + t).trimEnd();
      memo.set(t, line);
    }
    return line;
  }
  let s = spaces(lead[first] ?? 0);
  for (let c = first; c <= last; c++) {
    const t = row[c]?.[i] ?? '';
    if (c > first) s += '  ';
    s += c < last ? t + spaces((widths[c] ?? 0) - visibleLength(t)) : t;
  }
  return s.trimEnd();
}

/**
 * A table whose cells may hold several lines; columns padded to their widest line (`widths`,
 * columnWidths's, when the caller has them already).
 */
export function table(headers: string[], rows: string[][][], style: Style, widths = columnWidths(headers, rows)): string {
  const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - visibleLength(s)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [style.bold(line(headers)), style.dim(widths.map((w) => '─'.repeat(w)).join('  '))];
  // lead[c]: the room the columns before column c take, with their gaps.
  let columns = widths.length;
  for (const row of rows) if (row.length > columns) columns = row.length;
  const lead = [0];
  for (let c = 1; c < columns; c++) lead.push((lead[c - 1] ?? 0) + (widths[c - 1] ?? 0) + 2);
  const alone: Map<string, string>[] = [];
  for (const row of rows) {
    let height = 1;
    for (const cell of row) if (cell.length > height) height = cell.length;
    for (let i = 0; i < height; i++) out.push(rowLine(row, i, widths, lead, alone));
  }
  return out.join('\n');
}

/** Splits text into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      if (line !== '' && line.length + 1 + word.length > width) {
        out.push(line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    out.push(line);
  }
  return out;
}
