/**
 * Sentences of resolving abilities (608.2, 611.2; grammar.md § Resolving effects):
 *   effect := [Until end of turn ,] <subject> <predicates> [<duration>]
 *           | [you] gain control of <target> [<duration>] [and it gains …]
 *           | Switch <subject> 's power and toughness [<duration>]
 *           | Put N <kind> counter(s) on <subject>
 *           | Create <tokens>
 *           | Untap <subject> | Tap <subject> | Transform SELF
 *           | It's still a land.   (205.1b: the previous effect keeps the land type)
 */
import type {
  Condition,
  CopyExcept,
  Duration,
  Filter,
  Op,
  Resolution,
  ResolvedEffectDef,
  Selector,
  TextKind,
  TokenDef,
  Value,
} from '../../core/effects/types.js';
import type { Color } from '../../core/model/terms.js';
import type { Token } from '../lex.js';
import { amassSentence } from './amass.js';
import { basePTSentence, changeBasePowerSentence } from './base-pt.js';
import { ifCoinFlip } from './coin-flips.js';
import { compoundSentence } from './compound.js';
import { stateFilter } from './conditions.js';
import type { ParseContext } from './context.js';
import { selfGiven, untapAndControl } from './control.js';
import { copiedReferent, copyEachToken, exileThen, playerCreatesCopy } from './copies.js';
import { ifCostPaid } from './costs-paid.js';
import { Cursor } from './cursor.js';
import { ifDayNightAfter } from './day-night.js';
import { beforeFightSentence, leadingDurationSentence } from './definite-targets.js';
import { doubleSentence } from './double.js';
import { duration } from './durations.js';
import { earthbendSentence } from './earthbend.js';
import { chosenExiledCard, linkedExiledSelector } from './exiled-with.js';
import { forEachOpponentTarget, ifPaidAlsoSentence, ifPaidInsteadFirst, ifSelfIsSentence, youAndSentence } from './ifs.js';
import { ifInsteadSentence } from './instead.js';
import { insteadListSentence } from './instead-list.js';
import { leadingDraw } from './leading-oneshot.js';
import { leadingRestriction } from './leading-rest.js';
import { counterKind, objectPhrase, subject } from './nouns.js';
import { oneShotThen } from './oneshot-then.js';
import { playerKeyword } from './players.js';
import { abilityList, copyExcept, forEach, predicates, scaleBy, substituteX, whereX } from './predicates.js';
import { type ReferentPart, referentSentence } from './referents.js';
import { alternativesSentence, chooseOneAndSentence, otherwiseDidSentence } from './resolution-choices.js';
import { restIsListedOnly } from './rest.js';
import { sameIsTrueSentence } from './same-is-true.js';
import { withoutAbilityWord } from './statics.js';
import { stillA } from './still-a.js';
import { ifReferentHasSentence } from './then-if.js';
import { ifThreatenSentence } from './threaten.js';
import { conditionalTokens } from './token-ifs.js';
import { unlessPaidSentence } from './unless-paid.js';
import {
  abilitiesEachIfSentence,
  choosePluralSentence,
  ifCounteredSentence,
  ifReferentIsSentence,
  ifTargetIsSentence,
} from './unread-referents.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, numberWord, SUPERTYPE_WORDS, subtypeOf } from './words.js';

/** What one resolving sentence contributes. */
export type ResolvingPart =
  | { kind: 'effect'; effect: ResolvedEffectDef }
  | { kind: 'counters'; counters: NonNullable<Resolution['counters']> }
  | { kind: 'tokens'; tokens: TokenDef[] }
  | { kind: 'flag'; flag: 'untapTargets' | 'tapTargets' | 'transformSelf' | 'exchangeControl' | 'exchangeControlWithSelf' | 'flicker' }
  | { kind: 'stillLand' }
  /** "If evidence was collected, it has base power and toughness 1/1 until end of turn instead." */
  | { kind: 'instead'; effect: ResolvedEffectDef; paid: Filter }
  /** "It gets -4/-0 until end of turn instead if you control an outlaw." (instead.ts, 608.2c) */
  | { kind: 'insteadIf'; effect: ResolvedEffectDef; cond: Condition }
  /** "Untap all creatures …" (control.ts): objects untapped besides the targets. */
  | { kind: 'untap'; untap: Selector; if?: Condition }
  | { kind: 'many'; parts: ResolvingPart[] }
  /** 701.47a: "Amass Orcs 2" (amass.ts), performed by the core before the effects. */
  | { kind: 'amass'; amass: NonNullable<Resolution['amass']> }
  /** "If you do, …. Otherwise, …" (resolution-choices.ts): the previous effect under option 1, this one under option 2 (608.2d). */
  | { kind: 'otherwiseDid'; effect: ResolvedEffectDef }
  /** Referents (referents.ts): a choice as it resolves, a return to the battlefield and what the returned object is (611.2e). */
  | Exclude<ReferentPart, { kind: 'counters' }>;

function effectSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
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
  // 402.2, 613.11: "you have no maximum hand size for the rest of the game" (Wisdom of Ages).
  if (c.accept('no maximum hand size for the rest of the game') && c.done)
    return { kind: 'effect', effect: { affects, ops: [{ op: 'maxHandSize', value: null }], duration: 'permanent' } };
  const name = playerKeyword(c);
  if (name === undefined) return undefined;
  const d = duration(c, ctx) ?? dur ?? 'permanent';
  if (!c.done) return undefined;
  return { kind: 'effect', effect: { affects, ops: [{ op: 'playerAbility', abilities: [name] }], duration: d } };
}

function countersSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('put')) return undefined;
  const t = c.peek();
  const amount: Value | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c.word());
  if (amount === undefined) return undefined;
  c.next();
  const kind = counterKind(c);
  if (kind === undefined || !c.accept('on')) return undefined;
  // "on each of up to one target land and up to one target creature"
  if (c.accept('each of')) {
    const counters: NonNullable<Resolution['counters']> = [];
    for (;;) {
      const on = subject(c, ctx);
      if (on === undefined) return undefined;
      counters.push({ on: on.selector, kind, amount });
      if (c.acceptAny(', and', 'and', ',') === undefined) break;
    }
    return c.done ? { kind: 'counters', counters } : undefined;
  }
  const on = subject(c, ctx);
  if (on === undefined || !c.done) return undefined;
  ctx.it = on.selector;
  return { kind: 'counters', counters: [{ on: on.selector, kind, amount }] };
}

/** "a 1/1 white Soldier creature token with flying", "two 2/2 black Zombie creature tokens". */
function tokenPhrase(c: Cursor, ctx: ParseContext): TokenDef | undefined {
  return c.attempt((c2) => {
    const t = c2.peek();
    let count: Value | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c2.word());
    if (count === undefined) return undefined;
    c2.next();
    const out: TokenDef = {};
    const pt = c2.peek();
    if (pt?.k === 'pt') {
      if (pt.p.n === 'X' || pt.t.n === 'X') return undefined;
      out.power = pt.p.n;
      out.toughness = pt.t.n;
      c2.next();
    }
    const colors: Color[] = [];
    const types: string[] = [];
    const subtypes: string[] = [];
    const supertypes: string[] = [];
    let colorless = false;
    for (;;) {
      const w = c2.peek();
      if (w?.k !== 'word') break;
      if (COLOR_WORDS[w.v]) {
        colors.push(COLOR_WORDS[w.v] as Color);
        c2.next();
        c2.accept(',');
        c2.accept('and');
        continue;
      }
      if (w.v === 'colorless') {
        colorless = true;
        c2.next();
        continue;
      }
      if (SUPERTYPE_WORDS[w.v]) {
        supertypes.push(SUPERTYPE_WORDS[w.v] as string);
        c2.next();
        continue;
      }
      if (w.v === 'token' || w.v === 'tokens') {
        c2.next();
        break;
      }
      const ct = CARD_TYPE_WORDS.get(w.v);
      if (ct) {
        types.push(ct);
        c2.next();
        continue;
      }
      const st = subtypeOf(w.raw);
      if (st) {
        subtypes.push(st.subtype);
        c2.next();
        continue;
      }
      return undefined;
    }
    if (c2.word(-1) !== 'token' && c2.word(-1) !== 'tokens') return undefined;
    if (types.length === 0) return undefined;
    if (colorless && colors.length > 0) return undefined;
    if (c2.accept('with')) {
      const abilities = abilityList(c2, ctx);
      if (abilities === undefined) return undefined;
      out.abilities = abilities;
    }
    if (c2.accept('tapped and attacking')) {
      out.tapped = true;
      out.attacking = true;
    } else if (c2.accept('tapped')) out.tapped = true;
    if (count !== 1) out.count = count;
    count = undefined;
    return {
      ...(out.count === undefined ? {} : { count: out.count }),
      ...(colors.length ? { colors } : {}),
      types,
      ...(subtypes.length ? { subtypes } : {}),
      ...(supertypes.length ? { supertypes } : {}),
      ...(out.power === undefined ? {} : { power: out.power, toughness: out.toughness }),
      ...(out.abilities ? { abilities: out.abilities } : {}),
      ...(out.tapped ? { tapped: true } : {}),
      ...(out.attacking ? { attacking: true } : {}),
    };
  });
}

/** "a token that's a copy of target creature you control[, except it has haste]" (707.2, 111.10). */
function copyToken(c: Cursor, ctx: ParseContext): TokenDef | undefined {
  return c.attempt((c2) => {
    const t = c2.peek();
    const count: Value | undefined = c2.accept('a') ? 1 : t?.k === 'num' ? t.n : numberWord(c2.word());
    if (count === undefined) return undefined;
    if (c2.word(-1) !== 'a') c2.next();
    // "Create a tapped and attacking token that's a copy of that card" (Sauron, the Necromancer; 508.4).
    const before = c2.acceptAny('tapped and attacking', 'tapped');
    if (!c2.acceptAny('token that is a copy of', 'tokens that are copies of')) return undefined;
    const of =
      chosenExiledCard(c2, ctx, objectPhrase) ?? linkedExiledSelector(c2, ctx) ?? copiedReferent(c2, ctx) ?? subject(c2, ctx)?.selector;
    if (of === undefined) return undefined;
    const out: TokenDef = { copyOf: of };
    if (before !== undefined) out.tapped = true;
    if (before === 'tapped and attacking') out.attacking = true;
    if (count !== 1) out.count = count;
    const except = copyExcept(c2, ctx);
    if (except !== undefined) out.except = except;
    if (c2.accept('tapped and attacking')) {
      out.tapped = true;
      out.attacking = true;
    } else if (c2.accept('tapped')) out.tapped = true;
    return out;
  });
}

function tokensSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  // copies.ts: "For each token you control, create a token that's a copy of that permanent."
  const each = copyEachToken(c, ctx, copyExcept) ?? playerCreatesCopy(c, ctx, (x) => copyToken(x, ctx));
  if (each !== undefined) {
    ctx.it = { createdTokens: true };
    return { kind: 'tokens', tokens: [each] };
  }
  c.accept('you');
  // copies.ts: "exile a permanent card from your graveyard at random, then create a tapped token that's a copy of that card".
  const exiled = exileThen(c, ctx);
  if (!c.accept('create')) return undefined;
  const copy = copyToken(c, ctx);
  if (copy !== undefined) {
    // "Create a token that's a copy of this creature, then sacrifice an artifact or creature." (Joo Dee): the
    // token is created first (608.2c); the sacrifice after it is reported on its own (rest.ts).
    if (!c.done && !restIsListedOnly(c, ctx)) return undefined;
    ctx.it = { createdTokens: true };
    return { kind: 'tokens', tokens: [copy] };
  }
  if (exiled) return undefined;
  const tokens: TokenDef[] = [];
  for (;;) {
    const t = tokenPhrase(c, ctx);
    if (t === undefined) return undefined;
    tokens.push(t);
    if (c.acceptAny(', and', ',', 'and') === undefined) break;
  }
  if (!c.done) return undefined;
  ctx.it = { createdTokens: true };
  return { kind: 'tokens', tokens };
}

function flagSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (c.accept('transform SELF') && c.done) return { kind: 'flag', flag: 'transformSelf' };
  c.pos = 0;
  // "Exchange control of SELF and target creature." (Phyrexian Infiltrator, 701.12b): the source and the target.
  if (c.accept('exchange control of SELF and')) {
    const other = subject(c, ctx);
    return other !== undefined && 'target' in other.selector && other.selector.where === undefined && c.done
      ? { kind: 'flag', flag: 'exchangeControlWithSelf' }
      : undefined;
  }
  c.pos = 0;
  if (c.accept('exchange control of')) {
    const subj = subject(c, ctx);
    // "… of target creature you control and target creature an opponent controls" (Chromeshell Crab): the two targets.
    const second = subj !== undefined && 'target' in subj.selector && c.accept('and') ? subject(c, ctx) : undefined;
    if (second !== undefined && !('target' in second.selector)) return undefined;
    return subj !== undefined && c.done ? { kind: 'flag', flag: 'exchangeControl' } : undefined;
  }
  c.pos = 0;
  const verb = c.acceptAny('untap', 'tap');
  if (verb === undefined) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || !c.done || !('target' in subj.selector || 'targets' in subj.selector)) return undefined;
  ctx.it = subj.selector;
  return { kind: 'flag', flag: verb === 'untap' ? 'untapTargets' : 'tapTargets' };
}

/** "Exile target creature you control, then return that card to the battlefield under your control." (400.7) */
function flickerSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('exile')) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || !('target' in subj.selector)) return undefined;
  if (!c.acceptAny(', then return', 'then return', '. return')) return undefined;
  if (c.acceptAny('that card', 'it', 'the exiled card') === undefined) return undefined;
  if (!c.accept('to the battlefield under')) return undefined;
  if (c.acceptAny('your control', "its owner 's control") === undefined || !c.done) return undefined;
  return { kind: 'flag', flag: 'flicker' };
}

/** "Change the text of target spell or permanent by replacing all instances of one color word with another." (612) */
function textChangeSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('change the text of')) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || !c.accept('by replacing all instances of')) return undefined;
  const kinds: TextKind[] = [];
  for (;;) {
    if (c.accept('one color word with another')) kinds.push('color');
    else if (c.accept('one basic land type with another')) kinds.push('basicLandType');
    else if (c.accept('one creature type with another')) kinds.push('creatureType');
    else return undefined;
    if (!c.accept('or')) break;
  }
  // "… with another until end of turn" (Crystal Spray).
  const d = duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  const kind = kinds.length === 1 ? (kinds[0] as TextKind) : kinds;
  return { kind: 'effect', effect: { affects: subj.selector, ops: [{ op: 'changeText', kind }], duration: d } };
}

/**
 * "… become a copy of another creature you control" (Deepfathom Echo): an object chosen as it resolves, not
 * targeted (608.2d) — `choices.copyOf`, with the words as the choice's restriction (on the battlefield).
 */
function chosenToCopy(c: Cursor, ctx: ParseContext): { selector: Selector } | undefined {
  return c.attempt((c2) => {
    const article = c2.acceptAny('a', 'an', 'another');
    if (article === undefined) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined || p.plural || p.zones !== undefined) return undefined;
    const filters: Filter[] = [...p.filters, ...(article === 'another' ? [{ other: true } as Filter] : []), { zone: 'battlefield' }];
    return { selector: { chosenObject: 'copyOf', where: { and: filters } } };
  });
}

/** "you may have SELF become a copy of another target creature[, except it has this ability]" (707.2). */
function becomeCopySentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  c.accept('you may have');
  // "Until end of turn, it becomes a copy of …" (Fleeting Reflection): the duration first.
  const lead = c.attempt((x) => {
    const d = duration(x, ctx);
    return d !== undefined && x.accept(',') ? d : undefined;
  });
  const who = subject(c, ctx);
  if (who === undefined || !c.acceptAny('become a copy of', 'becomes a copy of')) return undefined;
  // "SELF becomes a copy of target creature card exiled with it" (Mimeoplasm): "it" is SELF, the subject.
  if (
    'self' in who.selector &&
    c.at('target') &&
    c.tokens
      .slice(c.pos)
      .some((t, i, a) => t.k === 'word' && t.v === 'exiled' && a[i + 2]?.k === 'word' && (a[i + 2] as { v: string }).v === 'it')
  )
    ctx.it = who.selector;
  const of = subject(c, ctx) ?? chosenToCopy(c, ctx);
  if (of === undefined) return undefined;
  const d0 = lead ?? duration(c, ctx);
  const except: CopyExcept = copyExcept(c, ctx) ?? {};
  const d = d0 ?? duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  // "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature":
  // the chosen object a copy effect copies is `choices.copyOf` (Cytoshape), with the choice's restriction.
  const copied: Selector =
    'chosenObject' in of.selector && of.selector.chosenObject === 'object' && of.selector.where !== undefined
      ? { chosenObject: 'copyOf', where: of.selector.where }
      : of.selector;
  const op: Op = Object.keys(except).length ? { op: 'copy', of: copied, except } : { op: 'copy', of: copied };
  return { kind: 'effect', effect: { affects: who.selector, ops: [op], duration: d } };
}

/**
 * 608.2c: "If that creature is a Goat, it also gets +3/+0 until end of turn." The condition is checked
 * as the spell resolves: the effect's set (locked then, 611.2c) is "it" if it matches.
 */
function ifItIsSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
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
function ifPaidSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const cost = ifCostPaid(c);
  if (cost === undefined || !c.accept(',')) return undefined;
  return effectWhere(c, ctx, { costPaid: cost }, true);
}

/**
 * 705: "If you win the flip, target creature gets +1/+1 until end of turn", "If both coins come up
 * heads, SELF gains double strike until end of turn": the effect applies only with that result.
 */
function ifFlipSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const flip = ifCoinFlip(c);
  if (flip === undefined || !c.accept(',')) return undefined;
  return effectWhere(c, ctx, flip, false);
}

/** The rest of the sentence is an effect on objects that applies only where `paid` holds ("instead": replacing the previous one). */
function effectWhere(c: Cursor, ctx: ParseContext, paid: Filter, allowInstead: boolean): ResolvingPart | undefined {
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

function stillLand(c: Cursor): ResolvingPart | undefined {
  // 205.1b: "It's still a land.", "He's still a planeswalker." (Gideon Jura), "It's still a Cave land."
  if (stillA(c, 'sentence') && c.done) return { kind: 'stillLand' };
  return undefined;
}

/** One resolving sentence; undefined when the grammar doesn't read it. */
/**
 * "Then …", "You may …", "If you do, …" lead into an effect; the optional choice is the scenario's to
 * make (it resolves the ability or not), so the effect is read as if the choice was taken.
 */
function withoutLeadIn(tokens: readonly Token[]): readonly Token[] {
  const first = tokens[0];
  if (first?.k === 'word' && first.v === 'then') return tokens.slice(1);
  // "If you do, …" / "When you do, …" follow an optional action the scenario has taken by resolving this.
  const c = new Cursor(tokens);
  if (c.accept('if you do ,') || c.accept('when you do ,')) return tokens.slice(c.pos);
  const second = tokens[1];
  if (
    first?.k === 'word' &&
    first.v === 'you' &&
    second?.k === 'word' &&
    second.v === 'may' &&
    tokens[2]?.k === 'word' &&
    (tokens[2] as { v: string }).v !== 'have'
  )
    return tokens.slice(2);
  return tokens;
}

export function resolvingSentence(all: readonly Token[], ctx: ParseContext): ResolvingPart | undefined {
  const c = new Cursor(withoutLeadIn(withoutAbilityWord(all)));
  const start = ctx.targets;
  const it = ctx.it;
  for (const rule of [
    (x: Cursor) => referentSentence(x, ctx),
    (x: Cursor) => untapAndControl(x, ctx),
    (x: Cursor) => selfGiven(x, ctx),
    stillLand,
    (x: Cursor) => flickerSentence(x, ctx),
    (x: Cursor) => textChangeSentence(x, ctx),
    (x: Cursor) => becomeCopySentence(x, ctx),
    (x: Cursor) => flagSentence(x, ctx),
    (x: Cursor) => countersSentence(x, ctx),
    (x: Cursor) => earthbendSentence(x, ctx),
    (x: Cursor) => amassSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => tokensSentence(x, ctx),
    (x: Cursor) => conditionalTokens(x, ctx, (y) => tokensSentence(y, ctx)),
    (x: Cursor) => effectSentence(x, ctx),
    (x: Cursor) => doubleSentence(x, ctx),
    (x: Cursor) => ifItIsSentence(x, ctx),
    (x: Cursor) => ifReferentHasSentence(x, ctx, effectSentence),
    (x: Cursor) => ifReferentIsSentence(x, ctx, effectSentence),
    (x: Cursor) => ifCounteredSentence(x, ctx, effectSentence),
    (x: Cursor) => ifTargetIsSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => abilitiesEachIfSentence(x, ctx),
    (x: Cursor) => alternativesSentence(x, ctx),
    (x: Cursor) => otherwiseDidSentence(x, ctx, effectSentence),
    (x: Cursor) => choosePluralSentence(x, ctx),
    (x: Cursor) => ifThreatenSentence(x, ctx),
    (x: Cursor) => ifPaidSentence(x, ctx),
    (x: Cursor) => ifFlipSentence(x, ctx),
    (x: Cursor) => unlessPaidSentence(x, ctx, effectWhere),
    (x: Cursor) => ifDayNightAfter(x, (y) => effectSentence(y, ctx)),
    (x: Cursor) => ifPaidAlsoSentence(x, ctx, effectSentence),
    (x: Cursor) => youAndSentence(x, ctx, effectSentence),
    (x: Cursor) => ifPaidInsteadFirst(x, ctx, effectSentence),
    (x: Cursor) => basePTSentence(x, ctx, effectSentence),
    (x: Cursor) => changeBasePowerSentence(x, ctx),
    (x: Cursor) => ifSelfIsSentence(x, ctx, effectSentence),
    (x: Cursor) => forEachOpponentTarget(x, ctx, effectSentence),
    (x: Cursor) => ifInsteadSentence(x, ctx, effectSentence),
    (x: Cursor) => insteadListSentence(x, ctx, effectSentence),
    (x: Cursor) => compoundSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => leadingDraw(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => oneShotThen(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => beforeFightSentence(x, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => leadingDurationSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => chooseOneAndSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
    (x: Cursor) => sameIsTrueSentence(x, ctx, (t) => resolvingSentence(t, ctx)),
  ]) {
    c.pos = 0;
    ctx.targets = start;
    ctx.it = it;
    ctx.rest = undefined;
    const out = rule(c);
    if (out !== undefined && c.done) return out;
  }
  ctx.targets = start;
  ctx.it = it;
  return undefined;
}
