/**
 * The effect language's words for a choice and a player: the choice made as the source entered or its
 * spell resolved (614.12, 608.2), and a player relative to the effect.
 */

import type { Color } from '../../model/terms.js';

/** A choice made as the source entered or its spell resolved (614.12, 608.2). */
export type ChoiceKind = 'color' | 'creatureType' | 'cardType' | 'landType' | 'basicLandType' | 'player' | 'x';
/** A word that is the choice made as the source entered or its spell resolved ("the chosen color", 614.12, 608.2). */
export interface ChosenRef {
  chosen: ChoiceKind;
}
/** A word of an effect (a subtype, a name), or the word chosen. */
export type Word = string | ChosenRef;
/** A colour, or the colour chosen. */
export type ColorWord = Color | ChosenRef;

/**
 * A player relative to an effect: `you` is the controller of the source (statics: its
 * current controller; resolved effects: the controller of the spell or ability).
 */
export type PlayerRef =
  | 'you'
  | 'opponent'
  | 'any'
  | 'active'
  /** 303.4, 702.5: "enchanted player" — the player the source (an Aura) is attached to. */
  | 'enchanted'
  | { chosen: 'player' }
  | { player: string }
  /**
   * "the player with the most life" / "the player with the lowest life total" (119): the one player whose
   * life total is greater (less) than each other player's — nobody when two or more are tied. With
   * `tied: 'chosen'`, only when two or more are tied: the one of them chosen (`choices.player`), as in
   * "If two or more players are tied for lowest life total, you choose one of them" (Loxodon Peacekeeper).
   * A resolved effect fixes the player as it resolves (608.2h).
   */
  | { lifeRank: 'most' | 'least'; tied?: 'chosen' };
