/**
 * "Unless <player> pays <cost>, <effect>" (118.12): the effect happens only if nobody made that payment as
 * the ability resolved. The engine asks nobody to pay; the scenario says a payment was made with
 * `choices.paid: ['unless']`, and the effect's set is narrowed by `{not: {costPaid: 'unless'}}`:
 *
 *   unlessPaid := unless <payer> pays <mana> , <effect>
 *               | <effect> unless <payer> pays <mana>
 *   payer      := an opponent | any player | its controller | that player | that creature 's controller | you
 *   cost       := (pays | pay) <mana>… | (sacrifices | sacrifice | discards | discard) <a | an | N> <noun words>
 *
 * "At the beginning of your upkeep, target opponent gains control of this creature unless you sacrifice a land."
 * (Custody Battle's granted trigger): a cost that is not mana is paid or not alike (118.12).
 *
 * "Unless an opponent pays {2}, gain control of target artifact for as long as this creature remains on the
 * battlefield." (Scarwood Bandits).
 */
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { numberWord } from '../../words/words.js';

const PAYERS = ['an opponent', 'any player', 'its controller', 'that player', "that creature 's controller", 'you'];
const OBJECT_COSTS = ['sacrifices', 'sacrifice', 'discards', 'discard'];
const UNPAID: Filter = { not: { costPaid: 'unless' } };

/** "unless <payer> pays <mana>" at the cursor, consumed; false (cursor unchanged) otherwise. */
function unlessClause(c: Cursor): boolean {
  return (
    c.attempt((c2) => {
      if (!c2.accept('unless') || c2.acceptAny(...PAYERS) === undefined) return undefined;
      // 118.12: "unless you sacrifice a land": an object cost, the words of its noun up to the clause's end.
      if (c2.acceptAny(...OBJECT_COSTS) !== undefined) {
        const n = c2.peek();
        if (!(n?.k === 'num' || (n?.k === 'word' && (n.v === 'a' || n.v === 'an' || numberWord(n.v) !== undefined)))) return undefined;
        c2.next();
        let words = 0;
        while (c2.peek()?.k === 'word') {
          c2.next();
          words++;
        }
        return words > 0 ? true : undefined;
      }
      if (c2.acceptAny('pays', 'pay') === undefined) return undefined;
      let costs = 0;
      while (c2.peek()?.k === 'mana') {
        c2.next();
        costs++;
      }
      return costs > 0 ? true : undefined;
    }) === true
  );
}

export type EffectWhere<T> = (c: Cursor, ctx: ParseContext, where: Filter, allowInstead: boolean) => T | undefined;

export function unlessPaidSentence<T>(c: Cursor, ctx: ParseContext, effectWhere: EffectWhere<T>): T | undefined {
  return c.attempt((c2) => {
    if (unlessClause(c2)) return c2.accept(',') ? effectWhere(c2, ctx, UNPAID, false) : undefined;
    // "<effect> unless <payer> pays <mana>": the clause at the end.
    const at = c2.tokens.findIndex((t, i) => i >= c2.pos && t.k === 'word' && t.v === 'unless');
    if (at < 0) return undefined;
    const tail = new Cursor(c2.tokens.slice(at));
    if (!unlessClause(tail) || !tail.done) return undefined;
    const inner = new Cursor(c2.tokens.slice(c2.pos, at) as Token[]);
    const out = effectWhere(inner, ctx, UNPAID, false);
    if (out === undefined) return undefined;
    c2.pos = c2.tokens.length;
    return out;
  });
}
