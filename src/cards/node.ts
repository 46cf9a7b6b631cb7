/**
 * A card file on disk as a ByteSource (Node only): read by ranges, so a bulk file is scanned
 * in 1 MB chunks and never held in memory whole. Imports nothing but node:fs.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { ByteSource } from './file.js';

/** A file read by ranges through one descriptor (left open for the life of the process). */
export function fileSource(path: string): ByteSource {
  const fd = openSync(path, 'r');
  const stat = fstatSync(fd);
  if (stat.isDirectory()) {
    closeSync(fd);
    throw Object.assign(new Error('it is a directory'), { code: 'EISDIR' });
  }
  const size = stat.size;
  let buffer = Buffer.alloc(1 << 20);
  return {
    size,
    read(start, end) {
      const n = end - start;
      if (buffer.length < n) buffer = Buffer.alloc(n);
      let got = 0;
      while (got < n) {
        const r = readSync(fd, buffer, got, n - got, start + got);
        if (r === 0) break;
        got += r;
      }
      return buffer.subarray(0, got);
    },
  };
}
