/**
 * The compiler's input and output. Input: a card in Scryfall's card format (the objects
 * of the `oracle_cards` bulk file and of the `/cards` API), only the fields the compiler
 * reads. Output: the core's CardDef (effect-language data) and a CompileReport.
 */
import type { CardDef } from '../core/model/objects.js';
import type { ContinuousFamily } from './classify.js';

/** One face of a Scryfall card object (`card_faces[i]`). */
export interface ScryfallFace {
  name: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  colors?: string[];
  color_indicator?: string[];
}

/** A Scryfall card object: layouts transform, modal_dfc, adventure, split, flip, meld, normal, … */
export interface ScryfallCard extends ScryfallFace {
  oracle_id?: string;
  layout?: string;
  keywords?: string[];
  card_faces?: ScryfallFace[];
}

/** One ability paragraph of the card and what the compiler made of it. */
export interface SentenceReport {
  /** The face it is on. */
  face: string;
  /** The ability's Oracle text (reminder text removed). */
  text: string;
  /** Does the sentence create a continuous effect (by the documented classification, not by whether it compiled)? */
  continuous: boolean;
  /** For a continuous sentence that was not compiled: what its effect would change (classify.ts). */
  family?: ContinuousFamily;
  /** Was it compiled into effect-language data (not merely listed)? */
  compiled: boolean;
  /** Why not, when it wasn't. */
  why?: string;
  /** The sentence's shape with names, numbers and types abstracted, for the coverage histogram. */
  shape?: string;
}

/** A continuous-effect sentence the compiler could not read: the card, the sentence, why. */
export interface CompileWarning {
  card: string;
  sentence: string;
  why: string;
}

/** What the compiler made of one card: every ability sentence, and the warnings. */
export interface CompileReport {
  card: string;
  sentences: SentenceReport[];
  /** The sentences that create continuous effects and were not compiled: never silent. */
  warnings: CompileWarning[];
}

/** A compiled card: the core's definition, and the report of how each sentence was read. */
export interface CompiledCard {
  /** Always true: tells a compiled card from `compileCard`'s error for input that is not a card (a `Failure`). */
  ok: true;
  card: CardDef;
  report: CompileReport;
}
