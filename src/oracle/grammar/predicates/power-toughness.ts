/**
 * Power and toughness in predicates (grammar.md § Predicates):
 *   get(s) <pt> [for each <phrase> | for each <kind> counter on SELF]  → modifyPT (7c)
 *   base power and [base] toughness N/N | … each equal to <v>           → setPT (7b)
 */
import type { Op } from '../../../core/effects/language/abilities.js';
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { counterKind } from '../nouns/tails.js';
import { amountForEach } from '../values/amounts.js';
import { ptValue, valueExpr } from '../values/values.js';

function scaled(v: Value, per: Value): Value {
  if (typeof v === 'number') return v === 0 ? 0 : v === 1 ? per : { times: [per, v] };
  return v;
}

/** "gets +2/+2", "get -1/-0", "gets +1/+1 for each Forest you control". */
export function gets(c: Cursor, ctx: ParseContext): Op[] | undefined {
  c.accept('each');
  if (c.acceptAny('gets', 'get') === undefined) return undefined;
  // "gets an additional +5/+5": one more modification, on top of the others (613.4c).
  c.accept('an additional');
  const t = c.peek();
  if (t?.k !== 'pt') return undefined;
  c.next();
  let power = ptValue(t.p);
  let toughness = ptValue(t.t);
  const per = forEach(c, ctx);
  if (per !== undefined) {
    power = scaled(power, per);
    toughness = scaled(toughness, per);
  }
  return [{ op: 'modifyPT', power, toughness }];
}

/** "for each Forest you control", "for each +1/+1 counter on SELF", "for each creature you control and each creature card in your graveyard". */
export function forEach(c: Cursor, ctx: ParseContext): Value | undefined {
  const amount = amountForEach(c, ctx);
  if (amount !== undefined) return amount;
  return c.attempt((c2) => {
    if (!c2.accept('for each')) return undefined;
    const kind = counterKind(c2);
    if (kind !== undefined) {
      if (c2.accept('on SELF')) return { countersOn: 'source', kind };
      if (c2.accept('on it')) return { countersOn: 'affected', kind };
      return undefined;
    }
    const parts: Value[] = [];
    for (;;) {
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      parts.push(p.zones ? { count: filterOf(p), zones: p.zones } : { count: filterOf(p) });
      if (!c2.accept('and each')) break;
    }
    return parts.length === 1 ? parts[0] : { sum: parts };
  });
}

/** Scales the modifyPT ops of an effect by a "for each" that follows its duration. */
export function scaleBy(ops: Op[], per: Value): Op[] | undefined {
  if (!ops.every((o) => o.op === 'modifyPT' || o.op === 'addAbilities')) return undefined;
  return ops.map((o) => (o.op === 'modifyPT' ? { op: 'modifyPT', power: scaled(o.power, per), toughness: scaled(o.toughness, per) } : o));
}
/** "base power and toughness 1/1", "base power and base toughness each equal to its mana value". */
export function basePT(c: Cursor, ctx: ParseContext): Op | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('base power and') || !(c2.accept('base toughness') || c2.accept('toughness'))) return undefined;
    const t = c2.peek();
    if (t?.k === 'pt') {
      c2.next();
      return { op: 'setPT', power: ptValue(t.p), toughness: ptValue(t.t) };
    }
    if (c2.accept('each equal to')) {
      const v = valueExpr(c2, ctx);
      return v === undefined ? undefined : { op: 'setPT', power: v, toughness: v };
    }
    return undefined;
  });
}

/** "power and toughness each equal to <value>" (after "with"). */
export function eachEqual(c: Cursor, ctx: ParseContext): Op | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('power and toughness') || !c2.accept('each equal to')) return undefined;
    const v = valueExpr(c2, ctx);
    return v === undefined ? undefined : { op: 'setPT', power: v, toughness: v };
  });
}
