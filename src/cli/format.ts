/** Small text helpers shared by the renderers: values, type lines, tables. */
import { CREATURE_TYPES } from '../core/subtypes.js';
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
  return ['(every creature type)', ...rest].join(' ');
}

/** `Legendary Land — Mountain`, as a type line is printed (205). */
export function typeLine(o: { supertypes: string[]; types: string[]; subtypes: string[] }): string {
  const left = [...o.supertypes, ...o.types].join(' ');
  return o.subtypes.length > 0 ? `${left} — ${showSubtypes(o.subtypes)}` : left;
}

/** A table whose cells may hold several lines; columns padded to their widest line. */
export function table(headers: string[], rows: string[][][], style: Style): string {
  const widths = headers.map((h, c) => Math.max(visibleLength(h), ...rows.map((r) => Math.max(0, ...(r[c] ?? []).map(visibleLength)))));
  const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - visibleLength(s)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [style.bold(line(headers)), style.dim(widths.map((w) => '─'.repeat(w)).join('  '))];
  for (const row of rows) {
    const height = Math.max(1, ...row.map((cell) => cell.length));
    for (let i = 0; i < height; i++) out.push(line(row.map((cell) => cell[i] ?? '')));
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
