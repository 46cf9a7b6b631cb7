/**
 * Combat relations as noun-phrase tails (grammar.md § Combat relations): whom an attacking
 * creature attacks (506.2, 508.1b) and which attacker a blocking creature blocks (509.1a).
 *   combatTail := [that is | that 's | that are] attacking (you | a player | an opponent | one of your opponents)
 *               | [that is | that 's | that are] blocking (it | that creature | SELF)
 *               | [that is | that 's | that are] blocked by (it | that creature | SELF)
 *   combatCond := N or more <objects> are blocking (it | SELF)     ("as long as two or more creatures are blocking it")
 *               | (it | SELF) is (blocking or blocked by | blocking | blocked by) (a | an) <object>
 * "attacking you" is the player, not a planeswalker they control (506.2: a creature attacks a player or
 * a planeswalker or battle), so `{ attacks: 'you' }` doesn't match an attacker of your planeswalker.
 */
import type { Filter, RelatedObject } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

/** The object "it" names, as a filter compares with it (filters.ts relatedOf). */
export function itObject(c: Cursor, ctx: ParseContext): RelatedObject | undefined {
  if (c.accept('SELF')) return 'source';
  if (c.acceptAny('it', 'that creature') === undefined) return undefined;
  const sel: Selector | undefined = ctx.it;
  if (sel === undefined) return undefined;
  if ('self' in sel) return 'source';
  if ('attached' in sel) return 'attached';
  if ('target' in sel && sel.target === 0) return 'target';
  // 608.2c: the triggering (or chosen) object, fixed with the effect's values as it resolves (611.2b).
  if ('chosenObject' in sel && sel.chosenObject === 'object' && !sel.where) return 'object';
  return undefined;
}

export function combatTail(c: Cursor, ctx: ParseContext): Filter | undefined {
  return c.attempt((c2) => {
    c2.acceptAny('that is', "that 's", 'that are');
    if (c2.accept('attacking')) {
      if (c2.accept('you')) return { attacks: 'you' };
      if (c2.acceptAny('one of your opponents', 'an opponent', 'your opponents') !== undefined) return { attacks: 'opponent' };
      if (c2.accept('a player')) return { attacks: 'any' };
      return undefined;
    }
    if (c2.accept('blocking')) {
      const to = itObject(c2, ctx);
      return to === undefined ? undefined : { blocks: to };
    }
    if (c2.accept('blocked by')) {
      const by = itObject(c2, ctx);
      return by === undefined ? undefined : { blockedBy: by };
    }
    return undefined;
  });
}
