/**
 * "<subject>'s base power [and toughness] become(s) …" (613.4b; grammar.md § Ifs), a resolving sentence:
 *
 *   basePT := [you may have] [until end of turn ,] <subject> 's base power [and toughness]
 *             become | becomes  (N/N | N | equal to <value>)  [<duration>]  [and (they | it) <predicates>]
 *
 * "you may have this creature's base power and toughness become 4/2 until end of turn" (Mirkwood
 * Meditator), "Until end of turn, this creature's base power becomes equal to the number of Towns you
 * control." (PuPu UFO: the number fixed as it resolves, 611.2b), "… Moon Girl and Devil Dinosaur's base
 * power and toughness become 6/6 and they gain trample." (one duration for both). The optional choice is the
 * scenario's (it resolves the ability or not). Not read: "the base power and toughness of each other creature
 * you control become equal to SELF's power" after "Put X +1/+1 counters on SELF" (Sita Varma: the resolution
 * fixes the effects' values before it puts counters, so the power would miss them).
 */

import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { Token } from '../../../lex.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import type { Subject } from '../../nouns/phrase.js';
import { subject } from '../../subjects/subject.js';
import { value } from '../../values/values.js';
import type { ResolvingPart } from './resolving-part.js';

type EffectRule = (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined;

/**
 * "Change SELF's base power to target creature's power." (Riptide Mangler; 613.4b, the number fixed as it
 * resolves, 611.2b; no duration: it lasts indefinitely, 611.2a).
 */
export function changeBasePowerSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('change')) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || subj.players !== undefined || !c.accept("'s base power to")) return undefined;
  let power: Value | undefined;
  if (ctx.targets === 0 && c.accept("target creature 's power")) {
    ctx.targets++;
    power = { power: 'target' };
  } else power = value(c, ctx);
  if (power === undefined) return undefined;
  const d = duration(c, ctx) ?? 'permanent';
  return c.done ? { kind: 'effect', effect: { affects: subj.selector, ops: [{ op: 'setPT', power }], duration: d } } : undefined;
}

export function basePTSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  c.accept('you may have');
  let lead: Duration | undefined;
  if (c.accept('until end of turn ,')) lead = 'endOfTurn';
  else if (c.accept('until your next turn ,')) lead = 'untilYourNextTurn';
  // "Its base power and toughness become …" (Galion): "it" as the sentence began.
  const its: Subject | undefined = ctx.it !== undefined && c.accept('its base power') ? { selector: ctx.it, plural: false } : undefined;
  const subj = its ?? subject(c, ctx);
  if (subj === undefined || subj.players !== undefined || (its === undefined && !c.accept("'s base power"))) return undefined;
  const both = c.accept('and toughness');
  if (c.acceptAny('become', 'becomes') === undefined) return undefined;
  let power: Value;
  let toughness: Value | undefined;
  const t = c.peek();
  if (both && t?.k === 'pt') {
    if (typeof t.p.n !== 'number' || typeof t.t.n !== 'number' || t.p.sign !== '' || t.t.sign !== '') return undefined;
    c.next();
    power = t.p.n;
    toughness = t.t.n;
  } else if (!both && t?.k === 'num') {
    c.next();
    power = t.n;
  } else {
    // "equal to that creature's power" (Belligerent Yearling) is the triggering creature's: only as
    // {power: 'object'} (referent-values.ts), never as the affected object's.
    if (!c.accept('equal to')) return undefined;
    const that = c.word() === 'that';
    const v = value(c, ctx);
    if (v === undefined || (that && !JSON.stringify(v).includes('"object"'))) return undefined;
    power = v;
    if (both) toughness = v;
    // "equal to Galion's power and toughness": each its own number of the same object (fixed as it resolves, 611.2b).
    if (both && typeof v === 'object' && 'power' in v && c.accept('and toughness')) toughness = { toughness: v.power };
  }
  const d = duration(c, ctx) ?? lead ?? 'permanent';
  const op: Op = toughness === undefined ? { op: 'setPT', power } : { op: 'setPT', power, toughness };
  const first: ResolvingPart = { kind: 'effect', effect: { affects: subj.selector, ops: [op], duration: d } };
  ctx.it = subj.selector;
  if (c.done) return first;
  // "… become 6/6 and they gain trample": the same object(s), the leading duration for both.
  if (!c.accept('and') || (c.word() !== 'they' && c.word() !== 'it')) return undefined;
  const rest: Token[] = c.tokens.slice(c.pos) as Token[];
  const inner = new Cursor(rest);
  const more = effectSentence(inner, ctx);
  if (more?.kind !== 'effect' || !inner.done) return undefined;
  if (JSON.stringify(more.effect.affects) !== JSON.stringify(subj.selector)) return undefined;
  // Without a leading duration, "and it gains …" with none of its own is not read (which duration is meant?).
  const d2 = more.effect.duration === 'permanent' ? lead : more.effect.duration;
  if (d2 === undefined) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'many', parts: [first, { kind: 'effect', effect: { ...more.effect, duration: d2 } }] };
}
