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
import type { Condition, Filter, RelatedObject, Selector } from '../../core/effects/types.js';
import type { ParseContext } from './context.js';
import type { Cursor } from './cursor.js';
import { filterOf, objectPhrase } from './nouns.js';
import { numberWord } from './words.js';

/** The object "it" names, as a filter compares with it (filters.ts relatedOf). */
function itObject(c: Cursor, ctx: ParseContext): RelatedObject | undefined {
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

/** "it is blocking or blocked by a Goblin or Orc" (Sting): some such creature it blocks, or that blocks it (509.1a). */
function blockingCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    const it = itObject(c2, ctx);
    if (it === undefined || !c2.accept('is')) return undefined;
    const which = c2.acceptAny('blocking or blocked by', 'blocking', 'blocked by');
    if (which === undefined || c2.acceptAny('a', 'an') === undefined) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined || p.plural || p.zones !== undefined) return undefined;
    const f = filterOf(p);
    const blocking: Condition = { count: { and: [f, { blockedBy: it }] }, gte: 1 };
    const blockedBy: Condition = { count: { and: [f, { blocks: it }] }, gte: 1 };
    if (which === 'blocking') return blocking;
    if (which === 'blocked by') return blockedBy;
    return { or: [blocking, blockedBy] };
  });
}

/** "two or more creatures are blocking it" (Rampaging Cyclops): a count of its blockers (509.1a). */
export function combatCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  const relation = blockingCondition(c, ctx);
  if (relation !== undefined) return relation;
  return c.attempt((c2) => {
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c2.word());
    if (n === undefined) return undefined;
    c2.next();
    if (!c2.accept('or more')) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined || !p.plural || p.zones !== undefined) return undefined;
    if (!c2.accept('are blocking')) return undefined;
    const to = itObject(c2, ctx);
    if (to === undefined) return undefined;
    return { count: { and: [filterOf(p), { blocks: to }] }, gte: n };
  });
}
