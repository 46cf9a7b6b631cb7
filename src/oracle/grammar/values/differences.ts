/**
 * "The difference between …" (grammar.md § Values): the greater number minus the other, never negative.
 *
 *   difference := the difference between (its | SELF 's | that creature 's | enchanted creature 's) power and toughness
 *                                                           → {difference: [{power: s}, {toughness: s}]}
 *               | the difference between the chosen creatures 's powers      (two objects, choices.objects)
 *                                                           → {difference: [greatest, total − greatest]}
 *               | the difference between <value> and <value>
 *
 * "it gets +X/+X until end of turn, where X is the difference between its power and toughness" (Doran,
 * Besieged by Time: each object's own, fixed as it resolves, 608.2h); "… where X is the difference between the
 * chosen creatures' powers" (Spry and Mighty: of two creatures, the greater power minus the other).
 */
import type { Value, ValueSubject } from '../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

const POSSESSIVES: [string, ValueSubject][] = [
  ['its', 'affected'],
  ["SELF 's", 'source'],
  ["that creature 's", 'affected'],
  ["enchanted creature 's", 'affected'],
  ["equipped creature 's", 'affected'],
];

export function differenceValue(c: Cursor, ctx: ParseContext, value: (c: Cursor) => Value | undefined): Value | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('the difference between')) return undefined;
    for (const [phrase, s] of POSSESSIVES) {
      if (c2.accept(`${phrase} power and toughness`)) return { difference: [{ power: s }, { toughness: s }] };
    }
    const chosen = ctx.it;
    if (chosen !== undefined && 'all' in chosen && 'isChosen' in chosen.all) {
      for (const stat of ['power', 'toughness'] as const) {
        if (c2.accept(`the chosen creatures 's ${stat}s`)) {
          // Two objects: the greater number, and the total minus it (the other one).
          const greatest: Value = { greatest: stat, among: { isChosen: true }, zones: 'all' };
          const total: Value = { total: stat, among: { isChosen: true }, zones: 'all' };
          return { difference: [greatest, { sum: [total, { times: [greatest, -1] }] }] };
        }
      }
    }
    const a = value(c2);
    if (a === undefined || !c2.accept('and')) return undefined;
    const b = value(c2);
    return b === undefined ? undefined : { difference: [a, b] };
  });
}
