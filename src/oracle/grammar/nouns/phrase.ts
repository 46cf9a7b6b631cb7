/** What a noun phrase reads to: the objects it names (ObjectPhrase) and the subject of an effect (Subject). */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { PlayerRef } from '../../../core/effects/language/references.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { Zone } from '../../../core/model/terms.js';

export interface ObjectPhrase {
  filters: Filter[];
  plural: boolean;
  zones?: Zone[];
}

export function and(filters: Filter[]): Filter {
  return filters.length === 1 ? (filters[0] as Filter) : { and: filters };
}

export function filterOf(p: ObjectPhrase): Filter {
  return and(p.filters);
}
/** A noun phrase naming the objects or players an effect applies to (611.2c). */
export interface Subject {
  selector: Selector;
  /** Players rather than objects. */
  players?: PlayerRef;
  plural: boolean;
  /** Target count this phrase introduced. */
  targetCount?: number;
}
