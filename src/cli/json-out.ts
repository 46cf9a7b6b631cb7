/**
 * A JSON document written in pieces: the bytes of `JSON.stringify(doc, null, 2)` and a newline,
 * without ever holding the text as one string, and with each trace step's changes read from the
 * compact list the pass recorded (core/pass/trace-changes.ts) instead of as one object per
 * change. The trace of an anthems board of 8,000 objects has 1.6 million changes (514 MB of
 * text): made into objects, then into one string, they cost several times the evaluation and
 * come near V8's longest string. Here a change is three copies of bytes made once — the text
 * up to its id, the id, and the rest, which repeats (`"power"`, 4 → 5) — into a buffer that is
 * handed on a megabyte at a time.
 */
import { compactChanges, eachRawChange } from '../core/pass/trace-changes.js';

/** The buffer handed on when full. */
const CHUNK = 1 << 20;

/** Where the bytes go: `bytes` when the output takes them, else text (decoded as a stream). */
export interface JsonOut {
  text(text: string): void;
  bytes?(bytes: Uint8Array): void;
}

/** Bytes gathered into one buffer, handed to the output a chunk at a time. */
class Sink {
  private buf = Buffer.allocUnsafe(CHUNK);
  private pos = 0;
  private readonly decoder = new TextDecoder();
  constructor(private readonly out: JsonOut) {}

  put(text: string): void {
    // At most three bytes per UTF-16 unit.
    if (text.length * 3 > CHUNK - this.pos) {
      this.flush();
      if (text.length * 3 > CHUNK) {
        this.emit(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.pos += this.buf.write(text, this.pos, 'utf8');
  }

  putBytes(bytes: Uint8Array): void {
    if (bytes.length > CHUNK - this.pos) {
      this.flush();
      if (bytes.length > CHUNK) {
        this.emit(bytes);
        return;
      }
    }
    this.buf.set(bytes, this.pos);
    this.pos += bytes.length;
  }

  flush(): void {
    if (this.pos === 0) return;
    const full = this.buf.subarray(0, this.pos);
    // The output may keep what it is given (a pipe's queue): the next chunk goes in a new buffer.
    this.buf = Buffer.allocUnsafe(CHUNK);
    this.pos = 0;
    this.emit(full);
  }

  end(): void {
    this.flush();
    if (!this.out.bytes) {
      const rest = this.decoder.decode();
      if (rest.length > 0) this.out.text(rest);
    }
  }

  private emit(bytes: Uint8Array): void {
    if (this.out.bytes) this.out.bytes(bytes);
    else this.out.text(this.decoder.decode(bytes, { stream: true }));
  }
}

/** A value as JSON.stringify reads it: `toJSON` first (Dates and the like). */
function jsonOf(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return (value as { toJSON: (k: string) => unknown }).toJSON(key);
  return value;
}

/** A value JSON.stringify leaves out of an object (and writes as null in a list). */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** A value written as it is: a string, a number, a boolean or null (neither a list nor left out). */
const plain = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The bytes of the changes' repeated parts at one depth, made once per document. */
class ChangeText {
  /** Per object id: the text from the comma before a change (or the list's `[`) to the end of its id. */
  private readonly heads = [new Map<string, Buffer>(), new Map<string, Buffer>()];
  /** From the field to the end of the change, per field, value before and value after. */
  private readonly tails = new Map<string, Map<unknown, Map<unknown, Buffer>>>();

  constructor(
    private readonly item: string,
    private readonly field: string,
  ) {}

  head(id: string, first: boolean): Buffer {
    const heads = this.heads[first ? 0 : 1] as Map<string, Buffer>;
    let b = heads.get(id);
    if (b === undefined) {
      b = Buffer.from(`${first ? '[' : ','}\n${this.item}{\n${this.field}"object": ${JSON.stringify(id)}`);
      heads.set(id, b);
    }
    return b;
  }

  tail(name: string, before: unknown, after: unknown): Buffer {
    let byBefore = this.tails.get(name);
    if (byBefore === undefined) {
      byBefore = new Map();
      this.tails.set(name, byBefore);
    }
    let byAfter = byBefore.get(before);
    if (byAfter === undefined) {
      byAfter = new Map();
      byBefore.set(before, byAfter);
    }
    let b = byAfter.get(after);
    if (b === undefined) {
      const f = this.field;
      b = Buffer.from(
        `,\n${f}"field": ${JSON.stringify(name)},\n${f}"before": ${JSON.stringify(before)},\n${f}"after": ${JSON.stringify(after)}\n${this.item}}`,
      );
      byAfter.set(after, b);
    }
    return b;
  }
}

/** The bytes of the punctuation at one depth (`inner` is the indent of its items). */
interface Depth {
  openList: Buffer;
  next: Buffer;
  closeList: Buffer;
  closeObject: Buffer;
  /** Per key: `{` or `,`, then the key's line up to its value. */
  firstKey: Map<string, Buffer>;
  nextKey: Map<string, Buffer>;
  /** Per string: `[` or `,`, then the string as an item of a list. */
  firstItem: Map<string, Buffer>;
  nextItem: Map<string, Buffer>;
  inner: string;
}

class Writer {
  private readonly depths: Depth[] = [];
  private readonly changeTexts: ChangeText[] = [];
  /** Strings as JSON, made once (ids, names and type words repeat throughout a document). */
  private readonly strings = new Map<string, Buffer>();
  constructor(private readonly sink: Sink) {}

  private depth(d: number): Depth {
    let at = this.depths[d];
    if (at === undefined) {
      const indent = '  '.repeat(d);
      const inner = `${indent}  `;
      at = {
        openList: Buffer.from(`[\n${inner}`),
        next: Buffer.from(`,\n${inner}`),
        closeList: Buffer.from(`\n${indent}]`),
        closeObject: Buffer.from(`\n${indent}}`),
        firstKey: new Map(),
        nextKey: new Map(),
        firstItem: new Map(),
        nextItem: new Map(),
        inner,
      };
      this.depths[d] = at;
    }
    return at;
  }

  private string(s: string): Buffer {
    let b = this.strings.get(s);
    if (b === undefined) {
      b = Buffer.from(JSON.stringify(s));
      this.strings.set(s, b);
    }
    return b;
  }

  /** A string in a list (an id in `affected`): the separator before it and the string. */
  private listString(at: Depth, s: string, first: boolean): Buffer {
    const items = first ? at.firstItem : at.nextItem;
    let b = items.get(s);
    if (b === undefined) {
      b = Buffer.from(`${first ? '[' : ','}\n${at.inner}${JSON.stringify(s)}`);
      items.set(s, b);
    }
    return b;
  }

  private key(at: Depth, key: string, first: boolean): Buffer {
    const keys = first ? at.firstKey : at.nextKey;
    let b = keys.get(key);
    if (b === undefined) {
      b = Buffer.from(`${first ? '{' : ','}\n${at.inner}${JSON.stringify(key)}: `);
      keys.set(key, b);
    }
    return b;
  }

  value(value: unknown, d: number): void {
    const sink = this.sink;
    if (typeof value === 'string') {
      sink.putBytes(this.string(value));
      return;
    }
    if (value === null || typeof value !== 'object') {
      sink.put(JSON.stringify(value));
      return;
    }
    const at = this.depth(d);
    if (Array.isArray(value)) {
      if (value.length === 0) {
        sink.put('[]');
        return;
      }
      for (let i = 0; i < value.length; i++) {
        const item = jsonOf(value[i], String(i));
        if (typeof item === 'string') {
          sink.putBytes(this.listString(at, item, i === 0));
          continue;
        }
        sink.putBytes(i === 0 ? at.openList : at.next);
        if (omitted(item)) sink.put('null');
        else this.value(item, d + 1);
      }
      sink.putBytes(at.closeList);
      return;
    }
    let first = true;
    for (const key of Object.keys(value)) {
      // A trace step's changes, from the compact list: never made into objects (nor expanded on the step).
      const raw = key === 'changes' ? compactChanges(value) : undefined;
      const item = raw ?? jsonOf((value as Record<string, unknown>)[key], key);
      if (omitted(item)) continue;
      sink.putBytes(this.key(at, key, first));
      first = false;
      if (raw !== undefined) this.changes(raw, d + 1);
      else this.value(item, d + 1);
    }
    if (first) sink.put('{}');
    else sink.putBytes(at.closeObject);
  }

  /** A step's changes as `[{object, field, before, after}, ...]` at depth `d`. */
  private changes(raw: unknown[], d: number): void {
    const sink = this.sink;
    const at = this.depth(d);
    let text = this.changeTexts[d];
    if (text === undefined) {
      text = new ChangeText(at.inner, `${at.inner}  `);
      this.changeTexts[d] = text;
    }
    const t = text;
    let n = 0;
    eachRawChange(raw, (object, field, before, after) => {
      const first = n++ === 0;
      if (!plain(before) || !plain(after)) {
        sink.putBytes(first ? at.openList : at.next);
        this.value({ object, field, before, after }, d + 1);
        return;
      }
      sink.putBytes(t.head(object, first));
      sink.putBytes(t.tail(field, before, after));
    });
    if (n === 0) sink.put('[]');
    else sink.putBytes(at.closeList);
  }
}

/** Write `doc` as `JSON.stringify(doc, null, 2)` and a newline, a chunk at a time. */
export function writeJson(out: JsonOut, doc: object): void {
  const sink = new Sink(out);
  new Writer(sink).value(jsonOf(doc, ''), 0);
  sink.put('\n');
  sink.end();
}
