/**
 * A validated scenario: the file's events in order, each ready to hand to the core, with
 * its place in the file. Everything is plain data.
 */

import type { ActivateSpec, CastSpec, EnterSpec, MergeSpec, StatusAction } from '../core/index.js';
import type { CardDef } from '../core/model/objects.js';
import type { Zone } from '../core/model/terms.js';
import type { TurnRecord } from '../core/model/turn-counts.js';
import type { Invalid } from './problems.js';

/** Where something is written in the scenario file. */
export interface Loc {
  path: string;
  line: number;
  col: number;
}

/** What the core's actions take (enterObjects, castSpell, activateAbility). */
export type { ActivateSpec, CastSpec, EnterSpec, MergeSpec, StatusAction } from '../core/index.js';

/**
 * Places inside one event, for errors the core finds while replaying: keyed by the core's
 * path relative to the request (`modes[1]`, `targets[2]`, `tokens`, `[0]`, `[1].attacking`).
 */
export type SubLocs = Record<string, Loc>;

/** One event of a scenario, ready to hand to the core (`applyAction`), with its place in the file. */
export type Step =
  /** `setup`: a `battlefield` entry, the position the scenario starts from (not counted as entering this turn). */
  | { kind: 'enter'; loc: Loc; specs: EnterSpec[]; sub?: SubLocs; setup?: boolean }
  | { kind: 'cast'; loc: Loc; spec: CastSpec; sub?: SubLocs }
  | { kind: 'activate'; loc: Loc; spec: ActivateSpec; sub?: SubLocs }
  | { kind: 'life'; loc: Loc; player: string; amount: number }
  | { kind: 'combat'; role: 'attack' | 'block'; loc: Loc; objects: string[]; sub: SubLocs; defending?: string; blocks?: string }
  | { kind: 'endCombat'; loc: Loc }
  | { kind: 'counters'; loc: Loc; object: string; counters: Record<string, number> }
  | { kind: 'attach'; loc: Loc; object: string; to: string }
  | { kind: 'move'; loc: Loc; object: string; zone: Zone; controller?: string }
  | { kind: 'status'; action: StatusAction; loc: Loc; object: string }
  | { kind: 'gainControl'; loc: Loc; object: string; player: string }
  | { kind: 'endTurn'; loc: Loc }
  | { kind: 'mutate'; loc: Loc; spec: MergeSpec }
  | { kind: 'resolve'; loc: Loc; id?: string }
  | { kind: 'dayNight'; loc: Loc; which: 'day' | 'night' }
  | { kind: 'door'; loc: Loc; object: string; door: string; lock?: boolean; sub: SubLocs }
  | { kind: 'expect'; loc: Loc; index: number; checks: Check[] };

/** What an expectation is about. */
export type Subject = { kind: 'object'; id: string } | { kind: 'player'; name: string } | { kind: 'rules' };

/** One asserted field: `grizzly-bears.power = 5`. Lists compare as sets; `has`/`lacks` read abilities. */
export interface Check {
  subject: Subject;
  field: string;
  expected: unknown;
  loc: Loc;
}

/** A validated scenario: its players and starting position, and its events as steps ready for the core. */
export interface Scenario {
  file: string;
  /** Compile warnings of the cards this scenario names that were compiled from Oracle text (card files). */
  warnings: CardWarning[];
  title: string | null;
  source: string | null;
  players: string[];
  activePlayer: string;
  /** 103.4: each player's starting life total (default 20). */
  startingLife: number;
  /** Life totals at the start, where they differ from startingLife. */
  life: Record<string, number>;
  /** Addition: turn history before the first event, per player (core/history.ts). */
  thisTurn?: Record<string, TurnRecord>;
  /** Addition: player designations for the rest of the game (core/state.ts PLAYER_DESIGNATIONS). */
  designations?: Record<string, ('citysBlessing' | 'enduringStory')[]>;
  /** Addition: it is day or night (731.1) at the start; absent, neither. */
  dayNight?: 'day' | 'night';
  steps: Step[];
}

/** Where the loader gets catalog cards from (the catalog module, or anything like it). */
export interface CardSource {
  /** The card of that name, or undefined. */
  findCard(name: string): CardDef | undefined;
  /** Up to `n` known names closest to `name`, for "did you mean". */
  suggestCards(name: string, n?: number): string[];
  /**
   * Optional, for sources whose cards are compiled from card data (src/cards): the card with
   * its compile warnings, the card with the back face up (`face: back`), or the card data's
   * own problems (located in the card file). Undefined when the name is unknown.
   */
  lookup?(name: string): CardLookup | undefined;
}

/** A sentence of a card's Oracle text that could not be compiled (CompileReport.warnings). */
export interface CardWarning {
  card: string;
  sentence: string;
  why: string;
}

/** What `CardSource.lookup` finds for a name: the card with its compile warnings. */
export interface CardFound {
  card: CardDef;
  warnings: readonly CardWarning[];
  /** Why `face: back` doesn't fit this card, when its layout says so. */
  backFaceError?: string;
}

/** What `CardSource.lookup` finds for a name: the card, or the problems of its card data. */
export type CardLookup = { ok: true; value: CardFound } | Invalid;
