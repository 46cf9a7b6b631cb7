/**
 * Card files the reader opens in the page (Scryfall's `oracle_cards` bulk array, a list
 * object or one card): indexed in memory by src/cards (a memory byte source — the same
 * scanner the CLI uses on disk), kept only in memory, and given to the loader as the CLI's
 * `--cards` are: looked up after the scenario's own cards, before the catalog. Indexing a file
 * (card-open.ts) comes with oracle.js.
 */
import type { CardFileSource } from '../../src/cards/source.js';
import type { Result } from '../../src/scenario/index.js';
import { invalid } from '../../src/scenario/problems.js';
import type { CardSource } from '../../src/scenario/types.js';

export interface OpenedCards {
  /** The file name, as the reader's system gave it. */
  name: string;
  source: CardFileSource;
  /** Cards in the file (entries of its index). */
  count: number;
}

/** A card found by the search: which file, which entry, its name and (front face's) type line. */
export interface FoundCard {
  name: string;
  file: string;
  typeLine: string;
  /** An instant or sorcery: it is cast, not put onto the battlefield. */
  isSpell: boolean;
}

const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** The card files open in the page, in the order opened (a file opened again replaces the old one). */
export class CardShelf {
  private files: OpenedCards[] = [];

  get list(): readonly OpenedCards[] {
    return this.files;
  }

  add(opened: OpenedCards): void {
    this.files = [...this.files.filter((f) => f.name !== opened.name), opened];
  }

  remove(name: string): void {
    this.files = this.files.filter((f) => f.name !== name);
  }

  /** For the loader's `cardFiles`: every open file, as `--cards` gives them. */
  sources(): CardSource[] {
    return this.files.map((f) => f.source);
  }

  /**
   * For the loader's `openCards`: a scenario's `cards: FILE` finds the open file of that name
   * (the page reads no disk); another name is reported where the scenario writes it.
   */
  opener(): (path: string) => Result<CardSource> {
    return (path) => {
      const found = this.files.find((f) => f.name === baseName(path));
      if (found !== undefined) return { ok: true, value: found.source };
      const open = this.files.map((f) => JSON.stringify(f.name)).join(', ');
      const message = `cannot read the card file: it is not open in the page (open it under “Card files”${open === '' ? '' : `; open: ${open}`})`;
      return invalid([{ file: path, line: 1, col: 1, path: '', message }], 'unreadable');
    };
  }

  /** Every card name of every open file, faces included (for completion). */
  names(): string[] {
    return this.files.flatMap((f) => f.source.names.names());
  }

  /** Cards whose name (or a face's) contains `query`, file by file; `total` counts them all, `cards` holds the first `limit`. */
  search(query: string, limit: number): { total: number; cards: FoundCard[] } {
    const cards: FoundCard[] = [];
    let total = 0;
    for (const f of this.files) {
      const hits = f.source.search(query);
      total += hits.length;
      for (const i of hits) {
        if (cards.length >= limit) break;
        const entry = f.source.file.entries[i];
        if (entry === undefined) continue;
        // Only the cards shown are parsed, for their type line.
        const data = f.source.data(i);
        const typeLine = data.ok ? (data.value.type_line ?? data.value.card_faces?.[0]?.type_line ?? '') : '';
        const front = typeLine.split('//')[0] ?? '';
        cards.push({ name: entry.name, file: f.name, typeLine, isSpell: /\b(?:Instant|Sorcery)\b/.test(front) });
      }
    }
    return { total, cards };
  }
}
