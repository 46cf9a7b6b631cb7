/** What one static sentence contributes: effects, an ability as derived, or a change to the previous sentence. */
import type { AbilityDef, Filter, StaticEffectDef } from '../../../../core/effects/types.js';

export type StaticResult =
  | { kind: 'effects'; effects: StaticEffectDef[]; cda?: boolean }
  | { kind: 'ability'; ability: AbilityDef }
  /** Modifies the previous sentence's effect ("The same is true for …"). */
  | { kind: 'sameIsTrue'; spell: Filter; card: Filter };
