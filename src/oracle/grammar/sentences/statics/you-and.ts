/**
 * A player and objects as one subject (grammar.md § Statics: lists, players with objects):
 *   youAnd := [As long as <cond> ,] you (, <phrase>)* [,] and <phrase> have <pkeyword>
 * "You, planeswalkers you control, and other creatures you control have hexproof." (Shalai, Voice of Plenty)
 * is two effects from one ability: the player's hexproof (702.11d) and the objects' (702.11a).
 */

import type { StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import { condition } from '../../conditions/conditions.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { filterOf } from '../../nouns/phrase.js';
import { playerKeyword } from '../../predicates/players.js';
import { keywordText } from '../../words/words.js';

export function youAndObjects(c: Cursor, ctx: ParseContext): StaticEffectDef[] | undefined {
  return c.attempt((c2) => {
    let cond: Condition | undefined;
    if (c2.accept('as long as')) {
      if (c2.peek()?.k === 'self') ctx.it = { self: true };
      cond = condition(c2, ctx);
      if (cond === undefined || !c2.accept(',')) return undefined;
    }
    if (!c2.accept('you')) return undefined;
    const objects: Filter[] = [];
    let last: string | undefined;
    for (;;) {
      const joiner = c2.acceptAny(', and', 'and', ',');
      if (joiner === undefined) break;
      last = joiner;
      const p = objectPhrase(c2, ctx);
      if (p === undefined || p.zones !== undefined) return undefined;
      objects.push(filterOf(p));
      if (joiner !== ',') break;
    }
    // The list must close with "and": "You, planeswalkers you control, and other creatures you control".
    if (objects.length === 0 || last === ',' || !c2.accept('have')) return undefined;
    const name = playerKeyword(c2);
    if (name === undefined || !c2.done) return undefined;
    const kw = keywordText(name.toLowerCase());
    if (kw === undefined || kw.keyword !== name.toLowerCase()) return undefined;
    const all: Filter = objects.length === 1 ? (objects[0] as Filter) : { or: objects };
    const effects: StaticEffectDef[] = [
      { affects: { players: 'you' }, ops: [{ op: 'playerAbility', abilities: [name] }] },
      { affects: { all }, ops: [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: kw.text, keyword: kw.keyword }] }] },
    ];
    if (cond !== undefined) for (const e of effects) e.condition = cond;
    return effects;
  });
}
