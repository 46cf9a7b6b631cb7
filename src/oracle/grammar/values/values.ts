/**
 * Numbers an effect computes (grammar.md § Values):
 *   value := N | X | the number of <objects> | its power | its mana value | your life total
 *          | the number of cards in your hand | that number plus N
 */
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { PTPart } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { numberWord } from '../words/words.js';
import { amountValue } from './amounts.js';
import { differenceValue } from './differences.js';
import { historyValue } from './history.js';
import { referentValue } from './referent-values.js';
import { thisWayAmount } from './this-way.js';

/** One half of "+N/-M" ("+X", "-X") as a value. */
export function ptValue(p: PTPart): Value {
  if (p.n === 'X') return p.sign === '-' ? { times: [{ x: true }, -1] } : { x: true };
  return p.sign === '-' && p.n !== 0 ? -p.n : p.n;
}

export function value(c: Cursor, ctx: ParseContext): Value | undefined {
  return c.attempt((c2) => {
    const difference = differenceValue(c2, ctx, (c3) => value(c3, ctx));
    if (difference !== undefined) return difference;
    const history = historyValue(c2);
    if (history !== undefined) return history;
    const done = thisWayAmount(c2);
    if (done !== undefined) return done;
    const amount = amountValue(c2, ctx);
    if (amount !== undefined) return amount;
    const t = c2.peek();
    if (t?.k === 'num' && c2.word(1) !== 'plus') {
      c2.next();
      return t.n;
    }
    if (t?.k === 'word' && t.raw === 'X') {
      c2.next();
      return { x: true };
    }
    const n = numberWord(c2.word());
    if (n !== undefined && c2.word() !== 'a' && c2.word() !== 'an') {
      c2.next();
      return n;
    }
    if (c2.accept('twice')) {
      const v = value(c2, ctx);
      return v === undefined ? undefined : { times: [v, 2] };
    }
    // 706.2: "where X is the result" after "Roll a six-sided die." — the number rolled (choices.rolls).
    if (c2.acceptAny('the result') !== undefined) return { rollResult: true };
    if (c2.acceptAny('your life total') !== undefined) return { life: 'you' };
    if (c2.acceptAny('your starting life total') !== undefined) return { startingLife: true };
    // "1 plus the number of …"
    if (t?.k === 'num' && c2.word(1) === 'plus') {
      c2.pos += 2;
      const rest = value(c2, ctx);
      return rest === undefined ? undefined : { sum: [t.n, rest] };
    }
    if (c2.acceptAny('the number of cards in your hand') !== undefined) return { handSize: 'you' };
    const referent = referentValue(c2, ctx);
    if (referent !== undefined) return referent;
    for (const [phrase, subject] of [
      ['its', 'affected'],
      ["SELF 's", 'source'],
      ["this creature 's", 'source'],
      ["enchanted creature 's", 'affected'],
      ["equipped creature 's", 'affected'],
      ["that creature 's", 'affected'],
    ] as const) {
      const save = c2.pos;
      if (c2.accept(phrase)) {
        if (c2.accept('mana value')) return { manaValue: subject };
        if (c2.accept('power')) return { power: subject };
        if (c2.accept('toughness')) return { toughness: subject };
        c2.pos = save;
      }
    }
    if (c2.accept('the number of')) {
      if (c2.accept('card types among')) {
        const p = objectPhrase(c2, ctx);
        if (p === undefined) return undefined;
        return { cardTypesAmong: filterOf(p), zones: p.zones ?? ['graveyard'] };
      }
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      return p.zones ? { count: filterOf(p), zones: p.zones } : { count: filterOf(p) };
    }
    return undefined;
  });
}

/** "value [plus N]". */
export function valueExpr(c: Cursor, ctx: ParseContext, previous?: Value): Value | undefined {
  let v: Value | undefined;
  if (previous !== undefined && c.accept('that number')) v = previous;
  else v = value(c, ctx);
  if (v === undefined) return undefined;
  if (c.accept('plus')) {
    const t = c.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c.word());
    if (n !== undefined) {
      c.next();
      return { sum: [v, n] };
    }
    const more = value(c, ctx);
    return more === undefined ? undefined : { sum: [v, more] };
  }
  return v;
}
