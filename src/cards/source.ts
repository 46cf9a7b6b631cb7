/**
 * A card file as a card source for the scenario loader: names are found as Scryfall finds
 * them (names.ts), and a named card is parsed and compiled from its Oracle text once
 * (memoised), with its compile warnings. Cards nobody names are never parsed.
 */
import type { CardDef } from '../core/model/objects.js';
import type { CompiledCard, CompileReport, ScryfallCard } from '../oracle/types.js';
import type { Result } from '../scenario/problems.js';
import type { CardFound, CardLookup, CardSource } from '../scenario/types.js';
import type { CardFile } from './file.js';
import { CardNames, type NameMatch } from './names.js';
import { type ScryfallCardData, toCompilerInput } from './schema.js';

/** Layouts whose halves are cast on their own (709.3b split, 715.3b Adventure): a half's name finds that half alone. */
const CAST_HALVES = ['split', 'adventure'];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export interface CompiledEntry {
  card: CardDef;
  report: CompileReport;
  layout: string | undefined;
}

export class CardFileSource implements CardSource {
  readonly names: CardNames;
  private readonly compiled = new Map<string, Result<CompiledEntry>>();

  /**
   * `compile` is the Oracle compiler (`compileCard`; tests may wrap it to see what the loader does
   * with its reports). It is a parameter so that a browser page can load the compiler only when a
   * card file is opened.
   */
  constructor(
    readonly file: CardFile,
    private readonly compile_: (card: ScryfallCard) => CompiledCard,
  ) {
    this.names = new CardNames(file.entries);
  }

  get name(): string {
    return this.file.file;
  }

  findCard(name: string): CardDef | undefined {
    const r = this.lookup(name);
    return r?.ok ? r.value.card : undefined;
  }

  suggestCards(name: string, n = 3): string[] {
    return this.names.suggest(name, n);
  }

  lookup(name: string): CardLookup | undefined {
    const m = this.names.find(name);
    return m === undefined ? undefined : this.resolve(m);
  }

  /** The card of a match: compiled once. */
  resolve(m: NameMatch): CardLookup {
    const r = this.compile(m);
    if (!r.ok) return r;
    const { card, report, layout } = r.value;
    const found: CardFound = { card, warnings: report.warnings };
    // Only a card file knows the layout: a transforming card enters back face up with `transformed` (712.14a).
    if (card.backFace !== undefined && layout !== 'modal_dfc' && layout !== 'flip')
      found.backFaceError = `${card.name} is a transforming double-faced card: it enters with its back face up with \`transformed: true\` (712.14a), not \`face: back\``;
    return { ok: true, value: found };
  }

  /** Card `index` (or, for a split or adventurer card, one half) compiled, memoised. */
  compile(m: NameMatch): Result<CompiledEntry> {
    const layout = this.file.entries[m.index]?.layout;
    const half = m.face !== undefined && CAST_HALVES.includes(layout ?? '') ? m.face : undefined;
    const key = `${m.index}:${half ?? ''}`;
    const known = this.compiled.get(key);
    if (known !== undefined) return known;
    const data = this.file.card(m.index);
    if (!data.ok) {
      this.compiled.set(key, data);
      return data;
    }
    const input = toCompilerInput(data.value);
    const faceInput = half === undefined ? undefined : input.card_faces?.[half];
    const { card, report } = this.compile_(faceInput === undefined ? input : { ...faceInput, layout: 'normal' });
    const r: Result<CompiledEntry> = { ok: true, value: { card: deepFreeze(card), report, layout } };
    this.compiled.set(key, r);
    return r;
  }

  /**
   * Entries whose name or a face's name contains `query` (case-insensitive); with
   * `everywhere`, also those whose type line or Oracle text does (every card is then parsed).
   */
  search(query: string, everywhere = false): number[] {
    if (!everywhere || query === '') return this.names.search(query);
    const q = query.toLowerCase();
    const byName = new Set(this.names.search(query));
    const out: number[] = [];
    for (let i = 0; i < this.file.entries.length; i++) {
      if (byName.has(i)) {
        out.push(i);
        continue;
      }
      const d = this.file.card(i);
      if (!d.ok) continue;
      const faces = d.value.card_faces ?? [d.value];
      if (faces.some((f) => `${f.type_line ?? ''}\n${f.oracle_text ?? ''}`.toLowerCase().includes(q))) out.push(i);
    }
    return out;
  }

  /** The card data of entry `index` (for `cards`, which shows the Oracle text as written). */
  data(index: number): Result<ScryfallCardData> {
    return this.file.card(index);
  }
}
