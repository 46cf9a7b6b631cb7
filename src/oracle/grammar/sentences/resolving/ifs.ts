/**
 * More conditional resolving sentences (608.2c; grammar.md § Ifs):
 *
 *   ifPaidAlso := if <cost paid> , <subject> also <predicates>     (the paid filter on the subject's set)
 *               | if <cost paid> , (they | <all phrase>) <predicates>
 *               | if <cost paid> , instead <effect>               ("instead" first: the whole previous effect)
 *   state      += a token | a <Subtype> or <Subtype>                 (stateFilter's extension)
 *
 * "If SELF was bargained, that creature also gains flying and lifelink until end of turn." (Archon's
 * Glory), "If the gift was promised, permanents you control also gain indestructible until end of
 * turn." (Dawn's Truce), "If that creature is a token, it also gains deathtouch until end of turn."
 * (Hazardroot Herbalist), "If it's a Goblin or Orc, it also gains haste until end of turn." (Rush the Room).
 */

import type { ResolvedEffectDef } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { Token } from '../../../lex.js';
import { stateFilter } from '../../conditions/conditions.js';
import { ifCostPaid } from '../../conditions/costs-paid.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { subject } from '../../subjects/subject.js';
import type { ResolvingPart } from './resolving-part.js';

type EffectRule = (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined;

/**
 * The tokens without the "also" that follows the subject ("that creature also gains …", "permanents
 * you control also gain …"): it says nothing the sentence doesn't. Undefined when there is none.
 */
export function withoutAlsoAfterSubject(tokens: readonly Token[], ctx: ParseContext): Token[] | undefined {
  const targets = ctx.targets;
  const it = ctx.it;
  const c = new Cursor(tokens);
  const subj = subject(c, ctx);
  const at = c.pos;
  ctx.targets = targets;
  ctx.it = it;
  if (subj === undefined || c.word() !== 'also') return undefined;
  return [...tokens.slice(0, at), ...tokens.slice(at + 1)];
}

/**
 * "If <an optional additional cost was paid>, <subject> also <predicates>" (702.33d, 702.166b, 702.174b):
 * the effect applies only if the cost was paid. The paid filter does not depend on the object, so it
 * joins the subject's filter whatever the subject is (a target, "it", or all permanents you control).
 */
export function ifPaidAlsoSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  const cost = ifCostPaid(c);
  if (cost === undefined || !c.accept(',')) return undefined;
  const paid: Filter = { costPaid: cost };
  // Without "also", only a set of objects ("If SELF was kicked, they get +1/+1", Savage Offensive): the
  // other subjects are ifPaidSentence's (resolving.ts).
  const also = withoutAlsoAfterSubject(c.tokens.slice(c.pos), ctx);
  const inner = new Cursor(also ?? c.tokens.slice(c.pos));
  const part = effectSentence(inner, ctx);
  if (part === undefined || part.kind !== 'effect' || !inner.done) return undefined;
  const a = part.effect.affects;
  if ('players' in a || 'game' in a || (also === undefined && !('all' in a))) return undefined;
  c.pos = c.tokens.length;
  if ('all' in a) return { kind: 'effect', effect: { ...part.effect, affects: { ...a, all: { and: [a.all, paid] } } } };
  const where: Filter = a.where === undefined ? paid : { and: [a.where, paid] };
  return { kind: 'effect', effect: { ...part.effect, affects: { ...a, where } } };
}
/**
 * "All creatures get -2/-2 until end of turn. If SELF's mayhem cost was paid, creatures your opponents
 * control get -2/-2 until end of turn instead." (608.2c): both effects apply to every object matching
 * (`all`), the sets differ, and the new effect does everything the previous one does (the same kinds of
 * ops, nothing left over), so the previous effect happens only if the cost was not paid and the new one
 * only if it was. The paid filter doesn't depend on the object, so it joins each set's filter.
 */
export function insteadOverAnotherSet(prev: ResolvedEffectDef, next: ResolvedEffectDef, paid: Filter): ResolvedEffectDef[] | undefined {
  const a = prev.affects;
  const b = next.affects;
  if ('players' in a || 'game' in a || 'players' in b || 'game' in b) return undefined;
  // The same object with another `where` is the older rule's (build.ts), which replaces only the ops named.
  const strip = (s: Selector): string => {
    const { where: _w, ...rest } = s as Selector & { where?: unknown };
    return JSON.stringify(rest);
  };
  if (!('all' in a && 'all' in b) && strip(a) === strip(b)) return undefined;
  if (prev.if !== undefined || next.if !== undefined) return undefined;
  const kinds = new Set(next.ops.map((o) => o.op));
  if (prev.ops.length === 0 || !prev.ops.every((o) => kinds.has(o.op)) || prev.ops.length !== next.ops.length) return undefined;
  return [
    { ...prev, affects: withFilter(a, { not: paid }) },
    { ...next, affects: withFilter(b, paid) },
  ];
}

/** The selector with one more test: in the set's filter (`all`) or its `where`. */
function withFilter(s: Exclude<Selector, { players: unknown } | { game: true }>, f: Filter): Selector {
  if ('all' in s) return { ...s, all: { and: [s.all, f] } };
  return { ...s, where: s.where === undefined ? f : { and: [s.where, f] } } as Selector;
}

/**
 * "If SELF was kicked, instead any number of target creatures you control gain indestructible until end of
 * turn." (Divine Resilience): "instead" before the effect, as ifPaidSentence reads it after.
 */
export function ifPaidInsteadFirst(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  const cost = ifCostPaid(c);
  if (cost === undefined || !c.accept(', instead')) return undefined;
  const inner = new Cursor(c.tokens.slice(c.pos));
  const part = effectSentence(inner, ctx);
  if (part === undefined || part.kind !== 'effect' || !inner.done) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'instead', effect: part.effect, paid: { costPaid: cost } };
}

/**
 * "You and permanents you control gain hexproof until end of turn." (Dawn's Truce): the predicates apply
 * to you (a player ability, 702.11d) and to every object of the phrase — two effects of one sentence.
 */
export function youAndSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  const you = c.peek();
  if (you === undefined || !c.accept('you and')) return undefined;
  const start = c.pos;
  const targets = ctx.targets;
  const it = ctx.it;
  const subj = subject(c, ctx);
  ctx.targets = targets;
  ctx.it = it;
  if (subj === undefined || !('all' in subj.selector)) return undefined;
  const phrase = c.tokens.slice(start, c.pos);
  const pred = c.tokens.slice(c.pos);
  const one = (tokens: Token[]) => {
    const inner = new Cursor(tokens);
    const part = effectSentence(inner, ctx);
    return part?.kind === 'effect' && inner.done ? part : undefined;
  };
  const player = one([you, ...pred]);
  const objects = one([...phrase, ...pred]);
  if (player === undefined || objects === undefined) return undefined;
  if (!('players' in player.effect.affects) || !('all' in objects.effect.affects)) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'many', parts: [player, objects] };
}
/**
 * "If SELF is [not] <state>, it …" (608.2c): the source's state, checked once as the ability resolves
 * (`if: {source: …}`); "it" is the source, and the effect may name anything else too. "{1}{G/W}{G/W}: If this creature is a Scout, it becomes a
 * Kithkin Soldier with base power and toughness 4/5." (Figure of Fable), "{5}: If this land isn't a
 * creature, it becomes a 2/4 Wizard creature with "…"" (Great Hall of the Biblioplex).
 */
export function ifSelfIsSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  if (!c.accept('if SELF is')) return undefined;
  const negate = c.accept('not');
  const f = stateFilter(c);
  if (f === undefined || !c.accept(',')) return undefined;
  const rest = c.tokens.slice(c.pos);
  const last = rest[rest.length - 1];
  if (last?.k === 'word' && last.v === 'instead') return undefined;
  const it = ctx.it;
  ctx.it = { self: true };
  const inner = new Cursor(rest);
  const part = effectSentence(inner, ctx);
  if (part?.kind !== 'effect' || !inner.done) {
    ctx.it = it;
    return undefined;
  }
  c.pos = c.tokens.length;
  const cond: Condition = { source: negate ? { not: f } : f };
  const e = part.effect;
  return { kind: 'effect', effect: { ...e, if: e.if === undefined ? cond : { and: [e.if, cond] } } };
}

/**
 * "For each opponent, gain control of target permanent that player controls." (Blatant Thievery): one
 * target per opponent (115.1), each the scenario names; the effect applies to every target of the ability,
 * so only when this sentence makes the ability's first targets.
 */
export function forEachOpponentTarget(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  if (ctx.targets !== 0 || !c.accept('for each opponent ,')) return undefined;
  const inner = new Cursor(c.tokens.slice(c.pos));
  const part = effectSentence(inner, ctx);
  if (part?.kind !== 'effect' || !inner.done) return undefined;
  const a = part.effect.affects;
  if (!('target' in a) || a.target !== 0 || a.where !== undefined) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'effect', effect: { ...part.effect, affects: { targets: true } } };
}
