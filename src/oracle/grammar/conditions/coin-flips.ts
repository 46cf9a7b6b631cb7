/**
 * Coin flips (grammar.md § Coin flips), 705:
 *   if-flip := if you win the flip | if you lose the flip             {coinFlips: won|lost, coins: 1}
 *            | if both coins come up heads | if both coins come up tails   {coinFlips: heads|tails, coins: 2}
 * The engine flips no coins: the results are the scenario's `choices.flips` (705.2: a flip a player
 * calls is won or lost; 705.3: a flip nobody calls comes up heads or tails).
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Cursor } from '../cursor/cursor.js';

/** The condition of a leading "If you win the flip"; the cursor is left after it (before the comma). */
export function ifCoinFlip(c: Cursor): Filter | undefined {
  return c.attempt((c2): Filter | undefined => {
    if (c2.accept('if you win the flip')) return { coinFlips: 'won', coins: 1 };
    if (c2.accept('if you lose the flip')) return { coinFlips: 'lost', coins: 1 };
    if (c2.accept('if both coins come up heads')) return { coinFlips: 'heads', coins: 2 };
    if (c2.accept('if both coins come up tails')) return { coinFlips: 'tails', coins: 2 };
    return undefined;
  });
}

/**
 * 706: a die-roll table's line "N —" / "N-M —" (the result of the die rolled as the ability resolved, 706.2): the
 * line's effect applies when the result is in that range (`choices.rolls`). The cursor is left after the dash.
 */
export function dieRollLine(c: Cursor): Filter | undefined {
  return c.attempt((c2): Filter | undefined => {
    const lo = c2.peek();
    if (lo?.k !== 'num') return undefined;
    c2.next();
    let hi = lo.n;
    const dash = c2.peek();
    if (dash?.k === 'word' && (dash.v === '-' || dash.v === '–')) {
      c2.next();
      const h = c2.peek();
      if (h?.k !== 'num') return undefined;
      c2.next();
      hi = h.n;
    }
    if (!c2.accept('—') || hi < lo.n) return undefined;
    return { rolled: [lo.n, hi] };
  });
}
