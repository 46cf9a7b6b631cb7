/**
 * Maps a path in the parsed document (`['events', 3, 'targets', 0]`) back to a line and
 * column of the source text, using the node ranges the `yaml` package keeps.
 */
import { type Document, isAlias, isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { PathSeg } from './problems.js';

export interface Pos {
  line: number;
  col: number;
}

/** Line and column (1-based) of a character offset. */
export interface LineIndex {
  linePos(offset: number): Pos;
}

/**
 * The lines of a text, found in the text itself: a line break is \n, \r\n or \r (YAML 1.2, 5.4).
 * Not the `yaml` package's LineCounter, which learns only the line breaks its lexer reports: after
 * a multi-line plain scalar it missed some, and placed errors past the end of their lines (issue #30).
 * An offset is clamped into the text, so every position is on one of its lines, within it.
 */
export class TextLines implements LineIndex {
  /** Where each line starts, and where its text ends (its line break, or the end of the text). */
  private readonly starts: number[] = [0];
  private readonly ends: number[] = [];

  constructor(text: string) {
    for (const m of text.matchAll(/\r\n|\r|\n/g)) {
      this.ends.push(m.index);
      this.starts.push(m.index + m[0].length);
    }
    this.ends.push(text.length);
  }

  linePos(offset: number): Pos {
    const at = Math.max(0, Math.min(Number.isFinite(offset) ? offset : 0, this.ends[this.ends.length - 1] as number));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    // An offset on a line break is just past the line's last character.
    const start = this.starts[lo] as number;
    return { line: lo + 1, col: Math.min(at, this.ends[lo] as number) - start + 1 };
  }
}

export class SourcePositions {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineIndex,
  ) {}

  /**
   * Where `path` is written: at its key (`at: 'key'`, for unknown keys and ids used as keys)
   * or at its value. A path that does not exist points at the nearest part that does.
   */
  locate(path: readonly PathSeg[], at: 'key' | 'value' = 'value'): Pos {
    let node: unknown = this.doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i];
      node = this.resolve(node);
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && keyText(p.key) === String(seg));
        if (pair === undefined) break;
        const keyStart = rangeStart(pair.key);
        const valueStart = rangeStart(pair.value);
        if (last && at === 'key' && keyStart !== undefined) return this.pos(keyStart);
        offset = valueStart ?? keyStart ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof seg === 'number') {
        const item = node.items[seg];
        if (item === undefined) break;
        offset = rangeStart(item) ?? offset;
        node = item;
      } else {
        break;
      }
    }
    return this.pos(offset);
  }

  /** The position of a character offset. */
  pos(offset: number): Pos {
    const p = this.lines.linePos(offset);
    return { line: p.line, col: p.col };
  }

  private resolve(node: unknown): unknown {
    return isAlias(node) ? node.resolve(this.doc) : node;
  }
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return typeof key === 'string' ? key : undefined;
}
