/**
 * The bytes of JSON text, as card-file scanning (scan.ts) reads them without building values:
 * which bytes make literals and numbers, a quick check of a whole literal, string decoding,
 * and the located failure that stops a scan.
 */

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;

const enc = new TextEncoder();
/** A JSON number (RFC 8259 §6). */
export const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const utf8 = new TextDecoder('utf-8');

export function isTokenByte(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2e || c === 0x2b || c === 0x2d;
}

/** Does `a` hold `word` at `start`? (The caller has checked the length.) */
export function sameBytes(a: Uint8Array, start: number, word: Uint8Array): boolean {
  for (let i = 0; i < word.length; i++) if (a[start + i] !== word[i]) return false;
  return true;
}

export function describe(c: number): string {
  if (c >= 0x20 && c < 0x7f) return JSON.stringify(String.fromCharCode(c));
  return `byte 0x${c.toString(16).padStart(2, '0')}`;
}

/** Where, and why, the bytes stop being a card file. */
export class ScanFailure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const TRUE = enc.encode('true');
const FALSE = enc.encode('false');
const NULL = enc.encode('null');

/** `true`, `false`, `null`, or digits without a leading zero: valid JSON at a glance. */
export function plainToken(b: Uint8Array, from: number, to: number): boolean {
  const n = to - from;
  if (n === 4) {
    if (sameBytes(b, from, TRUE) || sameBytes(b, from, NULL)) return true;
  } else if (n === 5 && sameBytes(b, from, FALSE)) return true;
  if (b[from] === 0x30 && n > 1) return false;
  for (let k = from; k < to; k++) {
    const c = b[k] as number;
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

export function concat(pieces: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of pieces) n += p.length;
  const out = new Uint8Array(n);
  let k = 0;
  for (const p of pieces) {
    out.set(p, k);
    k += p.length;
  }
  return out;
}

export function decodeString(bytes: Uint8Array, at: number): string {
  const raw = utf8.decode(bytes);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    throw new ScanFailure(at, 'a bad escape in this string');
  }
}
