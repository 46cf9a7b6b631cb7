/**
 * Combat relations as conditions (grammar.md § Combat relations; the noun-phrase tails are nouns/combat-tails.ts):
 *   combatCond := N or more <objects> are blocking (it | SELF)     ("as long as two or more creatures are blocking it")
 *               | (it | SELF) is (blocking or blocked by | blocking | blocked by) (a | an) <object>
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { itObject } from '../nouns/combat-tails.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { numberWord } from '../words/words.js';

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
