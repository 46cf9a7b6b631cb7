/**
 * Fitting output to the terminal's width (issue #9): a line longer than the width is broken at
 * spaces, its continuation indented under the line's own text (two more spaces), and a word
 * longer than a whole line is cut. Colour escapes take no room. No line is ever over the width.
 */
import { visibleLength } from './style.js';

/** The narrowest width honoured: below it, lines are fitted to this many columns anyway. */
export const MIN_WIDTH = 20;

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences.
const ESCAPE = /^\u001b\[[0-9;]*m/;

/** `word` cut into pieces of at most `width` visible characters (escapes stay with the text after them). */
function cut(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let n = 0;
  let i = 0;
  while (i < word.length) {
    const esc = ESCAPE.exec(word.slice(i));
    if (esc !== null) {
      piece += esc[0];
      i += esc[0].length;
      continue;
    }
    const ch = String.fromCodePoint(word.codePointAt(i) as number);
    if (n === width) {
      pieces.push(piece);
      piece = '';
      n = 0;
    }
    piece += ch;
    n += 1;
    i += ch.length;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** One line, as lines of at most `width` columns; continuations indented `hangBy` more than the line. */
export function wrapLine(line: string, width: number, hangBy = 2): string[] {
  const w = Math.max(MIN_WIDTH, Math.floor(width));
  if (!Number.isFinite(width) || visibleLength(line) <= w) return [line];
  const indent = /^ */.exec(line)?.[0] ?? '';
  // The continuation's indent: under the text, two more; never so deep that nothing fits.
  const hang = ' '.repeat(Math.min(indent.length + hangBy, Math.floor(w / 2)));
  const out: string[] = [];
  let current = indent;
  let empty = true;
  const flush = () => {
    out.push(current);
    current = hang;
    empty = true;
  };
  for (const word of line.slice(indent.length).split(' ')) {
    const room = () => w - visibleLength(current) - (empty ? 0 : 1);
    if (!empty && visibleLength(word) > room()) flush();
    if (visibleLength(word) <= room()) {
      current = empty ? current + word : `${current} ${word}`;
      empty = false;
      continue;
    }
    // A word longer than a whole line is cut; its last piece goes on with the next words.
    const pieces = cut(word, w - Math.max(indent.length, hang.length));
    pieces.forEach((p, k) => {
      current += p;
      empty = false;
      if (k < pieces.length - 1) flush();
    });
  }
  out.push(current);
  return out;
}

/** Every line of `text` fitted to `width` (Infinity: unchanged). */
export function fitText(text: string, width: number): string {
  if (!Number.isFinite(width)) return text;
  return text
    .split('\n')
    .flatMap((l) => wrapLine(l, width))
    .join('\n');
}

/** A paragraph broken over lines (the explain primer) reflowed to `width`, flush left (Infinity: unchanged). */
export function fitParagraph(text: string, width: number): string {
  if (!Number.isFinite(width)) return text;
  return wrapLine(text.replace(/\n/g, ' '), width, 0).join('\n');
}
