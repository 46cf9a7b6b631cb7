/**
 * "Otherwise, …" after a conditional static ability (grammar.md § Otherwise): the effect that
 * follows applies exactly when the previous sentence's condition does not (611.3a, checked at
 * every evaluation).
 *
 *   otherwise := Otherwise , <static sentence about the previous subject>
 *
 * "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3." — the previous
 * effect's `where` (the attached object's state) is negated in the new effect's selector; "Equipped
 * creature has deathtouch during your turn. Otherwise, it has reach." — its `condition` is negated.
 */

import type { StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { staticSentence } from './statics.js';

function withoutWhere(sel: Selector): { sel: Selector; where?: Filter } {
  if (!('where' in sel) || sel.where === undefined) return { sel };
  const { where, ...rest } = sel as Selector & { where: Filter };
  return { sel: rest as Selector, where };
}

/** The effects of an "Otherwise, …" sentence, or undefined when it is not one this rule reads. */
export function otherwiseStatic(
  tokens: readonly Token[],
  ctx: ParseContext,
  text: string,
  prev: StaticEffectDef | undefined,
): StaticEffectDef[] | undefined {
  const c = new Cursor(tokens);
  if (!c.accept('otherwise ,') || prev === undefined) return undefined;
  const base = withoutWhere(prev.affects);
  if (base.where === undefined && prev.condition === undefined) return undefined;
  if (base.where !== undefined && prev.condition !== undefined) return undefined;
  const it = ctx.it;
  ctx.it = base.sel;
  const r = staticSentence(tokens.slice(c.pos), ctx, text);
  ctx.it = it;
  if (r === undefined || r.kind !== 'effects' || r.cda) return undefined;
  const same = JSON.stringify(base.sel);
  const out: StaticEffectDef[] = [];
  for (const e of r.effects) {
    const own = withoutWhere(e.affects);
    if (JSON.stringify(own.sel) !== same) return undefined;
    if (base.where !== undefined) {
      const not: Filter = { not: base.where };
      out.push({ ...e, affects: { ...own.sel, where: own.where === undefined ? not : { and: [own.where, not] } } as Selector });
    } else if (prev.condition !== undefined) {
      out.push({ ...e, condition: e.condition === undefined ? { not: prev.condition } : { and: [e.condition, { not: prev.condition }] } });
    }
  }
  return out;
}
