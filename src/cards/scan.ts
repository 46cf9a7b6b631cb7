/**
 * One pass over the bytes of a card file, fed in chunks of any size: it checks that the
 * file is JSON (structure, literals and numbers; string escapes are checked when a card is
 * parsed) and records, for each card object, its byte range, its name, its faces' names and
 * its layout — without building any object. A card is parsed only when someone names it.
 *
 * The file is a JSON array of cards (a bulk file), a Scryfall list object
 * (`{"object":"list","data":[…]}`) or a single card object.
 */

import type { IndexEntry, ScanError, ScanResult } from './card-index.js';
import {
  BACKSLASH,
  concat,
  decodeString,
  describe,
  isTokenByte,
  JSON_NUMBER,
  plainToken,
  QUOTE,
  ScanFailure,
  sameBytes,
} from './json-bytes.js';

const OBJ = 0;
const ARR = 1;

// What a container is, as far as the index cares.
const NONE = 0;
const ROOT_ARRAY = 1; // its elements are cards
const CARD = 2; // a card object (the root object may instead turn out to be a list)
const DATA = 3; // a list object's `data` array
const FACES = 4; // a card's `card_faces`
const FACE = 5;

// What the scanner expects next.
const VALUE = 0;
const VALUE_OR_END = 1; // after `[`
const KEY_OR_END = 2; // after `{`
const KEY = 3; // after `,` in an object
const COLON = 4;
const AFTER = 5; // after a value: `,`, `]`, `}` or the end
const DONE = 6; // after the top-level value

const enc = new TextEncoder();
const KEYS = {
  name: enc.encode('name'),
  faces: enc.encode('card_faces'),
  layout: enc.encode('layout'),
  object: enc.encode('object'),
  data: enc.encode('data'),
};

export class CardScanner {
  private readonly kinds: number[] = [];
  private readonly roles: number[] = [];
  private readonly starts: number[] = [];
  /** Per open object: the key whose value comes next (a role-relevant key, or ''). */
  private readonly keys: string[] = [];
  /** Per open array: how many elements so far. */
  private readonly counts: number[] = [];
  private state = VALUE;
  private base = 0;
  private started = false;

  // A string being read.
  private inString = false;
  private stringIsKey = false;
  private capture = false;
  private pieces: Uint8Array[] = [];
  private backslashRun = 0;
  private stringStart = 0;

  // A literal or number being read.
  private token = '';
  private tokenStart = 0;

  // What the index is building.
  private readonly entries: IndexEntry[] = [];
  private readonly dataEntries: IndexEntry[] = [];
  private card: IndexEntry | undefined;
  private rootCard: IndexEntry | undefined;
  private rootObject: string | undefined;
  private rootIsObject = false;
  private captureKey = '';
  private failure: ScanError | undefined;

  /** Feeds the next bytes of the file. After a failure, further input is ignored. */
  feed(chunk: Uint8Array): void {
    if (this.failure) return;
    try {
      this.run(chunk);
    } catch (e) {
      if (!(e instanceof ScanFailure)) throw e;
      this.failure = { offset: e.offset, message: e.message };
    }
    this.base += chunk.length;
  }

  /** The index, or where the file stops being a card file. */
  finish(): { ok: true; value: ScanResult } | { ok: false; error: ScanError } {
    if (this.failure) return { ok: false, error: this.failure };
    const end = this.base;
    try {
      if (this.token !== '') this.endToken();
      if (this.inString) throw new ScanFailure(this.stringStart, 'a string is not closed before the end of the file');
      if (!this.started) throw new ScanFailure(end, 'the file is empty: expected a JSON array of Scryfall card objects');
      if (this.kinds.length > 0) {
        const open = this.kinds[this.kinds.length - 1] === OBJ ? 'an object' : 'an array';
        throw new ScanFailure(end, `the file ends inside ${open} opened at byte ${this.starts[this.starts.length - 1]}`);
      }
    } catch (e) {
      if (!(e instanceof ScanFailure)) throw e;
      return { ok: false, error: { offset: e.offset, message: e.message } };
    }
    if (!this.rootIsObject) return { ok: true, value: { entries: this.entries, shape: 'array' } };
    if (this.rootObject === 'list') return { ok: true, value: { entries: this.dataEntries, shape: 'list' } };
    const root = this.rootCard as IndexEntry;
    if (root.name === '') return { ok: false, error: { offset: root.start, message: 'the card object has no `name`' } };
    return { ok: true, value: { entries: [root], shape: 'card' } };
  }

  private run(chunk: Uint8Array): void {
    const n = chunk.length;
    let i = 0;
    if (!this.started && this.base === 0 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
    while (i < n) {
      if (this.inString) {
        i = this.readString(chunk, i);
        continue;
      }
      const c = chunk[i] as number;
      if (this.token !== '') {
        if (isTokenByte(c)) {
          this.token += String.fromCharCode(c);
          i++;
          continue;
        }
        this.endToken();
      }
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
        i++;
        continue;
      }
      const at = this.base + i;
      switch (c) {
        case 0x7b: // {
          this.beginValue(at, c);
          this.open(OBJ, at);
          this.state = KEY_OR_END;
          break;
        case 0x5b: // [
          this.beginValue(at, c);
          this.open(ARR, at);
          this.state = VALUE_OR_END;
          break;
        case 0x7d: // }
          if (this.state !== KEY_OR_END && !(this.state === AFTER && this.top() === OBJ))
            throw new ScanFailure(at, this.state === KEY ? 'expected a key after `,` (a trailing comma is not JSON)' : `unexpected "}"`);
          this.close(at);
          break;
        case 0x5d: // ]
          if (this.state !== VALUE_OR_END && !(this.state === AFTER && this.top() === ARR))
            throw new ScanFailure(
              at,
              this.state === VALUE ? 'expected a value after `,` (a trailing comma is not JSON)' : `unexpected "]"`,
            );
          this.close(at);
          break;
        case 0x3a: // :
          if (this.state !== COLON) throw new ScanFailure(at, 'unexpected ":"');
          this.state = VALUE;
          break;
        case 0x2c: // ,
          if (this.state !== AFTER || this.kinds.length === 0) throw new ScanFailure(at, 'unexpected ","');
          this.state = this.top() === OBJ ? KEY : VALUE;
          if (this.top() === OBJ) this.keys[this.keys.length - 1] = '';
          break;
        case QUOTE:
          if (this.state === KEY_OR_END || this.state === KEY) {
            this.stringIsKey = true;
            const role = this.topRole();
            this.capture = role === CARD || role === FACE;
          } else {
            this.beginValue(at, c);
            this.stringIsKey = false;
            this.capture = this.captureKey !== '';
          }
          this.inString = true;
          this.stringStart = at;
          this.pieces = [];
          this.backslashRun = 0;
          i++;
          continue;
        default:
          if (isTokenByte(c)) {
            this.beginValue(at, c);
            let j = i + 1;
            while (j < n && isTokenByte(chunk[j] as number)) j++;
            if (j < n && plainToken(chunk, i, j)) {
              // The whole literal or number is in this chunk and needs no closer look.
              this.captureKey = '';
              this.state = this.kinds.length === 0 ? DONE : AFTER;
              i = j;
              continue;
            }
            this.token = String.fromCharCode(...chunk.subarray(i, j));
            this.tokenStart = at;
            i = j;
            continue;
          }
          throw new ScanFailure(at, `unexpected ${describe(c)}: this is not JSON`);
      }
      i++;
    }
  }

  private top(): number | undefined {
    return this.kinds[this.kinds.length - 1];
  }

  private topRole(): number {
    return this.roles[this.roles.length - 1] ?? NONE;
  }

  /** A value starts at `at`: checks that one may, and counts it in its array. */
  private beginValue(at: number, c: number): void {
    if (this.state === DONE) throw new ScanFailure(at, `unexpected ${describe(c)} after the end of the top-level value`);
    if (this.state !== VALUE && this.state !== VALUE_OR_END) {
      throw new ScanFailure(
        at,
        this.state === KEY_OR_END || this.state === KEY
          ? 'expected a key (a string in double quotes)'
          : this.state === COLON
            ? 'expected ":" after the key'
            : `expected "," or the end of the ${this.top() === OBJ ? 'object' : 'array'} before ${describe(c)}`,
      );
    }
    this.started = true;
    const role = this.topRole();
    if (this.top() === ARR) {
      const k = this.counts.length - 1;
      this.counts[k] = (this.counts[k] ?? 0) + 1;
      if ((role === ROOT_ARRAY || role === DATA) && c !== 0x7b) {
        throw new ScanFailure(
          at,
          `element ${(this.counts[k] ?? 1) - 1} of the ${role === DATA ? '`data` ' : ''}array is not a card object`,
        );
      }
    }
    if (this.kinds.length === 0 && c !== 0x7b && c !== 0x5b) {
      throw new ScanFailure(at, 'expected a JSON array of Scryfall card objects, a list object or a card object');
    }
  }

  private open(kind: number, at: number): void {
    const parentRole = this.topRole();
    const key = this.keys[this.keys.length - 1] ?? '';
    let role = NONE;
    if (this.kinds.length === 0) {
      role = kind === ARR ? ROOT_ARRAY : CARD;
      this.rootIsObject = kind === OBJ;
    } else if (kind === OBJ && (parentRole === ROOT_ARRAY || parentRole === DATA)) role = CARD;
    else if (kind === ARR && parentRole === CARD && key === 'faces') role = FACES;
    else if (kind === ARR && parentRole === CARD && key === 'data' && this.kinds.length === 1) role = DATA;
    else if (kind === OBJ && parentRole === FACES) role = FACE;
    if (role === CARD) {
      this.card = { start: at, end: at, name: '', faces: [], layout: undefined };
      if (this.kinds.length === 0) this.rootCard = this.card;
    }
    this.kinds.push(kind);
    this.roles.push(role);
    this.starts.push(at);
    this.keys.push('');
    this.counts.push(0);
    this.captureKey = '';
  }

  private close(at: number): void {
    const role = this.roles.pop();
    this.kinds.pop();
    this.starts.pop();
    this.keys.pop();
    this.counts.pop();
    this.captureKey = '';
    if (role === CARD) {
      const card = this.card as IndexEntry;
      card.end = at + 1;
      const parent = this.topRole();
      if (parent === ROOT_ARRAY || parent === DATA) {
        if (card.name === '') throw new ScanFailure(card.start, 'this card object has no `name`');
        (parent === DATA ? this.dataEntries : this.entries).push(card);
      }
      // Back in the root object (a list's data array closed a card), the root card is current again.
      this.card = parent === NONE ? undefined : this.rootIsObject ? this.rootCard : undefined;
    }
    this.state = this.kinds.length === 0 ? DONE : AFTER;
  }

  private readString(chunk: Uint8Array, from: number): number {
    const q = chunk.indexOf(QUOTE, from);
    if (q === -1) {
      if (this.capture) this.pieces.push(chunk.slice(from));
      let run = 0;
      for (let j = chunk.length - 1; j >= from && chunk[j] === BACKSLASH; j--) run++;
      this.backslashRun = run === chunk.length - from ? this.backslashRun + run : run;
      return chunk.length;
    }
    let run = 0;
    for (let j = q - 1; j >= from && chunk[j] === BACKSLASH; j--) run++;
    if (run === q - from) run += this.backslashRun;
    if (run % 2 === 1) {
      // An escaped quote: part of the string.
      if (this.capture) this.pieces.push(chunk.slice(from, q + 1));
      this.backslashRun = 0;
      return q + 1;
    }
    this.inString = false;
    if (this.stringIsKey) this.endKey(chunk, from, q);
    else this.endValue(chunk, from, q);
    return q + 1;
  }

  /** The string's bytes: `chunk[from, to)` after the pieces carried from earlier chunks. */
  private bytes(chunk: Uint8Array, from: number, to: number): Uint8Array {
    const pieces = this.pieces;
    this.pieces = [];
    if (pieces.length === 0) return chunk.subarray(from, to);
    pieces.push(chunk.subarray(from, to));
    return concat(pieces);
  }

  private endKey(chunk: Uint8Array, from: number, to: number): void {
    this.state = COLON;
    let key = '';
    if (this.capture) {
      const role = this.topRole();
      let b = chunk;
      let start = from;
      let end = to;
      if (this.pieces.length > 0) {
        b = this.bytes(chunk, from, to);
        start = 0;
        end = b.length;
      }
      const n = end - start;
      if (n === 4 && sameBytes(b, start, KEYS.name)) key = 'name';
      else if (role === CARD && n === 10 && sameBytes(b, start, KEYS.faces)) key = 'faces';
      else if (role === CARD && n === 6 && sameBytes(b, start, KEYS.layout)) key = 'layout';
      else if (role === CARD && this.kinds.length === 1 && n === 6 && sameBytes(b, start, KEYS.object)) key = 'object';
      else if (role === CARD && this.kinds.length === 1 && n === 4 && sameBytes(b, start, KEYS.data)) key = 'data';
    }
    this.keys[this.keys.length - 1] = key;
    this.captureKey = key === 'name' || key === 'layout' || key === 'object' ? key : '';
  }

  private endValue(chunk: Uint8Array, from: number, to: number): void {
    this.state = this.kinds.length === 0 ? DONE : AFTER;
    if (!this.capture) return;
    const key = this.captureKey;
    this.captureKey = '';
    const value = decodeString(this.bytes(chunk, from, to), this.stringStart);
    const role = this.topRole();
    const card = this.card;
    if (card === undefined) return;
    if (role === FACE && key === 'name') card.faces.push(value);
    else if (role === CARD && key === 'name') card.name = value;
    else if (role === CARD && key === 'layout') card.layout = value;
    else if (role === CARD && key === 'object' && this.kinds.length === 1) this.rootObject = value;
  }

  private endToken(): void {
    const t = this.token;
    this.token = '';
    if (t !== 'true' && t !== 'false' && t !== 'null' && !JSON_NUMBER.test(t)) {
      throw new ScanFailure(this.tokenStart, `${JSON.stringify(t)} is not a JSON value`);
    }
    this.captureKey = '';
    this.state = this.kinds.length === 0 ? DONE : AFTER;
  }
}

/** Scans a whole file held in memory. */
export function scanCards(bytes: Uint8Array): ReturnType<CardScanner['finish']> {
  const s = new CardScanner();
  s.feed(bytes);
  return s.finish();
}
