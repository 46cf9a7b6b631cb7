/**
 * The scenario document `toScenario` writes: the format's top level, object entries and inline
 * cards as plain data (docs/scenario-and-cli.md), ready for `JSON.stringify` or a YAML writer.
 */

import type { AbilityDef } from '../core/effects/language/abilities.js';
import type { GameState } from '../core/model/state.js';

/** An inline card face as the format writes it (docs/scenario-and-cli.md, "Inline cards"). */
export interface InlineFaceDocument {
  name: string;
  typeLine: string;
  manaCost?: string;
  power?: number;
  toughness?: number;
  loyalty?: number;
  defense?: number;
  colorIndicator?: string[];
  abilities?: AbilityDef[];
}

/** An inline card: a face, with its back face. */
export interface InlineCardDocument extends InlineFaceDocument {
  backFace?: InlineFaceDocument;
  morph?: string;
}

/** One object entry of the document (a `battlefield` item), as the format spells it. */
export type ObjectDocument = { card: string | InlineCardDocument; id: string } & Record<string, unknown>;

/** A scenario document: plain data, ready for `JSON.stringify` or a YAML writer. */
export interface ScenarioDocument {
  players: string[];
  activePlayer: string;
  startingLife: number;
  life?: Record<string, number>;
  thisTurn?: GameState['thisTurn'];
  designations?: GameState['designations'];
  dayNight?: GameState['dayNight'];
  battlefield: ObjectDocument[];
  /**
   * `phaseIn` of the permanents written phased out so that "as enters" choices see the board they saw (702.26d,
   * phasedInLater), then `untap` of the permanents that entered tapped and were untapped since (614.1c: an entry would enter tapped
   * again), then the `turnFaceUp` of an entry written face down (below), then the keyword counters put on after
   * their object's timestamp, in the order they were put (613.7), and last the combat status: a `block` of the
   * blocking creatures, then an `attack` of the attacking ones (506.4, combatEvents).
   */
  events?: (
    | { phaseIn: string }
    | { untap: string }
    | { turnFaceUp: string }
    | { counters: Record<string, Record<string, number>> }
    | { block: string[] }
    | { attack: string[] }
  )[];
}
