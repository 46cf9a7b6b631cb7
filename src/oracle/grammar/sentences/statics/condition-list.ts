/**
 * One subject, predicates each with its own condition (611.3a: each applies while its condition holds):
 *   clist := <subject> <pred> as long as <cond> (, <pred> as long as <cond>)* , and <pred> as long as <cond>
 *   pred  := get(s) … | ha(s|ve) … | <abilities> after a "has" predicate (the verb elided)
 * "This creature gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, …" (Tek),
 * "Tribal Golem has trample as long as you control a Beast, haste as long as you control a Goblin, …".
 */
import type { Op, StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import { condition } from '../../conditions/conditions.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { abilityList } from '../../predicates/abilities.js';
import { predicate } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';

export function conditionList(c: Cursor, ctx: ParseContext): StaticEffectDef[] | undefined {
  return c.attempt((c2) => {
    const subj = subject(c2, ctx);
    if (subj === undefined || subj.players !== undefined || subj.targetCount !== undefined) return undefined;
    ctx.it = subj.selector;
    const effects: StaticEffectDef[] = [];
    let lastHas = false;
    for (;;) {
      if (effects.length > 0 && c2.acceptAny(', and', ',', 'and') === undefined) return undefined;
      const verb = c2.word();
      let ops: Op[] | undefined = predicate(c2, ctx);
      if (ops !== undefined) lastHas = verb === 'has' || verb === 'have';
      else if (lastHas) {
        const abilities = abilityList(c2, ctx);
        if (abilities !== undefined) ops = [{ op: 'addAbilities', abilities }];
      }
      if (ops === undefined || !c2.accept('as long as')) return undefined;
      const cond = condition(c2, ctx);
      if (cond === undefined) return undefined;
      effects.push({ affects: subj.selector, ops, condition: cond });
      if (c2.done) break;
    }
    return effects.length >= 2 ? effects : undefined;
  });
}
