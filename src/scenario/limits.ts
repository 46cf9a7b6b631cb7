/**
 * Bounds on what a scenario file may ask of the loader and the engine, so that bad input
 * ends quickly with a message instead of a hang or a flood (docs/scenario-and-cli.md, "Limits").
 */

/** Scenario files larger than this are refused before they are read (4 MiB). */
export const MAX_INPUT_BYTES = 4 * 1024 * 1024;

/** At most this many problems are listed for one file; the rest are counted ("and K more"). */
export const MAX_PROBLEMS = 50;

/** The loader locates at most this many problems; beyond, it only counts them. */
export const MAX_COLLECTED_PROBLEMS = 1000;

/** Names longer than this get no "did you mean" (edit distance is quadratic in the length). */
export const MAX_SUGGEST_LENGTH = 100;

/** A message quoting what the file says is cut to this many characters. */
export const MAX_MESSAGE_CHARS = 400;

/** YAML aliases (*name) resolved at most this many times in one file (alias bombs). */
export const MAX_ALIAS_COUNT = 1000;

/** Mappings and lists nested deeper than this are refused. */
export const MAX_DEPTH = 64;

/**
 * The largest timestamp a file may give (2^52): events after it count up from it, and every
 * timestamp must stay an exact (safe) integer.
 */
export const MAX_TIMESTAMP = 2 ** 52;

/** X and counter amounts are at most 2^31 either way: a million events of them stay exact. */
export const MAX_AMOUNT = 2 ** 31;

/**
 * Events in one file, at most: a replay evaluates the position again at most events (a cast, a `move`),
 * so the time a valid file takes grows with this times the size of the position.
 */
export const MAX_EVENTS = 1000;

/**
 * Units of work of the layer system the command line allows one file (core/pass/work-meter.ts): objects
 * and effects taken into a pass, effects applied to objects, pairs of effects weighed for dependency.
 * Every bundled example and bench board needs far less (the largest, 1,000 Switcheroo casts, 3.5 million);
 * at the slowest rate measured (about 0.5 million units a second) the limit is reached in under a minute.
 * `--work-limit` raises or lowers it.
 */
export const DEFAULT_WORK_LIMIT = 25_000_000;

/** Object entries in one file (`battlefield` and every `enter` list), at most: the size of the position. */
export const MAX_OBJECT_ENTRIES = 50_000;

/**
 * The one check of numbers written as text (printed power, toughness, loyalty, defense): a
 * problem when a whole number in it is beyond MAX_AMOUNT, so that text gets the limits numbers
 * get ("99999999999999999999999" would be 1e+23).
 */
export function textNumberProblem(text: string): string | null {
  for (const digits of text.match(/\d+/g) ?? [])
    if (Number(digits) > MAX_AMOUNT) return `the number ${digits} is too large: numbers are at most ${MAX_AMOUNT} either way`;
  return null;
}

/** Printed power, toughness, loyalty or defense as text (208.2): a whole number, `*` or X, or two of them added or subtracted ("1+*", "7-*"). */
const PRINTED_STAT = /^[+-]?(?:\d+|[*X])(?:[+-](?:\d+|[*X]))?$/;

/** An inline card's printed number as text: refused unless it is one of the printed forms and within the limits. */
export function printedStatProblem(text: string): string | null {
  if (!PRINTED_STAT.test(text.trim()))
    return `${JSON.stringify(text)} is not a printed number: write a whole number, "*", "X", or a sum such as "1+*" (208.2)`;
  return textNumberProblem(text);
}
