/** The effect language's conditions: "as long as …" and "if …". */

import type { Color, CostPaid, Zone } from '../../model/terms.js';
import type { Filter, Value } from './filters-and-values.js';
import type { PlayerRef } from './references.js';

/** 731.1: the game's day/night designation. */
export type DayNight = 'day' | 'night';

/** A condition of the effect language: "as long as …" (611.3a), "if …" (608.2c), combined with `and`, `or`, `not`. */
export type Condition =
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition }
  /** The source object matches (zone defaults to anywhere). */
  | { source: Filter }
  /** The effect's n-th target still matches. */
  | { target: number; filter: Filter }
  | { count: Filter; zones?: Zone[] | 'all'; gte?: number; lte?: number }
  | { compare: [Value, '<' | '<=' | '=' | '>=' | '>', Value] }
  /** The top card of the source controller's graveyard matches. */
  | { topOfGraveyard: Filter }
  /** The top card of the source controller's library matches (401.1; the card put into it last is on top). */
  | { topOfLibrary: Filter }
  /** "during your turn" (true) / "during an opponent's turn" or "not your turn" (false): 102.1, 500. */
  | { yourTurn: boolean }
  /** A player has a designation ("as long as you have the city's blessing", 702.131c; "an enduring story"). */
  | { designation: 'citysBlessing' | 'enduringStory'; player: PlayerRef }
  /** 731.1: "if it's night" — the game has that designation (neither, at first). */
  | { dayNight: DayNight }
  /** "as long as black is the most common color among all permanents or is tied for most common" (Goham Djinn). */
  | { mostCommonColor: Color }
  /**
   * The spell or ability was cast with this optional or additional cost paid (`choices.paid`), for an effect on
   * players, which has no object to test ("If this spell's additional cost was paid, … you have no maximum hand size").
   */
  | { costPaid: CostPaid }
  /** The object the source is attached to matches ("As long as enchanted land is a basic Mountain, …"). */
  | { attachedObject: Filter }
  /**
   * 608.2d: the alternative chosen as it resolved (`choices.option`, 1-based in the order written) is this one:
   * "gets +1/-1 or -1/+1" (Pemmin's Aura), "gains protection from artifacts or from the color of your choice".
   */
  | { option: number };
