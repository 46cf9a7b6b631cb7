/**
 * How many targets a spell or ability takes (115.1, 601.2c), read from its text: each instance of
 * the word "target" ("target creature", "two target creatures", "up to one other target …", "one or
 * two target …", "any number of target …", "X target …", "any target") takes its own number, and the
 * same object or player may be chosen once per instance (115.3). Reminder text and quoted abilities
 * (granted, not this one's) don't count, nor "becomes the target of", "a single target", "each target".
 */

import type { Resolution, TargetPhrase } from '../effects/language/abilities.js';
import { nounPhrase } from './target-nouns.js';

/**
 * One instance of the word "target": the fewest and the most targets it takes (Infinity: any number), and which
 * "target" of the text it is (its index among them all, reminder and quoted text aside; -1: the noun "targets").
 */
export type TargetWord = [min: number, max: number, at: number];

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A number word, digits, or X (its value if known, else any number). */
function num(w: string | undefined, x: number | undefined): number | undefined {
  if (w === 'x') return x ?? Number.POSITIVE_INFINITY;
  const n = NUMBERS.indexOf(w ?? '');
  return n >= 0 ? n : w !== undefined && /^\d+$/.test(w) ? Number(w) : undefined;
}

/** The text's "target" words in order; null when a number depends on the players ("for each opponent, … up to one target …"). */
export function targetWords(text: string, x?: number): TargetWord[] | null {
  // Read once per text (card texts are few; a search casts the same spells again and again).
  const key = `${x}\u0000${text}`;
  let r = known.get(key);
  if (r === undefined) {
    r = readTargetWords(text, x);
    known.set(key, r);
  }
  return r;
}

const known = new Map<string, TargetWord[] | null>();

/** The text's words as `readTargetWords` reads them, per sentence (reminder text and quoted abilities left out). */
function sentencesOf(text: string): string[][] {
  const plain = text.replace(/"[^"]*"|“[^”]*”/g, '').toLowerCase();
  return plain
    .replace(/\([^)]*\)/g, '')
    .split(/[.\n•;]/)
    .map((sentence) => sentence.match(/[a-z0-9'’]+/g) ?? []);
}

/** Does the `at`-th "target" word of the text (as `TargetWord` counts them) name a player ("target player", "target opponent")? */
export function namesPlayer(text: string, at: number): boolean {
  let seen = 0;
  for (const w of sentencesOf(text))
    for (let i = 0; i < w.length; i++) {
      if (w[i] !== 'target') continue;
      if (seen++ === at) return /^(player|opponent)s?$/.test(w[i + 1] ?? '');
    }
  return false;
}

/**
 * "Target player" given as `choices.player` (as format v1 wrote it, before target counts were checked, 601.2c):
 * when the targets given are the other words' fixed numbers and only the player words go without, the chosen
 * player is put in their places. Otherwise the targets as given.
 */
export function playerAsTarget(words: readonly Worded[], given: readonly string[], player: string | undefined): string[] {
  if (player === undefined) return [...given];
  const flags = words.map((w) => w.text !== undefined && w.word[0] === 1 && w.word[1] === 1 && namesPlayer(w.text, w.word[2]));
  if (!flags.some(Boolean)) return [...given];
  const out: string[] = [];
  let next = 0;
  for (const [k, w] of words.entries()) {
    if (flags[k]) out.push(player);
    else if (w.word[0] !== w.word[1]) return [...given];
    else for (let n = 0; n < w.word[0]; n++) out.push(given[next++] as string);
  }
  return next === given.length && out.length > given.length ? out : [...given];
}

function readTargetWords(text: string, x?: number): TargetWord[] | null {
  const out: TargetWord[] = [];
  let seen = 0;
  const plain = text.replace(/"[^"]*"|“[^”]*”/g, '').toLowerCase();
  // Keywords whose rule has the word (115.1e: reminder text, or none; 702.96a overload takes it away): not told.
  if (
    /\([^)]*\btarget\b|\b(support|earthbend|provoke|modular|soulshift|haunt|reinforce|scavenge|awaken|mentor|backup|overload)\b/.test(plain)
  )
    return null;
  for (const sentence of plain.replace(/\([^)]*\)/g, '').split(/[.\n•;]/)) {
    // A word followed by a comma ends a clause: "When this Class becomes level 3, target land …" takes one target,
    // not three (716.2a); "one, two, or three target …" counts by its last number, which has no comma.
    // A colon ends the cost (602.1a): "Collect evidence 4: Target land …" takes one target, not four.
    const tokens = sentence.match(/[a-z0-9'’]+[,:]?/g) ?? [];
    const w = tokens.map((t) => t.replace(/[,:]$/, ''));
    for (let i = 0; i < w.length; i++) {
      const next = w[i + 1];
      const at = w[i] === 'target' ? seen++ : -1;
      let j = i - 1;
      if (w[j] === 'other' || w[j] === 'another') j--;
      else if (w[j] === 'second' && w[j - 1] === 'a') j -= 2;
      const n = /[,:]$/.test(tokens[j] ?? '') ? undefined : num(w[j], x);
      // "among one or two targets", "any number of targets": the noun, with its number (115.4).
      const noun = w[i] === 'targets' && (n !== undefined || w[j] === 'of' || w[j] === 'more');
      // "any target" (115.4) may end the sentence; another "target" names a kind of object after it.
      if (!noun && (w[i] !== 'target' || (next === undefined && w[j] !== 'any') || next === 'of' || next === 'or' || next === 'beyond'))
        continue;
      if (['the', 'single', 'each', 'new', 'its', "spell's"].includes(w[i - 1] ?? '')) continue;
      if (/\beach (other )?(player|opponent)\b/.test(sentence)) return null;
      // "one, two, or three": the first of the numbers before "or".
      let k = j - 2;
      while (num(w[k - 1], x) !== undefined) k--;
      const before = num(w[k], x);
      const inf = Number.POSITIVE_INFINITY;
      // 601.2c: a target required only if an additional cost was paid ("If this spell was kicked, …") may be left out.
      const optional = /\b(kicked|bargained|promised)\b/.test(sentence) ? 0 : inf;
      let word: [number, number] = [1, 1];
      if ((w[j] === 'many' && w[j - 1] === 'that') || (w[j] === 'of' && w[j - 1] === 'number')) word = [0, inf];
      else if (n !== undefined && w[j - 1] === 'to' && w[j - 2] === 'up') word = [0, n];
      else if (n !== undefined && w[j - 1] === 'or' && before !== undefined) word = [before, n];
      else if (w[j] === 'more' && w[j - 1] === 'or' && before !== undefined) word = [before, inf];
      else if (n !== undefined) word = w[j] === 'x' && x === undefined ? [0, inf] : [n, n];
      out.push([Math.min(word[0], optional), word[1], at]);
    }
  }
  return out;
}

/** A "target" word with what the card data says its phrase may choose (null: not known). */
export interface Worded {
  word: TargetWord;
  phrase: TargetPhrase | null;
  /** The text the word is in (the ability's, or the chosen mode's). */
  text?: string;
}

/**
 * The "target" words of an ability's text with their phrases (`res.targetPhrases`); for a modal one, its own
 * (before the modes) and those of the chosen modes, in the order chosen (700.2c). Null when a number can't be told.
 */
export function wordsOf(text: string, res: Resolution | undefined, modes: readonly number[] | undefined, x?: number): Worded[] | null {
  const modal = res?.modal;
  const parts: [string, Resolution | undefined][] =
    modal && modes
      ? [
          // The text before the modes: before the first bullet, or a spree mode's "+ {cost} —" (702.172a).
          [text.split(/•|\n\+\s*\{/)[0] ?? '', undefined],
          ...modes.map((m): [string, Resolution | undefined] => [modal.modes[m - 1]?.text ?? '', modal.modes[m - 1]?.resolve]),
        ]
      : [[text, res]];
  const out: Worded[] = [];
  for (const [t, r] of parts) {
    const words = targetWords(t, x);
    if (words === null) return null;
    for (const word of words)
      out.push({ word, phrase: r?.targetPhrases?.[word[2]] ?? (word[2] >= 0 ? nounPhrase(t, word[2]) : null), text: t });
  }
  return out;
}

const count = (n: number) => `${n === Number.POSITIVE_INFINITY ? 'any number of' : n} target${n === 1 ? '' : 's'}`;

/**
 * 601.2c, 115.3: the targets given fit the words — as many as they take, all the required ones, none chosen
 * twice for one word, each one `legal` for its word's phrase. `at` is the index of the target at fault (or -1:
 * the list). Null when they fit.
 */
export function targetsMisfit(
  words: readonly Worded[],
  given: readonly string[],
  what: string,
  legal: (i: number, phrase: TargetPhrase | null) => string | null,
): { at: number; message: string } | null {
  const min = words.reduce((n, w) => n + w.word[0], 0);
  const max = words.reduce((n, w) => n + w.word[1], 0);
  const takes = `${what} takes ${min === max ? count(min) : max === Number.POSITIVE_INFINITY ? `${count(min)} or more` : `${min} to ${count(max)}`}`;
  if (given.length > max) return { at: max, message: `${takes}, and ${given.length} are given (601.2c, 115.1)` };
  if (given.length < min)
    return {
      at: -1,
      message: `${takes}, and ${given.length} ${given.length === 1 ? 'is' : 'are'} given: each required target is chosen as it is cast (601.2c)`,
    };
  // Each word takes as many of the targets left as it can, leaving the later words their fewest.
  let first = 0;
  let rest = min;
  for (const { word, phrase } of words) {
    rest -= word[0];
    const mine = Math.min(word[1], given.length - first - rest);
    for (let k = first; k < first + mine; k++) {
      if (given.indexOf(given[k] as string, first) < k)
        return {
          at: k,
          message: `"${given[k]}" is chosen twice for one instance of the word "target" of ${what} (115.3: only different instances may choose the same one)`,
        };
      const problem = legal(k, phrase);
      if (problem) return { at: k, message: problem };
    }
    first += mine;
  }
  return null;
}
