/**
 * Indexing an opened card file (src/cards over a memory byte source): part of oracle.js, not of
 * the first script — a visit that opens no card file needs neither the scanner nor the compiler
 * (web/README.md § Size). compiler.ts loads it with the compiler.
 */
import { CardFile, memorySource } from '../../src/cards/file.js';
import { CardFileSource } from '../../src/cards/source.js';
import type { CompiledCard, ScryfallCard } from '../../src/oracle/index.js';
import type { Result } from '../../src/scenario/index.js';
import type { OpenedCards } from './cards.js';

/**
 * Indexes the bytes of a card file; a file that is not a card file gives located problems.
 * `compile` is the Oracle compiler.
 */
export function openCardBytes(name: string, bytes: Uint8Array, compile: (card: ScryfallCard) => CompiledCard): Result<OpenedCards> {
  const r = CardFile.open(name, memorySource(bytes));
  if (!r.ok) return r;
  const source = new CardFileSource(r.value, compile);
  return { ok: true, value: { name, source, count: r.value.entries.length } };
}
