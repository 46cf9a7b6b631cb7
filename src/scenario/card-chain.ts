/**
 * Where a scenario's card names are looked up, in order (scenario-format.md, "Card data"):
 * the cards defined inline earlier in the same file, then the card files (the scenario's own
 * `cards:`, then those given to the whole run), then the catalog. Suggestions for an unknown
 * name come from all of them.
 */
import { closestNames } from '../cards/names.js';
import type { CardDef } from '../core/model/objects.js';
import type { CompiledCard, ScryfallCard } from '../oracle/types.js';
import type { CardLookup, CardSource, CardWarning } from './types.js';

const norm = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export class CardChain implements CardSource {
  private readonly inline = new Map<string, CardDef>();
  /** Compile warnings of the cards found so far, each card once, in the order first named. */
  readonly warnings: CardWarning[] = [];
  private readonly warned = new Set<string>();

  /**
   * @param compile reads inline cards' Oracle lines (LoadOptions.compile); without it they are
   *   read as the catalog reads Oracle text.
   */
  constructor(
    private readonly sources: readonly CardSource[],
    readonly compile?: (card: ScryfallCard) => CompiledCard,
  ) {}

  /** An inline definition: later references by name in the same file find it first. */
  define(card: CardDef, warnings: readonly CardWarning[] = []): void {
    if (!this.inline.has(norm(card.name))) this.inline.set(norm(card.name), card);
    this.note(card.name, warnings);
  }

  lookup(name: string): CardLookup | undefined {
    const own = this.inline.get(norm(name));
    if (own !== undefined) return { ok: true, value: { card: own, warnings: [] } };
    for (const source of this.sources) {
      const r = source.lookup?.(name);
      if (r !== undefined) {
        if (r.ok) this.note(r.value.card.name, r.value.warnings);
        return r;
      }
      if (source.lookup === undefined) {
        const card = source.findCard(name);
        if (card !== undefined) return { ok: true, value: { card, warnings: [] } };
      }
    }
    return undefined;
  }

  findCard(name: string): CardDef | undefined {
    const r = this.lookup(name);
    return r?.ok ? r.value.card : undefined;
  }

  suggestCards(name: string, n = 3): string[] {
    const candidates = [...this.inline.values()].map((c) => c.name);
    for (const source of this.sources) candidates.push(...source.suggestCards(name, n));
    if (this.sources.length <= 1 && this.inline.size === 0) return candidates.slice(0, n);
    // Re-rank the candidates of all sources together (each source ranked its own).
    return closestNames(name, candidates, n);
  }

  private note(card: string, warnings: readonly CardWarning[]): void {
    if (this.warned.has(card)) return;
    this.warned.add(card);
    this.warnings.push(...warnings);
  }
}
