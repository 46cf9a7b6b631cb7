/**
 * Soulbond's static half (702.95): what the pair has while the source is paired.
 *   paired := As long as SELF is paired with another creature , (both creatures | each of those creatures) <predicates>
 * "As long as this creature is paired with another creature, both creatures have haste." (Lightning Mauler)
 * → the source and the creature paired with it (`{pairedWith: 'source'}`), while one is (702.95e ends it).
 */

import type { StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { predicates } from '../../predicates/predicates.js';

const PARTNER: Filter = { pairedWith: 'source' };

export function pairedStatic(c: Cursor, ctx: ParseContext): StaticEffectDef[] | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('as long as SELF is paired with another creature ,')) return undefined;
    if (c2.acceptAny('both creatures', 'each of those creatures') === undefined) return undefined;
    const affects = { all: { or: [{ is: 'source' }, PARTNER] } } as const satisfies StaticEffectDef['affects'];
    ctx.it = affects;
    const ops = predicates(c2, ctx);
    if (ops === undefined || !c2.done) return undefined;
    return [{ affects, ops, condition: { count: PARTNER, gte: 1 } }];
  });
}
