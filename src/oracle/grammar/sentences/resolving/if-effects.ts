/** An effect under a leading "if" on its referent, a cost paid or a coin flip (608.2c, 705). */
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import { dieRollLine, ifCoinFlip } from '../../conditions/coin-flips.js';
import { stateFilter } from '../../conditions/conditions.js';
import { ifCostPaid } from '../../conditions/costs-paid.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { effectSentence } from './effect.js';
import type { ResolvingPart } from './resolving-part.js';

/**
 * 608.2c: "If that creature is a Goat, it also gets +3/+0 until end of turn." The condition is checked
 * as the spell resolves: the effect's set (locked then, 611.2c) is "it" if it matches.
 */
export function ifItIsSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('if')) return undefined;
  const base = ctx.it;
  if (c.acceptAny('it', 'that creature', 'that permanent', 'that land', 'that token', 'the token', 'the creature') === undefined)
    return undefined;
  if (base === undefined || !('target' in base || 'createdTokens' in base || 'self' in base)) return undefined;
  if (!c.accept('is')) return undefined;
  const negate = c.accept('not');
  const f = stateFilter(c);
  if (f === undefined || !c.accept(',')) return undefined;
  const cond: Filter = negate ? { not: f } : f;
  const where: Filter = base.where === undefined ? cond : { and: [base.where, cond] };
  const rest = c.tokens.slice(c.pos).filter((t, i) => !(i === 1 && t.k === 'word' && t.v === 'also'));
  const inner = new Cursor(rest);
  ctx.it = { ...base, where } as Selector;
  const part = effectSentence(inner, ctx);
  ctx.it = base;
  if (part === undefined || !inner.done) return undefined;
  c.pos = c.tokens.length;
  return part;
}

/**
 * "If SELF was kicked, it gets +2/+2 until end of turn", "If evidence was collected, it has base power
 * and toughness 1/1 until end of turn instead": an effect that applies only if an optional additional
 * cost was paid (702.33d, 701.59c); with "instead" it replaces what the previous effect does (608.2c).
 */
export function ifPaidSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const cost = ifCostPaid(c);
  if (cost === undefined || !c.accept(',')) return undefined;
  return effectWhere(c, ctx, { costPaid: cost }, true);
}

/**
 * 705: "If you win the flip, target creature gets +1/+1 until end of turn", "If both coins come up
 * heads, SELF gains double strike until end of turn": the effect applies only with that result.
 */
export function ifFlipSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const flip = ifCoinFlip(c);
  if (flip === undefined || !c.accept(',')) return undefined;
  return effectWhere(c, ctx, flip, false);
}

/**
 * 706: a die-roll table's line after "Roll a six-sided die." — "1 — It gets -2/-2 until end of turn.", "2-5 — …":
 * the effect applies only when the die showed a result in that range (die-table.ts folds the lines into the ability).
 */
export function dieRollLineSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const range = dieRollLine(c);
  return range === undefined ? undefined : effectWhere(c, ctx, range, false);
}

/** The rest of the sentence is an effect on objects that applies only where `paid` holds ("instead": replacing the previous one). */
export function effectWhere(c: Cursor, ctx: ParseContext, paid: Filter, allowInstead: boolean): ResolvingPart | undefined {
  let rest = c.tokens.slice(c.pos);
  const last = rest[rest.length - 1];
  const instead = allowInstead && last?.k === 'word' && last.v === 'instead';
  if (instead) rest = rest.slice(0, -1);
  const inner = new Cursor(rest);
  const part = effectSentence(inner, ctx);
  if (part === undefined || part.kind !== 'effect' || !inner.done) return undefined;
  c.pos = c.tokens.length;
  const affects = part.effect.affects;
  if (instead) return { kind: 'instead', effect: part.effect, paid };
  if ('all' in affects || 'players' in affects || 'game' in affects) return undefined;
  const where: Filter = affects.where === undefined ? paid : { and: [affects.where, paid] };
  return { kind: 'effect', effect: { ...part.effect, affects: { ...affects, where } as Selector } };
}
