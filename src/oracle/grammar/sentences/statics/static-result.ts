/** What one static sentence contributes: effects, an ability as derived, or a change to the previous sentence. */
import type { AbilityDef, StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';

export type StaticResult =
  | { kind: 'effects'; effects: StaticEffectDef[]; cda?: boolean }
  | { kind: 'ability'; ability: AbilityDef }
  /** Modifies the previous sentence's effect ("The same is true for …"). */
  | { kind: 'sameIsTrue'; spell: Filter; card: Filter };
