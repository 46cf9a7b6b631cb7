/**
 * A condition on the referent's power or toughness after an earlier instruction of the same resolution
 * (608.2c: the instructions are followed in the order written, so the check sees what they did):
 *
 *   ifReferentHas := [then] if (it | that creature) has (power | toughness) N or (greater | more | less) , <effect>
 *
 * "Target creature gets +1/+1 until end of turn. Then if that creature has power 4 or greater, it gains
 * first strike until end of turn." (Strider, Ranger of the North) → the effect with `if: {target: 0,
 * filter: {power: {gte: 4}}}` and `ifAfterEarlier` (resolve.ts looks again once the +1/+1 has begun).
 * The referent must be a target or the source (a condition the core checks on those).
 */
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

type EffectRule = (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined;

export function ifReferentHasSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  const it = ctx.it;
  if (it === undefined || !c.accept('if') || c.acceptAny('it', 'that creature') === undefined || !c.accept('has')) return undefined;
  const stat = c.acceptAny('power', 'toughness') as 'power' | 'toughness' | undefined;
  if (stat === undefined) return undefined;
  const t = c.peek();
  const n = t?.k === 'num' ? t.n : numberWord(c.word());
  if (n === undefined) return undefined;
  c.next();
  const cmp = c.acceptAny('or greater', 'or more') !== undefined ? 'gte' : c.accept('or less') ? 'lte' : undefined;
  if (cmp === undefined || !c.accept(',')) return undefined;
  const filter = { [stat]: { [cmp]: n } } as Filter;
  let cond: Condition;
  if ('target' in it && it.where === undefined) cond = { target: it.target, filter };
  else if ('self' in it && it.where === undefined) cond = { source: filter };
  else return undefined;
  const inner = new Cursor(c.tokens.slice(c.pos));
  const part = effectSentence(inner, ctx);
  if (part?.kind !== 'effect' || !inner.done || part.effect.if !== undefined) return undefined;
  if (JSON.stringify(part.effect.affects) !== JSON.stringify(it)) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'effect', effect: { ...part.effect, if: cond, ifAfterEarlier: true } };
}
