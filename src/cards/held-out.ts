/**
 * The held-out part of a card pool: a seeded fifth of its cards that grammar work never reads,
 * so that `coverage` can say how the compiler does on cards it was not built on.
 *
 * A card's part depends on its name and the seed only, never on the file's order or size: the
 * 32-bit FNV-1a hash of `"<seed>:<card name>"` (the name as the card object gives it, UTF-8,
 * "A // B" for a card with two halves), taken modulo 5; bucket 0 is held out, buckets 1-4 are
 * developed on. The same card is in the same part in every file and on every machine, and a
 * card added to a pool does not move any other card between parts.
 */

/** The seed of the project's split (issue #26); another seed draws another fifth. */
export const DEFAULT_SPLIT_SEED = 26;

/** Which cards of a pool a figure counts: all of them, the developed-on four fifths, or the held-out fifth. */
export type PoolPart = 'all' | 'dev' | 'held-out';

export const POOL_PARTS: readonly PoolPart[] = ['all', 'dev', 'held-out'];

const BUCKETS = 5;
const utf8 = new TextEncoder();

/** 32-bit FNV-1a over the UTF-8 bytes of `text`. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const b of utf8.encode(text)) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The card's bucket, 0-4, under `seed`. */
export function splitBucket(name: string, seed: number = DEFAULT_SPLIT_SEED): number {
  return fnv1a(`${seed}:${name}`) % BUCKETS;
}

/** Is the card named `name` held out under `seed`? */
export function isHeldOut(name: string, seed: number = DEFAULT_SPLIT_SEED): boolean {
  return splitBucket(name, seed) === 0;
}

/** Does the part `part` count the card named `name`? */
export function inPart(name: string, part: PoolPart, seed: number = DEFAULT_SPLIT_SEED): boolean {
  if (part === 'all') return true;
  return isHeldOut(name, seed) === (part === 'held-out');
}
