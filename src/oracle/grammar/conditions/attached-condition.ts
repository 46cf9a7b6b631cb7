/**
 * "as long as an Equipment named Groom's Finery is attached to a creature you control" (Bride's Gown):
 * some object of the second phrase has one of the first attached to it (301.5, 303.4).
 *   acond := (a | an) <phrase> is attached to (a | an) <phrase>   → count {<host>, attachedBy: <attachment>} ≥ 1
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';

export function attachedToCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('a', 'an') === undefined) return undefined;
    const attachment = objectPhrase(c2, ctx);
    if (attachment === undefined || attachment.zones !== undefined || !c2.accept('is attached to')) return undefined;
    if (c2.acceptAny('a', 'an') === undefined) return undefined;
    const host = objectPhrase(c2, ctx);
    if (host === undefined || host.zones !== undefined) return undefined;
    return { count: { and: [filterOf(host), { attachedBy: filterOf(attachment) }] }, gte: 1 };
  });
}
