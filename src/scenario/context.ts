/**
 * The loader's working state while it walks the file in order: problems found so far,
 * ids known at this point, players, and the active player (it changes at `endTurn`).
 */
import type { z } from 'zod';
import type { CardDef } from '../core/model/objects.js';
import type { CardChain } from './card-chain.js';
import { IdRegistry, RESERVED_IDS } from './ids.js';
import { MAX_COLLECTED_PROBLEMS } from './limits.js';
import type { SourcePositions } from './positions.js';
import { formatPath, type PathSeg, type Problem } from './problems.js';
import { closest, didYouMean } from './suggest.js';
import type { Loc } from './types.js';
import { zodProblems } from './zod-issues.js';

interface PendingRef {
  id: string;
  path: PathSeg[];
  at: 'key' | 'value';
  /** How many ids were known at the reference (a prefix of `ids.all()`). */
  known: number;
  players: boolean;
}

export class LoadContext {
  readonly problems: Problem[] = [];
  /** Problems found beyond MAX_COLLECTED_PROBLEMS: counted, not located (bounded time on huge bad files). */
  dropped = 0;
  readonly ids = new IdRegistry();
  /** The card each id was given to, where known (to read an object's printed abilities: modes, tokens). */
  readonly cardsById = new Map<string, CardDef>();
  /** Ids given to spells and abilities put on the stack (`stack: true`), for `resolve: ID`. */
  readonly stackIds = new Set<string>();
  private readonly introducedAt = new Map<string, string>();
  private readonly unknownRefs: PendingRef[] = [];
  private active: number;

  constructor(
    readonly file: string,
    private readonly positions: SourcePositions,
    readonly cards: CardChain,
    readonly players: string[],
    activePlayer: string,
  ) {
    this.active = Math.max(0, players.indexOf(activePlayer));
  }

  get activePlayer(): string {
    return this.players[this.active] ?? this.players[0] ?? 'you';
  }

  /** `endTurn`: the next player in `players` becomes active. */
  nextTurn(): void {
    this.active = (this.active + 1) % Math.max(1, this.players.length);
  }

  loc(path: readonly PathSeg[], at: 'key' | 'value' = 'value'): Loc {
    const { line, col } = this.positions.locate(path, at);
    return { path: formatPath(path), line, col };
  }

  report(path: readonly PathSeg[], message: string, at: 'key' | 'value' = 'value'): void {
    if (this.problems.length >= MAX_COLLECTED_PROBLEMS) {
      this.dropped += 1;
      return;
    }
    const { line, col } = this.positions.locate(path, at);
    this.problems.push({ file: this.file, line, col, path: formatPath(path), message });
  }

  /** Validates `value` at `path`; on failure reports every issue and returns undefined. */
  parse<T>(schema: z.ZodType<T>, value: unknown, path: readonly PathSeg[]): T | undefined {
    const r = schema.safeParse(value, { reportInput: true });
    if (r.success) return r.data;
    for (const p of zodProblems(r.error, path)) this.report(p.path, p.message, p.at);
    return undefined;
  }

  /** A new object id; reports duplicates and reserved names. */
  declare(id: string, cardName: string, path: readonly PathSeg[], explicit: boolean): void {
    const where = explicit ? [...path, 'id'] : path;
    if (this.ids.has(id)) {
      this.report(
        where,
        `duplicate id ${JSON.stringify(id)}: already used at ${this.introducedAt.get(id)} (give this object another \`id\`)`,
      );
      return;
    }
    if (id === '__proto__') this.report(where, 'the id "__proto__" cannot be used (JavaScript objects reserve it); choose another `id`');
    else if (RESERVED_IDS.includes(id))
      this.report(where, `the id ${JSON.stringify(id)} is reserved (it is a key of \`expect\`); choose another \`id\``);
    else if (this.players.includes(id)) this.report(where, `the id ${JSON.stringify(id)} is a player's name; choose another \`id\``);
    this.ids.add(id, cardName);
    this.introducedAt.set(id, formatPath(path));
  }

  /** An id that must name an object known at this point (or a player, when `players`). */
  refId(id: string, path: readonly PathSeg[], at: 'key' | 'value' = 'value', players = false): boolean {
    if (this.ids.has(id) || (players && this.players.includes(id))) return true;
    this.unknownRefs.push({ id, path: [...path], at, known: this.ids.size, players });
    return false;
  }

  refPlayer(name: string, path: readonly PathSeg[], at: 'key' | 'value' = 'value'): boolean {
    if (this.players.includes(name)) return true;
    this.report(
      path,
      `unknown player ${JSON.stringify(name)} (players: ${this.players.join(', ')})${didYouMean(closest(name, this.players, 1))}`,
      at,
    );
    return false;
  }

  /** Reports unknown ids, now that it is known whether they are introduced later in the file. */
  finish(): void {
    const all = this.ids.all();
    for (const r of this.unknownRefs) {
      if (this.problems.length >= MAX_COLLECTED_PROBLEMS) {
        this.dropped += 1;
        continue;
      }
      const known = all.slice(0, r.known);
      const later = this.introducedAt.get(r.id);
      const what = r.players ? 'object or player' : 'object';
      if (later !== undefined) {
        this.report(r.path, `no ${what} ${JSON.stringify(r.id)} exists at this point: it is introduced later, at ${later}`, r.at);
      } else {
        const candidates = r.players ? [...known, ...this.players] : known;
        const hint =
          didYouMean(closest(r.id, candidates)) ||
          (known.length > 0
            ? ` (known ids here: ${known.slice(0, 8).join(', ')}${known.length > 8 ? ', ...' : ''})`
            : ' (no objects exist yet)');
        this.report(r.path, `unknown id ${JSON.stringify(r.id)}${hint}`, r.at);
      }
    }
  }
}
