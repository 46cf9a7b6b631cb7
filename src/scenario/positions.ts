/**
 * Maps a path in the parsed document (`['events', 3, 'targets', 0]`) back to a line and
 * column of the source text, using the node ranges the `yaml` package keeps.
 */
import { type Document, isAlias, isMap, isPair, isScalar, isSeq, type LineCounter, type Node } from 'yaml';
import type { PathSeg } from './problems.js';

export interface Pos {
  line: number;
  col: number;
}

export class SourcePositions {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter,
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
