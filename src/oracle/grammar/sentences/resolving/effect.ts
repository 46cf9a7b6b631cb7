/**
 * The effect sentence (608.2, 611.2; grammar.md § Resolving effects):
 *   effect := [Until end of turn ,] <subject> <predicates> [<duration>]
 *           | [you] gain control of <target> [<duration>] [and it gains …]
 *           | Switch <subject> 's power and toughness [<duration>]
 */

import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { playerKeyword } from '../../predicates/players.js';
import { forEach, scaleBy } from '../../predicates/power-toughness.js';
import { predicates, substituteX, whereX } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import { leadingRestriction } from '../leading-rest.js';
import { restIsListedOnly } from '../rest.js';
import type { ResolvingPart } from './resolving-part.js';

export function effectSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  let dur: Duration | undefined;
  if (c.accept('until end of turn ,')) dur = 'endOfTurn';
  else if (c.accept('until your next turn ,')) dur = 'untilYourNextTurn';
  else if (c.accept('until end of combat ,')) dur = 'endOfCombat';
  else if (c.accept('until your next upkeep ,')) dur = 'untilYourNextUpkeep';
  const leadEnd = c.pos;
  // "For as long as SELF remains tapped, gain control of target creature …" (Preacher): a leading "for as long as".
  const whileLead =
    dur === undefined && c.at('for as long as')
      ? c.attempt((c2) => {
          const d = duration(c2, ctx);
          return d !== undefined && c2.accept(',') ? d : undefined;
        })
      : undefined;
  const afterWhile = c.pos;
  // "Until end of turn, you gain control of target creature and it gains haste."
  const control = c.attempt((c2) => {
    c2.accept('you');
    if (!c2.accept('gain control of')) return undefined;
    const subj = subject(c2, ctx);
    if (subj === undefined) return undefined;
    ctx.it = subj.selector;
    return subj;
  });
  if (control !== undefined) {
    const ops: Op[] = [{ op: 'control', player: 'you' }];
    const later = duration(c, ctx);
    if (c.acceptAny('and it', ', and it', 'and') !== undefined) {
      const more = predicates(c, ctx);
      if (more === undefined) return undefined;
      ops.push(...more);
    }
    if (whileLead !== undefined && later !== undefined) return undefined;
    const d = later ?? duration(c, ctx) ?? whileLead ?? dur ?? 'permanent';
    return c.done ? { kind: 'effect', effect: { affects: control.selector, ops, duration: d } } : undefined;
  }
  // "For as long as SELF remains on the battlefield, the chosen permanents become Treasure artifacts …" (Kitesail
  // Larcenist): a leading "for as long as" is the duration of any effect (611.2b).
  if (whileLead !== undefined) dur = whileLead;
  // "Target opponent gains control of SELF", "that player gains control of target permanent you control"
  const given = c.attempt((c2) => {
    // "you may have target opponent gain control of target permanent you control" (Iroh, Tea Master)
    c2.accept('you may have');
    // "that spell or ability's controller gains control of that creature" (Fractured Loyalty: the player who controls
    // the spell or ability that targeted it), "that opponent" (Risky Move: the opponent chosen): choices.player.
    const who = c2.acceptAny(
      'target opponent',
      'target player',
      'that player',
      'that opponent',
      "that spell or ability 's controller",
      'each opponent',
      'an opponent',
    );
    if (who === undefined || !c2.acceptAny('gains control of', 'gain control of')) return undefined;
    if (who.startsWith('target')) ctx.targets++;
    const subj = subject(c2, ctx);
    return subj;
  });
  if (given !== undefined) {
    const d = duration(c, ctx) ?? dur ?? 'permanent';
    return c.done
      ? { kind: 'effect', effect: { affects: given.selector, ops: [{ op: 'control', player: { chosen: 'player' } }], duration: d } }
      : undefined;
  }
  c.pos = whileLead !== undefined ? afterWhile : leadEnd;
  const switched = c.attempt((c2) => {
    if (!c2.accept('switch')) return undefined;
    const subj = subject(c2, ctx);
    if (subj === undefined || !c2.accept("'s power and toughness")) return undefined;
    return subj;
  });
  if (switched !== undefined) {
    const d = duration(c, ctx) ?? dur ?? 'permanent';
    return c.done ? { kind: 'effect', effect: { affects: switched.selector, ops: [{ op: 'switchPT' }], duration: d } } : undefined;
  }
  c.accept('you may have');
  // "Whenever a creature enters, that creature's controller may have target creature of their choice get -3/-3"
  // (Death Match): the triggering creature's controller chooses the target; the effect is the ability's (603.3a).
  if (ctx.it !== undefined && 'chosenObject' in ctx.it && ctx.it.where === undefined) c.accept("that creature 's controller may have");
  // "target creature gets +3/+3, up to one other target creature gets +2/+2, and …": one effect per clause.
  const parts: ResolvingPart[] = [];
  let restricted = false;
  for (;;) {
    const subjectStart = c.pos;
    const subj = subject(c, ctx);
    if (subj === undefined) return undefined;
    if (subj.players !== undefined) return playerGains(c, ctx, subj.selector, dur);
    ctx.it = subj.selector;
    // "Kithkin creatures you control also gain first strike" (after an earlier effect): "also" adds nothing.
    if (parts.length === 0) c.accept('also');
    // "That creature can't be blocked this turn and has base power and toughness 1/1 until end of turn."
    // (Atomic Microsizer): the restriction (509.1b, not a layer effect) is reported on its own, as in statics.
    const leading =
      parts.length === 0 && dur === undefined ? leadingRestriction(c, ctx, subjectStart, (c3) => predicates(c3, ctx)) : undefined;
    if (leading !== undefined) restricted = true;
    let ops = leading ?? predicates(c, ctx);
    if (ops === undefined) return undefined;
    const d = duration(c, ctx);
    const per = forEach(c, ctx);
    if (per !== undefined) {
      const scaledOps = scaleBy(ops, per);
      if (scaledOps === undefined) return undefined;
      ops = scaledOps;
    }
    const x = whereX(c, ctx);
    if (x !== undefined) {
      ops = substituteX(ops, x);
      // 107.3a-c: "target creature you control gets +X/+0 and target creature an opponent controls gets -0/-X,
      // where X is …" (Monoist Circuit-Feeder): the closing "where X is" defines the X of every clause before it.
      for (const p of parts) if (p.kind === 'effect') p.effect.ops = substituteX(p.effect.ops, x);
    }
    parts.push({ kind: 'effect', effect: { affects: subj.selector, ops, duration: d ?? dur ?? 'permanent' } });
    if (c.done) break;
    // One clause only after a leading restriction: its report names the read text (ctx.restRead).
    if (restricted) return undefined;
    if (restIsListedOnly(c, ctx)) break;
    // "… has base power and toughness 4/2 until end of turn and gains first strike until end of turn": same subject.
    const more = c.attempt((c2) => {
      if (!c2.accept('and')) return undefined;
      const ops2 = predicates(c2, ctx);
      if (ops2 === undefined) return undefined;
      return { ops: ops2, d: duration(c2, ctx) };
    });
    if (more !== undefined) {
      const last = parts[parts.length - 1];
      const d2 = more.d ?? dur ?? 'permanent';
      if (last?.kind === 'effect' && JSON.stringify(last.effect.duration) === JSON.stringify(d2)) last.effect.ops.push(...more.ops);
      else parts.push({ kind: 'effect', effect: { affects: subj.selector, ops: more.ops, duration: d2 } });
      if (c.done) break;
    }
    if (c.acceptAny(', and', ',', 'and') === undefined) return undefined;
  }
  // A duration stated once at the end covers every clause.
  const last = parts[parts.length - 1];
  const lastDuration = last?.kind === 'effect' ? last.effect.duration : undefined;
  if (lastDuration !== undefined) for (const p of parts) if (p.kind === 'effect' && dur === undefined) p.effect.duration = lastDuration;
  return parts.length === 1 ? parts[0] : { kind: 'many', parts };
}

/** "You gain shroud until end of turn." (613.10) */
function playerGains(c: Cursor, ctx: ParseContext, affects: Selector, dur: Duration | undefined): ResolvingPart | undefined {
  if (c.acceptAny('gain', 'gains', 'have', 'has') === undefined) return undefined;
  // 402.2, 613.11: "you have no maximum hand size for the rest of the game" (Wisdom of Ages), "… until your next turn".
  if (c.accept('no maximum hand size')) {
    const d = c.accept('for the rest of the game') ? 'permanent' : (duration(c, ctx) ?? dur ?? 'permanent');
    return c.done ? { kind: 'effect', effect: { affects, ops: [{ op: 'maxHandSize', value: null }], duration: d } } : undefined;
  }
  const name = playerKeyword(c);
  if (name === undefined) return undefined;
  const d = duration(c, ctx) ?? dur ?? 'permanent';
  if (!c.done) return undefined;
  return { kind: 'effect', effect: { affects, ops: [{ op: 'playerAbility', abilities: [name] }], duration: d } };
}
