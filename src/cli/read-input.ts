/**
 * Reading a scenario file with bounds: only regular files, at most MAX_INPUT_BYTES, read
 * with a limit (a device or a FIFO is never opened for reading to its end), and text only
 * (UTF-8 without NUL bytes). Every refusal is an InputError with a sentence, and, when the
 * problem is at a place in the file (a binary byte), its line and column.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats, statSync } from 'node:fs';
import { MAX_INPUT_BYTES } from '../scenario/limits.js';

export class InputError extends Error {
  constructor(
    message: string,
    /** 1-based place of the problem in the file, when it has one. */
    readonly line?: number,
    readonly col?: number,
  ) {
    super(message);
    this.name = 'InputError';
  }
}

const MiB = (n: number) => `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

function describeOsError(e: unknown): string {
  const code = (e as { code?: string }).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    case 'ENAMETOOLONG':
      return 'the file name is too long';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    default:
      return code ?? (e instanceof Error ? e.message.split('\n')[0]! : String(e));
  }
}

/** The file's text; throws InputError for anything that is not a readable, bounded UTF-8 text file. */
export function readScenarioFile(path: string, limit = MAX_INPUT_BYTES): string {
  let st: Stats;
  try {
    st = statSync(path);
  } catch (e) {
    throw new InputError(`cannot read the file: ${describeOsError(e)}`);
  }
  if (!st.isFile()) throw new InputError(`cannot read the file: it is ${kindOf(st)}, not a regular file`);
  if (st.size > limit) throw new InputError(`the file is too large (${MiB(st.size)}; scenario files are limited to ${MiB(limit)})`);
  let fd: number;
  try {
    // O_NONBLOCK: if the path was swapped for a FIFO since stat, opening does not wait for a writer.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw new InputError(`cannot read the file: ${describeOsError(e)}`);
  }
  let bytes: Buffer;
  try {
    const fst = fstatSync(fd);
    if (!fst.isFile()) throw new InputError(`cannot read the file: it is ${kindOf(fst)}, not a regular file`);
    // Read at most limit + 1 bytes whatever the size said: a file that grows is still bounded.
    const buf = Buffer.allocUnsafe(Math.min(limit + 1, Math.max(fst.size, 0) + 1));
    let n = 0;
    for (;;) {
      if (n === buf.length) break;
      let got: number;
      try {
        got = readSync(fd, buf, n, buf.length - n, null);
      } catch (e) {
        if ((e as { code?: string }).code === 'EAGAIN') continue;
        throw new InputError(`cannot read the file: ${describeOsError(e)}`);
      }
      if (got === 0) break;
      n += got;
    }
    if (n > limit) throw new InputError(`the file is too large (over ${MiB(limit)}; scenario files are limited to ${MiB(limit)})`);
    bytes = buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
  return decodeText(bytes);
}

/**
 * Standard input (`-`), bounded like a file: at most `limit` bytes are kept (one more is read
 * to know that it is over), so an endless stream (`yes | mtg-layers check -`) ends with a message.
 */
export function readScenarioStdin(limit = MAX_INPUT_BYTES, fd = 0): string {
  const chunks: Buffer[] = [];
  let n = 0;
  const buf = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    let got: number;
    try {
      got = readSync(fd, buf, 0, Math.min(buf.length, limit + 1 - n), null);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'EAGAIN') {
        // A non-blocking descriptor with nothing yet: wait a little rather than spin.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      if (code === 'EOF') break;
      throw new InputError(`cannot read standard input: ${describeOsError(e)}`);
    }
    if (got === 0) break;
    chunks.push(Buffer.from(buf.subarray(0, got)));
    n += got;
    if (n > limit) throw new InputError(`standard input is too large (over ${MiB(limit)}; scenario files are limited to ${MiB(limit)})`);
  }
  return decodeText(Buffer.concat(chunks, n));
}

/** UTF-8 text, or an InputError at the first byte that is not text (a NUL, or invalid UTF-8). */
export function decodeText(bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(nul === -1 ? bytes : bytes.subarray(0, nul));
  } catch {
    const at = firstInvalidUtf8(bytes);
    const { line, col } = placeOf(bytes, at);
    throw new InputError(
      `the file is not UTF-8 text (byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')} at offset ${at})`,
      line,
      col,
    );
  }
  if (nul !== -1) {
    const { line, col } = placeOf(bytes, nul);
    throw new InputError(`the file is binary, not text (a NUL byte at offset ${nul})`, line, col);
  }
  return text;
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0) return i;
    for (let k = 1; k < len; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    const c1 = bytes[i + 1] as number;
    if ((b === 0xe0 && c1 < 0xa0) || (b === 0xed && c1 > 0x9f) || (b === 0xf0 && c1 < 0x90) || (b === 0xf4 && c1 > 0x8f)) return i;
    i += len;
  }
  return 0;
}

/** 1-based line and column (in characters of the valid text before it) of a byte offset. */
function placeOf(bytes: Uint8Array, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line += 1;
      lineStart = i + 1;
    }
  }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, offset));
  return { line, col: [...before].length + 1 };
}
