/** "Did you mean ...?" for keys, ids, event kinds and other names. */
import { MAX_SUGGEST_LENGTH } from './limits.js';

/** Levenshtein distance, case-insensitive. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      cur.push(Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = cur;
  }
  return prev[y.length] ?? 0;
}

/** The candidates close enough to `word` to be a likely typo, best first (only the best-scoring ones). */
export function closest(word: string, candidates: Iterable<string>, n = 3): string[] {
  if (word.length > MAX_SUGGEST_LENGTH) return [];
  const w = word.toLowerCase();
  const limit = Math.max(2, Math.floor(w.length / 3));
  const scored: [string, number][] = [];
  for (const c of candidates) {
    if (c.length > MAX_SUGGEST_LENGTH) continue;
    const lower = c.toLowerCase();
    const d = lower.startsWith(w) || w.startsWith(lower) ? Math.min(1, distance(w, lower)) : distance(w, lower);
    if (d > limit) continue;
    // A shared beginning makes a typo likelier: "tapd" is "tapped" rather than "card".
    scored.push([c, d - (commonPrefix(w, lower) >= 2 ? 0.5 : 0)]);
  }
  const best = Math.min(...scored.map(([, s]) => s));
  return scored
    .filter(([, s]) => s === best)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([c]) => c);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** ` — did you mean "a" or "b"?`, or '' when nothing is close. */
export function didYouMean(options: readonly string[]): string {
  if (options.length === 0) return '';
  const quoted = options.map((o) => JSON.stringify(o));
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return ` — did you mean ${list}?`;
}
