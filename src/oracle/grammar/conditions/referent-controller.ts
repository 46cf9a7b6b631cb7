/** A condition on the controller of the referent (608.2c): "that opponent controls no other creatures". */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { subjectOf } from '../nouns/compared-tail.js';
import { objectPhrase } from '../nouns/object-phrase.js';

/**
 * "if that opponent controls no other creatures" (Skulking Killer): "that opponent" is the controller of the
 * referent (the first target); "other" is other than that referent. Checked as it resolves (608.2c).
 *
 *   controllerCond := that (opponent | player) controls no other <phrase>
 *                   → {count: {and: [<phrase>, {not: {is: 'target'}}, {shares: 'controller', with: 'target'}]}, lte: 0}
 */
export function referentControllerCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  // "Enchanted creature has intimidate as long as its controller controls no other creatures" (Predator's Gambit).
  if (!ctx.resolving && ctx.it !== undefined && 'attached' in ctx.it)
    return c.attempt((c2) => {
      if (!c2.accept('its controller controls no other')) return undefined;
      const p = objectPhrase(c2, ctx);
      if (p === undefined || p.zones !== undefined) return undefined;
      return { count: { and: [...p.filters, { not: { is: 'attached' } }, { shares: 'controller', with: 'attached' }] }, lte: 0 };
    });
  if (!ctx.resolving) return undefined;
  const who = subjectOf(ctx.it);
  if (who !== 'target' && who !== 'object') return undefined;
  return c.attempt((c2) => {
    if (c2.acceptAny('that opponent controls no other', 'that player controls no other') === undefined) return undefined;
    const saved = ctx.targets;
    const p = objectPhrase(c2, ctx);
    ctx.targets = saved;
    if (p === undefined || p.zones !== undefined) return undefined;
    const related = who === 'target' ? 'target' : 'object';
    return { count: { and: [...p.filters, { not: { is: related } }, { shares: 'controller', with: related }] }, lte: 0 };
  });
}
