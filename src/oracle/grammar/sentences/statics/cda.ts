/** Characteristic-defining abilities (604.3): power, toughness, colours and subtypes the object defines itself. */

import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { valueExpr } from '../../values/values.js';
import { numberWord } from '../../words/words.js';
import type { StaticResult } from './static-result.js';

/** 604.3: "SELF's power and toughness are each equal to …", "SELF's power is equal to … and its toughness is equal to …". */
export function cda(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    // 604.3a(4): a P/T ability that applies only during some turns is not a CDA; it is an
    // ordinary static ability with a condition (layer 7b), e.g. Angry Mob.
    let cond: Condition | undefined;
    if (c2.accept('during your turn ,')) cond = { yourTurn: true };
    else if (
      c2.acceptAny('during turns other than yours ,', "during each opponent 's turn ,", "during an opponent 's turn ,") !== undefined
    )
      cond = { yourTurn: false };
    if (!c2.accept("SELF 's")) return undefined;
    let power: Value | undefined;
    let toughness: Value | undefined;
    if (c2.accept('power and toughness are each equal to')) {
      power = valueExpr(c2, ctx);
      toughness = power;
    } else if (c2.accept('power and toughness are each')) {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      power = n;
      toughness = n;
    } else if (c2.accept('power is equal to')) {
      power = valueExpr(c2, ctx);
      if (power === undefined) return undefined;
      if (c2.accept('and its toughness is equal to') || c2.accept(', and its toughness is equal to')) toughness = valueExpr(c2, ctx, power);
    } else if (c2.accept('toughness is equal to')) {
      toughness = valueExpr(c2, ctx);
    }
    if ((power === undefined && toughness === undefined) || !c2.done) return undefined;
    const op: Op = { op: 'setPT', ...(power === undefined ? {} : { power }), ...(toughness === undefined ? {} : { toughness }) };
    if (cond !== undefined) return { kind: 'effects', effects: [{ affects: { self: true }, ops: [op], condition: cond }] };
    return { kind: 'effects', effects: [{ affects: { self: true }, ops: [op] }], cda: true };
  });
}
