/**
 * Object ids (scenario-format.md, "Objects"): the card name lower-cased, apostrophes
 * dropped, every other run of non-alphanumerics turned into `-`, trimmed; a second copy
 * gets `-2`, a third `-3`, ...
 */

/**
 * `Mishra's Factory` → `mishras-factory`, `Urborg, Tomb of Yawgmoth` → `urborg-tomb-of-yawgmoth`.
 * Letters and digits of any script count as alphanumeric (`Lim-Dûl` → `lim-dûl`).
 */
export function defaultId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'object' : slug;
}

/** Ids that can never name an object: they are keys of `expect` with another meaning. */
export const RESERVED_IDS: readonly string[] = ['players', 'rules'];

/** The ids known at one point of the event list, in the order they were introduced. */
export class IdRegistry {
  private readonly ids = new Map<string, string>();
  /** The next suffix to try per default id: a thousand Forests take linear time, not quadratic. */
  private readonly nextSuffix = new Map<string, number>();

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** The name of the card the id was given to. */
  cardOf(id: string): string | undefined {
    return this.ids.get(id);
  }

  all(): string[] {
    return [...this.ids.keys()];
  }

  /** How many ids are known (the first `size` of `all()` are those known at a point). */
  get size(): number {
    return this.ids.size;
  }

  /** The default id for the next object with this card name. */
  fresh(cardName: string): string {
    const base = defaultId(cardName);
    if (!this.ids.has(base)) return base;
    for (let n = this.nextSuffix.get(base) ?? 2; ; n++) {
      const id = `${base}-${n}`;
      if (!this.ids.has(id)) {
        this.nextSuffix.set(base, n + 1);
        return id;
      }
    }
  }

  add(id: string, cardName: string): void {
    this.ids.set(id, cardName);
  }
}
