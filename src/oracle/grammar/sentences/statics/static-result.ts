/** What one static sentence contributes: effects, an ability as derived, or a change to the previous sentence. */
import type { AbilityDef, StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Zone } from '../../../../core/model/terms.js';

export type StaticResult =
  /** `zones`: where the ability functions, when the sentence says (113.6b, function-zone.ts). */
  | { kind: 'effects'; effects: StaticEffectDef[]; cda?: boolean; zones?: Zone[] }
  | { kind: 'ability'; ability: AbilityDef }
  /** Modifies the previous sentence's effect ("The same is true for …"). */
  | { kind: 'sameIsTrue'; spell: Filter; card: Filter };
