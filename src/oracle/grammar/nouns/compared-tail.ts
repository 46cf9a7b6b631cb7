/**
 * A noun-phrase tail that compares each object with the referent (grammar.md § Referents after one-shots):
 *
 *   compared := with (greater | less) (mana value | power | toughness) than (that creature | it | SELF)
 *             → {manaValue: {gt: {manaValue: 'target'}}} …
 *
 * "If you control a Villain with greater mana value than that creature, gain control of that creature until
 * the end of your next turn instead." (Evil's Thrall): the referent is the first target, the source or
 * `choices.object`, read as the condition is checked (608.2c).
 */
import type { Filter, ValueSubject } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

export function subjectOf(sel: Selector | undefined): ValueSubject | undefined {
  if (sel === undefined) return undefined;
  if ('self' in sel && sel.where === undefined) return 'source';
  if ('target' in sel && sel.target === 0 && sel.where === undefined) return 'target';
  if ('chosenObject' in sel && sel.chosenObject === 'object' && sel.where === undefined) return 'object';
  return undefined;
}

export function comparedTail(c: Cursor, ctx: ParseContext): Filter | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('with')) return undefined;
    const cmp = c2.acceptAny('greater', 'less');
    if (cmp === undefined) return undefined;
    const stat = c2.acceptAny('mana value', 'power', 'toughness');
    if (stat === undefined || !c2.accept('than')) return undefined;
    let who: ValueSubject | undefined;
    if (c2.accept('SELF')) who = 'source';
    else if (c2.acceptAny('that creature', 'it', 'that permanent') !== undefined) who = subjectOf(ctx.it);
    if (who === undefined) return undefined;
    const op = cmp === 'greater' ? 'gt' : 'lt';
    if (stat === 'mana value') return { manaValue: { [op]: { manaValue: who } } };
    if (stat === 'power') return { power: { [op]: { power: who } } };
    return { toughness: { [op]: { toughness: who } } };
  });
}
