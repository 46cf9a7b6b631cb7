/**
 * Terminal colour, only when the output is a terminal (or FORCE_COLOR is set) and never
 * when NO_COLOR is set to a non-empty value (https://no-color.org).
 */

export interface Style {
  enabled: boolean;
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
  cyan(s: string): string;
}

export function colourWanted(isTTY: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  return isTTY && env.TERM !== 'dumb';
}

export function makeStyle(enabled: boolean): Style {
  const wrap = (open: number, close: number) => (s: string) => (enabled && s !== '' ? `\u001b[${open}m${s}\u001b[${close}m` : s);
  return {
    enabled,
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
  };
}

export const plain: Style = makeStyle(false);

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences.
const ANSI = /\u001b\[[0-9;]*m/g;
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** Visible width of a string that may hold colour codes: its code points, escape sequences left out. */
export function visibleLength(s: string): number {
  const t = s.includes('\u001b') ? s.replace(ANSI, '') : s;
  // Without surrogate pairs, every UTF-16 unit is one code point (a table of thousands of rows counts fast).
  return HIGH_SURROGATE.test(t) ? [...t].length : t.length;
}
