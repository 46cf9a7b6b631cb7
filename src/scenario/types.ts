/**
 * A validated scenario: the file's events in order, each ready to hand to the core, with
 * its place in the file. Everything is plain data.
 */
import type { ActivateSpec, CastSpec, EnterSpec, MergeSpec } from '../core/index.js';
import type { CardDef, Zone } from '../core/model.js';

/** Where something is written in the scenario file. */
export interface Loc {
  path: string;
  line: number;
  col: number;
}

/** What the core's actions take (enterObjects, castSpell, activateAbility). */
export type { ActivateSpec, CastSpec, EnterSpec, MergeSpec } from '../core/index.js';

export type StatusAction = 'tap' | 'untap' | 'turnFaceUp' | 'turnFaceDown' | 'transform' | 'phaseOut' | 'phaseIn';

export type Step =
  | { kind: 'enter'; loc: Loc; specs: EnterSpec[] }
  | { kind: 'cast'; loc: Loc; spec: CastSpec }
  | { kind: 'activate'; loc: Loc; spec: ActivateSpec }
  | { kind: 'counters'; loc: Loc; object: string; counters: Record<string, number> }
  | { kind: 'attach'; loc: Loc; object: string; to: string }
  | { kind: 'move'; loc: Loc; object: string; zone: Zone; controller?: string }
  | { kind: 'status'; action: StatusAction; loc: Loc; object: string }
  | { kind: 'gainControl'; loc: Loc; object: string; player: string }
  | { kind: 'endTurn'; loc: Loc }
  | { kind: 'mutate'; loc: Loc; spec: MergeSpec }
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

export interface Scenario {
  file: string;
  title: string | null;
  source: string | null;
  players: string[];
  activePlayer: string;
  steps: Step[];
}

/** Where the loader gets catalog cards from (the catalog module, or anything like it). */
export interface CardSource {
  findCard(name: string): CardDef | undefined;
  suggestCards(name: string, n?: number): string[];
}
