/**
 * The general static sentence (grammar.md § Statics): [As long as <cond> ,] <subject> <predicates> [as long as <cond> | during your turn],
 * the attached object's state folded into its selector.
 */

import type { StaticEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import { condition, stateFilter } from '../../conditions/conditions.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { attachedObjectCondition } from '../../nouns/filters.js';
import { predicates, substituteX, whereX } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import { leadingRestriction } from '../leading-rest.js';
import { restIsListedOnly } from '../rest.js';
import type { StaticResult } from './static-result.js';

/**
 * "As long as enchanted creature is red," → the attached object's filter, folded into the selector
 * (or a condition on the attached object when the subject is another, filters.ts).
 */
function attachedCondition(c: Cursor): Filter | undefined {
  return attachedObjectCondition(c, stateFilter);
}

function withWhere(sel: Selector, where: Filter): Selector {
  if ('attached' in sel) return { attached: true, where };
  if ('self' in sel) return { self: true, where };
  return sel;
}

function effectBody(c: Cursor, ctx: ParseContext): StaticEffectDef | undefined {
  return c.attempt((c2) => {
    const start = c2.pos;
    const subj = subject(c2, ctx);
    if (subj === undefined || subj.players !== undefined || subj.targetCount !== undefined) return undefined;
    ctx.it = subj.selector;
    let ops = predicates(c2, ctx) ?? leadingRestriction(c2, ctx, start, (c3) => predicates(c3, ctx));
    if (ops === undefined) return undefined;
    const x = whereX(c2, ctx);
    if (x !== undefined) ops = substituteX(ops, x);
    return { affects: subj.selector, ops };
  });
}

/**
 * "<subject> <predicates> and <subject> <predicates>" (Angelic Field Marshal: "SELF gets +2/+2 and creatures you control
 * have vigilance"): one effect per subject, each with its own predicates (611.3a: one condition covers them all).
 */
function effectBodies(c: Cursor, ctx: ParseContext): StaticEffectDef[] | undefined {
  const first = effectBody(c, ctx);
  if (first === undefined) return undefined;
  const out = [first];
  for (;;) {
    const more = c.attempt((c2) => (c2.accept('and') ? effectBody(c2, ctx) : undefined));
    if (more === undefined) return out;
    out.push(more);
  }
}

function trailingCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  if (c.accept('during your turn')) return { yourTurn: true };
  if (c.acceptAny("during each opponent's turn", "during an opponent's turn", 'during turns other than yours') !== undefined)
    return { yourTurn: false };
  if (c.accept('as long as')) return condition(c, ctx);
  // "SELF has hexproof unless it's attacking or blocking" (Tromokratis): as long as the condition is false.
  if (c.accept('unless')) {
    const cond = condition(c, ctx);
    return cond === undefined ? undefined : { not: cond };
  }
  // 611.3a: a static ability's trailing "if" is a condition checked continuously, as "as long as" is
  // ("SELF has hexproof if it hasn't dealt damage yet").
  if (c.accept('if')) return condition(c, ctx);
  return undefined;
}

/** Several subjects, each with its predicates, under one leading condition (or none); no trailing condition. */
function joinedEffects(
  c: Cursor,
  effs: StaticEffectDef[],
  cond: Condition | undefined,
  where: Filter | undefined,
): StaticResult | undefined {
  if (!c.done) return undefined;
  for (const eff of effs) {
    if (cond !== undefined && 'source' in cond && 'self' in eff.affects) eff.affects = withWhere(eff.affects, cond.source);
    else if (cond !== undefined) eff.condition = cond;
    if (where !== undefined) {
      if ('attached' in eff.affects || 'self' in eff.affects) eff.affects = withWhere(eff.affects, where);
      else eff.condition = { attachedObject: where };
    }
  }
  return { kind: 'effects', effects: effs };
}

export function general(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  let where: Filter | undefined;
  let cond: Condition | undefined;
  if (c.accept('as long as')) {
    where = attachedCondition(c);
    if (where === undefined) {
      // "As long as SELF has three or more +1/+1 counters on it, it has flying": "it" is SELF.
      if (c.peek()?.k === 'self') ctx.it = { self: true };
      cond = condition(c, ctx);
      if (cond === undefined) return undefined;
      if ('source' in cond) ctx.it = { self: true };
      // "As long as there are three or more cards exiled with SELF, it gets +3/+3": the nearest noun, SELF, is "it".
      else if (ctx.it === undefined && c.peek(-1)?.k === 'self') ctx.it = { self: true };
    } else ctx.it = { attached: true };
    if (!c.accept(',')) return undefined;
  } else if (c.accept('during turns other than yours ,')) {
    // "During turns other than yours, this Vehicle is an artifact creature." (Midnight Mangler)
    cond = { yourTurn: false };
  } else if (c.accept('during your turn ,')) {
    cond = { yourTurn: true };
    // "During your turn, as long as SELF is equipped, it has double strike and indestructible."
    if (c.accept('as long as')) {
      if (c.peek()?.k === 'self') ctx.it = { self: true };
      const more = condition(c, ctx);
      if (more === undefined || !c.accept(',')) return undefined;
      if ('source' in more) ctx.it = { self: true };
      cond = { and: [cond, more] };
    }
  }
  const effs = effectBodies(c, ctx);
  if (effs === undefined) return undefined;
  const [eff] = effs;
  if (eff === undefined) return undefined;
  if (effs.length > 1) return joinedEffects(c, effs, cond, where);
  // "Threshold — As long as …, SELF gets +1/+0 and can't be blocked": a leading condition covers the effect read;
  // the restriction is listed as its own clause, as without a condition (rest.ts).
  if (!c.done) restIsListedOnly(c, ctx);
  if (!c.done) {
    if (cond !== undefined || where !== undefined) return undefined;
    // "Enchanted creature gets +3/+3 as long as it's a Zombie": "it" is the enchanted creature, not the Aura.
    const aboutAttached = 'attached' in eff.affects && (c.at('as long as it') || c.at('as long as that creature') || c.at('if it'));
    const t = trailingCondition(c, ctx);
    if (aboutAttached && t !== undefined && 'source' in t && c.done) {
      eff.affects = withWhere(eff.affects, t.source);
      return { kind: 'effects', effects: [eff] };
    }
    if (t === undefined || !c.done) return undefined;
    cond = t;
  }
  // "As long as it's attacking, it gets +1/+0" about the source itself.
  if (cond !== undefined && 'source' in cond && 'self' in eff.affects) {
    eff.affects = withWhere(eff.affects, cond.source);
    cond = undefined;
  }
  if (where !== undefined) {
    // "As long as enchanted land is a basic Mountain, Goblin creatures get +1/+0": not the attached object.
    if ('attached' in eff.affects || 'self' in eff.affects) eff.affects = withWhere(eff.affects, where);
    else cond = { attachedObject: where };
  }
  if (cond !== undefined) eff.condition = cond;
  return { kind: 'effects', effects: [eff] };
}
