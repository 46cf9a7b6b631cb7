/** The predicate "gain(s) all activated abilities of <subject>" (608.2h; grammar.md § Choices as it resolves). */
import type { Op } from '../../../core/effects/language/abilities.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { subject } from '../subjects/subject.js';

/** "gains all activated abilities of target creature" (Quicksilver Elemental): resolving effects only. */
export function abilitiesOfPredicate(c: Cursor, ctx: ParseContext): Op[] | undefined {
  if (!ctx.resolving) return undefined;
  return c.attempt((c2) => {
    if (c2.acceptAny('gains', 'gain') === undefined || !c2.accept('all activated abilities of')) return undefined;
    const of = subject(c2, ctx);
    if (of === undefined || 'players' in of.selector || 'game' in of.selector) return undefined;
    return [{ op: 'addAbilitiesOf', of: of.selector, kinds: ['activated'] }];
  });
}
