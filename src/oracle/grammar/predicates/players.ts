/**
 * Players as subjects (grammar.md § Players and spells):
 *   pkeyword := hexproof | shroud | protection from everything | protection from each of your opponents
 *               player abilities (702.11d, 702.18d, 702.16j, 702.16k)
 *   pstatic  := You have <pkeyword> | You have no maximum hand size for the rest of the game
 *             | the chosen player's | each opponent's maximum hand size is N          (402.2, 613.11)
 *   tail     += you cast                                          spells you control on the stack (601.2, 113.1a)
 */

import type { StaticEffectDef } from '../../../core/effects/language/abilities.js';
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { PlayerRef } from '../../../core/effects/language/references.js';
import type { Cursor } from '../cursor/cursor.js';
import { numberWord } from '../words/words.js';

/** A keyword a player can have, as the player's ability is named ("Protection from everything"). */
export function playerKeyword(c: Cursor): string | undefined {
  if (c.accept('hexproof')) return 'Hexproof';
  if (c.accept('shroud')) return 'Shroud';
  // 702.16j: "you have protection from everything"; 702.16k: protection from a player.
  if (c.accept('protection from everything')) return 'Protection from everything';
  if (c.accept('protection from each of your opponents')) return 'Protection from each of your opponents';
  return undefined;
}

/**
 * "The chosen player's maximum hand size is four", "Each opponent's maximum hand size is N", "Your maximum hand size is
 * reduced by four" / "increased by one" (402.2: added to the size the player has, `add`); with `size`, what it reads
 * after "is" instead of N ("equal to seven minus …", hand-size.ts).
 */
export function maxHandSizeOf(c: Cursor, size?: (c: Cursor) => Value | undefined): StaticEffectDef | undefined {
  return c.attempt((c2) => {
    let who: PlayerRef;
    if (c2.accept("the chosen player 's")) who = { chosen: 'player' };
    else if (c2.acceptAny("each opponent 's", "your opponents '", "your opponents 's") !== undefined) who = 'opponent';
    else if (c2.accept("each player 's")) who = 'any';
    else if (c2.accept("enchanted player 's")) who = 'enchanted';
    else if (size === undefined && c2.accept('your')) who = 'you';
    else return undefined;
    if (!c2.accept('maximum hand size is')) return undefined;
    if (size !== undefined) {
      const v = size(c2);
      return v !== undefined && c2.done ? { affects: { players: who }, ops: [{ op: 'maxHandSize', value: v }] } : undefined;
    }
    const sign = c2.accept('reduced by') ? -1 : c2.accept('increased by') ? 1 : 0;
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c2.word());
    if (n === undefined || (sign === 0 && who === 'you')) return undefined;
    c2.next();
    if (!c2.done) return undefined;
    if (sign !== 0) return { affects: { players: who }, ops: [{ op: 'maxHandSize', value: sign * n, add: true }] };
    return { affects: { players: who }, ops: [{ op: 'maxHandSize', value: n }] };
  });
}
