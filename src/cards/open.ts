/** Opening a card file through any way of reading bytes (fileSource in Node, memorySource elsewhere). */

import { compileCard } from '../oracle/index.js';
import { invalid, type Result } from '../scenario/problems.js';
import { type ByteSource, CardFile } from './file.js';
import { CardFileSource } from './source.js';

function why(e: unknown): string {
  const code = (e as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/** Opens and indexes a card file; an unreadable file or one that is not a card file gives a problem. */
export function openCardFile(path: string, open: (path: string) => ByteSource, shownAs = path): Result<CardFileSource> {
  let source: ByteSource;
  try {
    source = open(path);
  } catch (e) {
    return invalid([{ file: shownAs, line: 1, col: 1, path: '', message: `cannot read the card file: ${why(e)}` }], 'unreadable');
  }
  const r = CardFile.open(shownAs, source);
  return r.ok ? { ok: true, value: new CardFileSource(r.value, compileCard) } : r;
}
