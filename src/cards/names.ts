/**
 * Name lookup as Scryfall's exact-name lookup (`/cards/named?exact=`) does it: a card is
 * found by its full name or by one face's name ("Blex, Vexing Pest" finds "Blex, Vexing
 * Pest // Search for Blex"), ignoring case, accents and the kind of apostrophe. When two
 * objects share a name, a real card wins over tokens, art series and the like, then the first.
 */
import { editDistance } from '../catalog/index.js';
import type { IndexEntry } from './card-index.js';
import { NON_CARD_LAYOUTS } from './schema.js';

const PLAIN = /^[!-_a-~](?:[!-_a-~]| (?! ))*(?<! )$/;

/** Lower case, accents dropped, curly apostrophes and quotes straight, dashes plain, spaces collapsed. */
export function normalizeCardName(name: string): string {
  // Most names are plain ASCII with single spaces: only the case changes.
  if (PLAIN.test(name)) return name.toLowerCase();
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export interface NameMatch {
  /** Index of the entry in the file. */
  index: number;
  /** The face whose name matched, or undefined when the full name did. */
  face: number | undefined;
}

const isCard = (e: IndexEntry) => e.layout === undefined || !NON_CARD_LAYOUTS.includes(e.layout);

export class CardNames {
  private readonly byName = new Map<string, NameMatch>();

  constructor(private readonly entries: readonly IndexEntry[]) {
    entries.forEach((e, index) => {
      this.add(e.name, { index, face: undefined });
      e.faces.forEach((f, face) => {
        if (normalizeCardName(f) !== normalizeCardName(e.name)) this.add(f, { index, face });
      });
    });
  }

  private add(name: string, m: NameMatch): void {
    const key = normalizeCardName(name);
    const old = this.byName.get(key);
    if (old === undefined || (!isCard(this.entries[old.index] as IndexEntry) && isCard(this.entries[m.index] as IndexEntry)))
      this.byName.set(key, m);
  }

  find(name: string): NameMatch | undefined {
    return this.byName.get(normalizeCardName(name));
  }

  /** Entries whose name or a face's name contains `query` (case-insensitive), in file order. */
  search(query: string): number[] {
    const q = normalizeCardName(query);
    const out: number[] = [];
    this.entries.forEach((e, i) => {
      if (q === '' || [e.name, ...e.faces].some((n) => normalizeCardName(n).includes(q))) out.push(i);
    });
    return out;
  }

  /** The `n` names closest to `name`, closest first, scored as the catalog scores them. */
  suggest(name: string, n = 3): string[] {
    return closestNames(name, this.names(), n);
  }

  names(): string[] {
    return this.entries.flatMap((e) => [e.name, ...e.faces]);
  }
}

/** Suggestions among `names`: edit distance, with a name containing the query counted as 1 (as the catalog does). */
export function closestNames(name: string, names: Iterable<string>, n = 3): string[] {
  if (n <= 0) return [];
  const query = normalizeCardName(name);
  const scored: { candidate: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const candidate of names) {
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    const norm = normalizeCardName(candidate);
    let score = Math.abs(norm.length - query.length) > 12 ? 99 : editDistance(query, norm);
    if (query.length >= 3 && norm.includes(query)) score = Math.min(score, 1);
    scored.push({ candidate, score });
  }
  scored.sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, n).map((s) => s.candidate);
}
