/**
 * A card file: its index (scan.ts) and, on demand, one card parsed and checked against the
 * card schema. Bytes come from a ByteSource, so a 100 MB bulk file is never held in memory
 * (node.ts reads ranges of the file on disk); nothing here uses a Node API.
 */
import { LineCounter, parseDocument } from 'yaml';
import { SourcePositions } from '../scenario/positions.js';
import { formatPath, invalid, type Problem, type Result } from '../scenario/problems.js';
import type { IndexEntry } from './card-index.js';
import { CardScanner } from './scan.js';
import { type ScryfallCardData, ScryfallCardSchema } from './schema.js';

export interface ByteSource {
  readonly size: number;
  /** The bytes in [start, end). */
  read(start: number, end: number): Uint8Array;
}

export function memorySource(bytes: Uint8Array): ByteSource {
  return { size: bytes.length, read: (start, end) => bytes.subarray(start, end) };
}

const utf8 = new TextDecoder('utf-8');
const CHUNK = 1 << 20;

export class CardFile {
  private constructor(
    readonly file: string,
    private readonly source: ByteSource,
    readonly entries: readonly IndexEntry[],
    readonly shape: 'array' | 'list' | 'card',
  ) {}

  /** Scans the file once (in chunks of `chunk` bytes); a file that is not a card file gives a located problem. */
  static open(file: string, source: ByteSource, chunk = CHUNK): Result<CardFile> {
    const scanner = new CardScanner();
    for (let at = 0; at < source.size; at += chunk) scanner.feed(source.read(at, Math.min(source.size, at + chunk)));
    const r = scanner.finish();
    if (!r.ok) return invalid([problemAt(file, source, r.error.offset, '', r.error.message)]);
    return { ok: true, value: new CardFile(file, source, r.value.entries, r.value.shape) };
  }

  /** Card `i` parsed and checked; problems are located in the card file. */
  card(i: number): Result<ScryfallCardData> {
    const entry = this.entries[i];
    if (entry === undefined) throw new RangeError(`no card ${i} in ${this.file}`);
    const bytes = this.source.read(entry.start, entry.end);
    const text = utf8.decode(bytes);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const pos = /position (\d+)/.exec(message);
      const offset = entry.start + (pos ? new TextEncoder().encode(text.slice(0, Number(pos[1]))).length : 0);
      return invalid([this.problem(offset, this.path(i, []), `not JSON: ${message.replace(/ in JSON at position.*$/, '')}`)]);
    }
    const parsed = ScryfallCardSchema.safeParse(data);
    if (parsed.success) return { ok: true, value: parsed.data };
    // Each problem at the field itself: the card's text is read again, with positions (JSON is YAML).
    const lines = new LineCounter();
    const positions = new SourcePositions(parseDocument(text, { lineCounter: lines }), lines);
    const start = this.problem(entry.start, '', '');
    return invalid(
      parsed.error.issues.map((iss) => {
        const inner = iss.path as (string | number)[];
        const at = positions.locate(inner, iss.code === 'unrecognized_keys' ? 'key' : 'value');
        return {
          file: this.file,
          line: start.line + at.line - 1,
          col: at.line === 1 ? start.col + at.col - 1 : at.col,
          path: this.path(i, inner),
          message: `not a Scryfall card object: ${iss.message}`,
        };
      }),
    );
  }

  /** `[12].card_faces[0].name` (the index is left out when the file is one card). */
  private path(i: number, inner: readonly (string | number)[]): string {
    return formatPath(this.shape === 'card' ? inner : this.shape === 'list' ? ['data', i, ...inner] : [i, ...inner]);
  }

  private problem(offset: number, path: string, message: string): Problem {
    return problemAt(this.file, this.source, offset, path, message);
  }
}

/** A problem at a byte offset: line and column (1-based, in characters) counted from the start. */
export function problemAt(file: string, source: ByteSource, offset: number, path: string, message: string): Problem {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, source.size);
  for (let at = 0; at < end; at += CHUNK) {
    const bytes = source.read(at, Math.min(end, at + CHUNK));
    let k = bytes.indexOf(0x0a);
    while (k !== -1) {
      line++;
      lineStart = at + k + 1;
      k = bytes.indexOf(0x0a, k + 1);
    }
  }
  const col = utf8.decode(source.read(lineStart, end)).length + 1;
  return { file, line, col, path, message };
}
