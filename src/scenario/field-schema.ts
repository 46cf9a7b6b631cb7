/**
 * The fields every part of the scenario format shares, as zod schemas: object ids, player
 * names, amounts, X, counter kinds; and `strict`, the strict mapping whose "unknown key"
 * issues name the allowed keys.
 */
import { z } from 'zod';
import { MAX_AMOUNT } from './limits.js';

/** An optional key: it may be left out, never set to undefined or null (exactOptional). */
export const opt = <T extends z.ZodType>(t: T) => t.exactOptional();

/** A strict mapping whose "unknown key" issues carry the allowed keys (read by zod-issues.ts). */
export function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  const allowed = Object.keys(shape).join(',');
  return z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `ALLOWED:${allowed}` : undefined),
  });
}

/** X and counter amounts: whole numbers small enough that sums of them stay exact. */
export const Amount = z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT);
/** X is chosen: 0 or greater (107.1b), and bounded like every amount. */
export const X = z.number().int().min(0, "X is 0 or greater: a player can't choose a negative number (107.1b)").max(MAX_AMOUNT);

export const PT_COUNTER = /^[+-]\d+\/[+-]\d+$/;
export const WORD_COUNTER = /^[a-z]+(?:[ -][a-z]+)*$/;

/** `+1/+1`, `-0/-1`, or lower-case words: `flying`, `first strike`, `loyalty`, `ice`, `everything`. */
export const CounterKindSchema = z
  .string()
  .regex(new RegExp(`^(?:${PT_COUNTER.source.slice(1, -1)}|${WORD_COUNTER.source.slice(1, -1)})$`), {
    message: 'bad counter kind: write a P/T counter as "+1/+1" or "-1/-1", other kinds in lower case ("flying", "loyalty")',
  })
  .meta({ id: 'CounterKind', description: 'A counter kind: "+N/+N" / "-N/-N", or lower-case words such as "flying", "loyalty", "ice".' });

export const IdSchema = z.string().min(1).meta({ description: 'An object id (see "Objects" in the format).' });
export const PlayerNameSchema = z.string().min(1).meta({ description: 'A player, one of `players`.' });

/** Counters by kind: amounts 0 or greater on an object, signed in a `counters` event (which adds or removes). */
export const counts = (nonNegative: boolean) => z.record(CounterKindSchema, nonNegative ? Amount.min(0) : Amount);
