/**
 * A conditional threaten: one instruction that takes control of a creature for the turn, untaps it and
 * gives it abilities, done only if a condition holds as the spell or ability resolves (608.2c; grammar.md
 * § Threaten under a condition):
 *
 *   ifThreaten := if <cost paid> , <threaten>                             (Jet's Brainwashing: "If this spell was kicked")
 *               | if <cond> [or if <cond>] , <threaten>                   (Reptilian Recruiter)
 *   cond      += that creature's (power | toughness) is N [or less | or greater]   (the target, as it resolves)
 *   threaten   := gain control of <subject> until end of turn , untap it , and it <predicates> <duration>
 *
 * The condition covers all three parts: without it, nothing is gained, untapped or given (608.2c). The
 * control effect is a layer-2 effect (613.1b) until end of turn (514.2); the abilities are layer 6. A paid
 * cost is a filter on the set (as `ifPaidSentence` does); any other condition is the effect's `if` and the
 * untap's `untapIf`, both checked once before anything changes.
 */

import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import { condition } from '../../conditions/conditions.js';
import { ifCostPaid } from '../../conditions/costs-paid.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { comparison } from '../../nouns/tails.js';
import { predicates } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import type { ResolvingPart } from './resolving-part.js';

interface Threaten {
  affects: Selector;
  ops: Op[];
  duration: Duration;
}

function threaten(c: Cursor, ctx: ParseContext): Threaten | undefined {
  if (!c.accept('gain control of')) return undefined;
  const subj = subject(c, ctx);
  const sel = subj?.selector;
  // Only a named object ("that creature", a target): the untap names the same one.
  if (sel === undefined || subj?.players !== undefined || 'all' in sel || 'players' in sel || 'game' in sel) return undefined;
  if (!c.accept('until end of turn , untap it , and it')) return undefined;
  ctx.it = sel;
  const more = predicates(c, ctx);
  if (more === undefined || duration(c, ctx) !== 'endOfTurn' || !c.done) return undefined;
  return { affects: sel, ops: [{ op: 'control', player: 'you' }, ...more], duration: 'endOfTurn' };
}

function withWhere(sel: Selector, f: Filter): Selector {
  const a = sel as Selector & { where?: Filter };
  return { ...a, where: a.where === undefined ? f : { and: [a.where, f] } } as Selector;
}

/** "that creature's power is 2 or less": the target "that creature" names, as it resolves ({target, filter}). */
function targetStat(c: Cursor, ctx: ParseContext): Condition | undefined {
  const it = ctx.it;
  if (it === undefined || !('target' in it) || it.where !== undefined) return undefined;
  return c.attempt((c2) => {
    if (!c2.accept("that creature 's")) return undefined;
    const stat = c2.acceptAny('power', 'toughness');
    if (stat === undefined || !c2.accept('is')) return undefined;
    const cmp = comparison(c2);
    if (cmp === undefined) return undefined;
    const filter: Filter = stat === 'power' ? { power: { [cmp.cmp]: cmp.n } } : { toughness: { [cmp.cmp]: cmp.n } };
    return { target: it.target, filter };
  });
}

export function ifThreatenSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.at('if')) return undefined;
  const paid = c.attempt((c2) => {
    const cost = ifCostPaid(c2);
    return cost !== undefined && c2.accept(',') ? cost : undefined;
  });
  if (paid !== undefined) {
    const t = threaten(c, ctx);
    if (t === undefined) return undefined;
    const affects = withWhere(t.affects, { costPaid: paid });
    return {
      kind: 'many',
      parts: [
        { kind: 'effect', effect: { affects, ops: t.ops, duration: t.duration } },
        { kind: 'untap', untap: affects },
      ],
    };
  }
  if (!c.accept('if')) return undefined;
  const first = targetStat(c, ctx) ?? condition(c, ctx);
  if (first === undefined) return undefined;
  let cond: Condition = first;
  if (c.accept('or if')) {
    const second = targetStat(c, ctx) ?? condition(c, ctx);
    if (second === undefined) return undefined;
    cond = { or: [first, second] };
  }
  if (!c.accept(',')) return undefined;
  const t = threaten(c, ctx);
  if (t === undefined) return undefined;
  return {
    kind: 'many',
    parts: [
      { kind: 'effect', effect: { affects: t.affects, ops: t.ops, duration: t.duration, if: cond } },
      { kind: 'untap', untap: t.affects, if: cond },
    ],
  };
}
