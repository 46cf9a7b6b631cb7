/**
 * The explanation of an evaluation, as plain data (built while the pass runs, so it
 * can never disagree with the answer).
 */
import type { PlayerId } from '../model/objects.js';

/** A layer or sublayer of 613.1-613.4 (`7c`), or `players` / `rules` for effects on players and the game's rules. */
export type LayerId = '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d' | 'players' | 'rules';
/** The layers and sublayers of 613.1-613.4 in the order applied, then the player and rules effects. */
export const LAYERS: readonly LayerId[] = ['1a', '1b', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d', 'players', 'rules'];

/** The rule number of each layer (613.1a …). */
export const LAYER_RULES: Record<LayerId, string> = {
  '1a': '613.2a copy effects',
  '1b': '613.2b face-down (708.2)',
  '2': '613.1b control-changing effects',
  '3': '613.1c text-changing effects (612)',
  '4': '613.1d type-changing effects',
  '5': '613.1e color-changing effects',
  '6': '613.1f ability-adding and -removing effects, keyword counters',
  '7a': '613.4a characteristic-defining abilities that define power/toughness',
  '7b': '613.4b effects that set power/toughness',
  '7c': '613.4c effects and counters that modify power/toughness',
  '7d': '613.4d effects that switch power and toughness',
  players: '613.10 effects on players',
  rules: '613.11 effects on the rules of the game',
};

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
  colors: string[];
  types: string[];
  subtypes: string[];
  supertypes: string[];
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
