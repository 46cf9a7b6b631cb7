/** The effect language's selector: which objects or players an effect applies to. */

import type { Zone } from '../../model/terms.js';
import type { Filter } from './filters-and-values.js';
import type { PlayerRef } from './references.js';

/** Which objects or players an effect applies to (611.2c, 611.3a). */
export type Selector =
  | { self: true; where?: Filter }
  | { attached: true; where?: Filter }
  | { target: number; where?: Filter }
  | { targets: true; where?: Filter }
  /** The object chosen (not targeted) as the spell resolved: `choices.copyOf` (Cytoshape). */
  | { chosenObject: 'copyOf'; where?: Filter }
  /**
   * The object the text calls "it" / "that creature" that is neither a target nor the source
   * (608.2c): the triggering object ("Whenever a creature you control attacks alone, it gains …"),
   * or the object chosen or put onto the battlefield as it resolved ("Choose a creature you
   * control. It gains …", 400.7j): `choices.object`.
   */
  | { chosenObject: 'object'; where?: Filter }
  /** Every object matching; zones default to the battlefield. */
  | { all: Filter; zones?: Zone[] | 'all' }
  /** The tokens this resolution created (608.2c, 111.1): "It gains haste", "Those tokens get +1/+1". */
  | { createdTokens: true; where?: Filter }
  | { players: PlayerRef }
  | { game: true };
