/**
 * The explanation of an evaluation, as plain data (built while the pass runs, so it
 * can never disagree with the answer).
 */
import type { LayerId } from '../effects/layers.js';
import type { PlayerId } from '../model/objects.js';
import type { ReadonlyDeep } from '../model/readonly.js';
import type { CardType, Color, Supertype } from '../model/terms.js';

/** Why an effect depends on another (613.8a b). */
export type DependencyKind = 'existence' | 'text' | 'appliesTo' | 'whatItDoes';

/** A continuous effect as the trace names it: its key, source, wording, timestamp and kind. */
export interface EffectSummary {
  /** Unique within one evaluation: `static:urborg-tomb-of-yawgmoth:printed:0:0`, `floating:e3`, `counter:gray-ogre:+1/+1`. */
  key: string;
  /** The object that generated it, if any. */
  source: string | null;
  sourceName: string | null;
  /** Ability wording (or a description for counters and rules-generated effects). */
  text: string;
  /**
   * The timestamp that orders it (613.7). A static ability's effect shows its object's
   * timestamp (or the granting effect's, 613.7a); "12.1" is just after 12 (613.7n).
   */
  timestamp: string;
  cda: boolean;
  kind: 'static' | 'resolved' | 'counter' | 'faceDown' | 'copy';
}

/** Why a trace step is at its place in its layer: characteristic-defining ability (613.3), timestamp (613.7), dependency (613.8b) or a dependency loop. */
export type OrderReason =
  | { kind: 'cda'; rule: '613.3' | '613.4a' }
  | { kind: 'timestamp'; rule: '613.7' }
  | {
      kind: 'dependency';
      rule: '613.8b';
      dependsOn: { effect: string; text: string; because: DependencyKind; detail: string }[];
    }
  | { kind: 'loop'; rule: '613.8b'; loop: { effect: string; text: string; timestamp: string }[] };

/** One field of an object or player changed by a trace step: `field: before → after`. */
export interface Change {
  object: string;
  field: string;
  before: unknown;
  after: unknown;
}

/** One effect applied in a layer: why it is at this place, what it applied to and what it changed. */
export interface TraceStep {
  effect: EffectSummary;
  reason: OrderReason;
  /** Objects (or players) it applied to in this layer. */
  affected: string[];
  /** Older effects that depend on this one and so wait for it (613.8b): why it goes ahead of them. */
  aheadOf?: { effect: string; text: string; because: DependencyKind }[];
  /** 613.6: the set was fixed in an earlier layer of this pass. */
  setFixedIn?: LayerId;
  /** 611.2c: the set was locked when the resolved effect began. */
  lockedSet?: boolean;
  changes: Change[];
}

/** The effects applied in one layer, in order, and those that no longer existed when the layer was reached. */
export interface TraceLayer {
  layer: LayerId;
  rule: string;
  steps: TraceStep[];
  /** Effects that did not exist when this layer was reached (e.g. their ability was removed). */
  notApplied?: { effect: EffectSummary; why: string; removedBy?: { effect: string; text: string; because: DependencyKind } }[];
}

/** One player as evaluated: abilities, maximum hand size and life total. */
export interface PlayerResult {
  abilities: string[];
  maxHandSize: number | null;
  /** 119: the player's life total now. */
  life: number;
}

/** One object as evaluated: its characteristics after every layer, and its status (the JSON output of the scenario format). */
export interface ObjectResult {
  id: string;
  zone: string;
  timestamp: number;
  name: string | null;
  manaCost: string | null;
  manaValue: number;
  colors: Color[];
  /** The card types of 205.2a, as the type line writes them (`CardType`). */
  types: CardType[];
  subtypes: string[];
  supertypes: Supertype[];
  abilities: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  controller: PlayerId;
  owner: PlayerId;
  counters: Record<string, number>;
  tapped: boolean;
  faceDown: boolean;
  phasedOut: boolean;
  /** 506.4: attacking / blocking in the current combat. */
  attacking: boolean;
  blocking: boolean;
  transformed: boolean;
  /** 718.3b: it was cast prototyped (on the battlefield or the stack). */
  prototyped: boolean;
  /** 709.5c: a Room's unlocked halves, `left` and/or `right` (only on a Room on the battlefield). */
  unlocked?: ('left' | 'right')[];
  token: boolean;
  attachedTo: string | null;
}

/** The answer of `evaluate`: every object's characteristics and status, the players', the rules effects in force, and the trace. */
export interface EvaluationResult {
  objects: Record<string, ObjectResult>;
  players: Record<string, PlayerResult>;
  rules: string[];
  trace: TraceLayer[];
}

/** An evaluation that may be shared (`Evaluator.result()`, `evaluate(state, { freeze: true })`): read it, never change it. */
export type ReadonlyEvaluationResult = ReadonlyDeep<EvaluationResult>;
