/**
 * Referents after a one-shot the grammar lists but doesn't perform (608.2c; grammar.md § Referents after
 * one-shots): the object an earlier instruction exiled, revealed, looked at, searched for or put onto the
 * battlefield without targeting it is the one the scenario names with `choices.object`, and a condition
 * on it is checked as the ability resolves.
 *
 *   unread   := [you may] (exile | reveal | look at) the top card of your library …      → "that card" = choices.object
 *             | … (put | reveal | exile | search … for) (a | an) <phrase> …              → "it" / "that creature" = choices.object
 *             | [if … ,] <verb> (it | that card | them) …                                 → "it" unchanged
 *   ifIs     := if (that card | that creature | it) (is (a | an) <phrase> | has mana value N or (less | greater)) ,
 *               ( <effect> | [you may] put it onto the battlefield [tapped] [and it <predicates> [<duration>]] )
 *             → the effect's `if` (the object matches as it resolves), or a put of the object only if it matches
 */
import type { AbilityDef, Op } from '../../../../core/effects/language/abilities.js';
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { Token } from '../../../lex.js';
import { condition, stateFilter } from '../../conditions/conditions.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { filterOf } from '../../nouns/phrase.js';
import { CHOSEN_OBJECT } from '../../nouns/referent-pronouns.js';
import { comparison } from '../../nouns/tails.js';
import { abilityList } from '../../predicates/abilities.js';
import { predicates } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

/** Verbs of one-shots that act on an object they name without targeting it. */
const ACTS_ON = new Set(['put', 'reveal', 'exile', 'search', 'return']);

const isChosen = (s: Selector | undefined): boolean => s !== undefined && 'chosenObject' in s && s.chosenObject === 'object';

/** "They", "those creatures", "the chosen creatures" that are neither targets nor the source: `choices.objects` (608.2c). */
export const CHOSEN_OBJECTS: Selector = { all: { isChosen: true }, zones: 'all' };

/**
 * What "it" names after an unread sentence that acts on an object chosen as it resolves: "You may put a
 * creature card with total power and toughness 5 or less from your hand onto the battlefield. That creature
 * gains haste." (Meek Attack), "you may exile the top card of your library. If that card is a Hero card, …"
 * (Daredevil). The one-shot itself is the scenario's (a `move` before the resolution); the object is named by
 * `choices.object`. undefined when the sentence names no such object.
 */
export function unreadObjectReferent(tokens: readonly Token[], ctx: ParseContext): Selector | undefined {
  const c = new Cursor(tokens);
  // "If it's a creature card, put it onto the battlefield tapped and attacking." — still the same object.
  if (isChosen(ctx.it)) {
    const skip = c.attempt((c2) => {
      if (!c2.accept('if')) return undefined;
      while (!c2.done && !c2.at(',')) c2.next();
      return c2.accept(',') ? true : undefined;
    });
    if (skip !== undefined || c.pos === 0) {
      c.accept('you may');
      const verb = c.word();
      if (verb !== undefined && ACTS_ON.has(verb) && (c.word(1) === 'it' || c.at(`${verb} that card`))) return ctx.it;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.k !== 'word' || (!ACTS_ON.has(t.v) && !(t.v === 'look' && tokens[i + 1]?.k === 'word'))) continue;
    const at = new Cursor(tokens.slice(i + 1));
    if (t.v === 'look' && !at.accept('at')) continue;
    if (t.v === 'search') {
      // "Search your library and / or graveyard for an artifact creature card …"
      while (!at.done && at.word() !== 'for') at.next();
      if (!at.accept('for')) continue;
    }
    if (at.accept('the top card of your library')) return CHOSEN_OBJECT;
    // "Return the top creature card of your graveyard to the battlefield. That creature gains haste …" (Shallow Grave):
    // the one card it moved, found as it resolves (608.2c).
    const top = at.attempt((c2) => {
      if (!c2.accept('the top')) return undefined;
      const saved = ctx.targets;
      const p = objectPhrase(c2, ctx);
      ctx.targets = saved;
      return p !== undefined && !p.plural && c2.acceptAny('of your graveyard', 'of your library') !== undefined ? CHOSEN_OBJECT : undefined;
    });
    if (top !== undefined) return top;
    // Any other "return …" (a cost-like "you may return a land you control to its owner's hand") names no object "it" is.
    if (t.v === 'return') continue;
    // "Put onto the battlefield under your control all creature cards in your opponents' graveyards …" (Supper for Spiders)
    if (t.v === 'put' && at.accept('onto the battlefield')) at.acceptAny('under your control', "under its owner 's control");
    // "Put each creature card milled this way onto the battlefield. They gain haste." (Random Encounter)
    if (at.acceptAny('each', 'all') !== undefined) {
      const saved = ctx.targets;
      const p = objectPhrase(at, ctx);
      ctx.targets = saved;
      if (p !== undefined && (t.v === 'put' || t.v === 'exile' || t.v === 'reveal')) return CHOSEN_OBJECTS;
      continue;
    }
    if (at.acceptAny('a', 'an') === undefined) continue;
    const saved = ctx.targets;
    const p = objectPhrase(at, ctx);
    ctx.targets = saved;
    if (p !== undefined && !p.plural) return CHOSEN_OBJECT;
  }
  return undefined;
}

/** "is a Hero card", "is a creature card", "has mana value 2 or less": what the object must be. */
function objectTest(c: Cursor, ctx: ParseContext): Filter | undefined {
  return c.attempt((c2) => {
    if (c2.accept('is')) {
      const negate = c2.accept('not');
      if (c2.acceptAny('a', 'an') === undefined) return undefined;
      const saved = ctx.targets;
      const p = objectPhrase(c2, ctx);
      ctx.targets = saved;
      if (p === undefined || p.plural) return undefined;
      const f = filterOf(p);
      return negate ? { not: f } : f;
    }
    if (c2.accept('has mana value')) {
      const cmp = comparison(c2);
      if (cmp === undefined) return undefined;
      return { manaValue: { [cmp.cmp]: cmp.n } } as Filter;
    }
    return undefined;
  });
}

/** The object `choices.object` names matches the filter, wherever it is (608.2c: checked as it resolves). */
export function objectMatches(f: Filter): Condition {
  return { count: { and: [{ is: 'object' }, f] }, zones: 'all', gte: 1 };
}

/** "… you may put it onto the battlefield [tapped] and it gains haste until end of turn" (611.2e, 400.7j). */
function putIt(c: Cursor, ctx: ParseContext, where: Filter): ResolvingPart | undefined {
  return c.attempt((c2) => {
    c2.accept('you may');
    if (!c2.accept('put it onto the battlefield')) return undefined;
    const tapped = c2.accept('tapped');
    let ops: Op[] | undefined;
    let d: Duration = 'permanent';
    if (c2.accept('and it')) {
      ctx.subjectTypes = [];
      ops = predicates(c2, ctx);
      if (ops === undefined) return undefined;
      d = duration(c2, ctx) ?? 'permanent';
    }
    if (!c2.done) return undefined;
    const what: Selector = { chosenObject: 'object', where };
    return {
      kind: 'put',
      put: { what, ...(tapped ? { tapped: true } : {}), ...(ops !== undefined ? { ops, duration: d } : {}) },
    } as ResolvingPart;
  });
}

/**
 * "If that card is a Hero card, SELF gets +2/+1 until end of turn." (Daredevil), "If that card has mana
 * value 2 or less, you may put it onto the battlefield and it gains haste until end of turn." (Break Out):
 * a condition on the object `choices.object` names, checked once as it resolves (608.2c).
 */
export function ifReferentIsSentence(
  c: Cursor,
  ctx: ParseContext,
  effectSentence: (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!ctx.resolving || !isChosen(ctx.it) || (ctx.it as { where?: Filter }).where !== undefined) return undefined;
  if (!c.accept('if') || c.acceptAny('that card', 'that creature', 'it') === undefined) return undefined;
  const f = objectTest(c, ctx);
  if (f === undefined || !c.accept(',')) return undefined;
  const put = putIt(c, ctx, f);
  if (put !== undefined) return put;
  const inner = new Cursor(c.tokens.slice(c.pos));
  const part = effectSentence(inner, ctx);
  if (part?.kind !== 'effect' || !inner.done || part.effect.if !== undefined) return undefined;
  c.pos = c.tokens.length;
  return { kind: 'effect', effect: { ...part.effect, if: objectMatches(f) } };
}

/**
 * "Until your next turn, it gains trample if you control a Dwarf and hexproof if you control an Elf."
 * (Doors of Durin): each ability under its own condition, each checked once as it resolves (608.2c) —
 * one effect per clause, on the same object, with the same duration.
 *
 *   perClause := [<duration> ,] <subject> (gains | gain) <abilities> if <cond> (, | and | , and) <abilities> if <cond> … [<duration>]
 */
export function abilitiesEachIfSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!ctx.resolving) return undefined;
  let lead: Duration | undefined;
  const d = c.attempt((c2) => {
    const x = duration(c2, ctx);
    return x !== undefined && c2.accept(',') ? x : undefined;
  });
  if (d !== undefined) lead = d;
  const s = subject(c, ctx);
  if (s === undefined || 'players' in s.selector || c.acceptAny('gains', 'gain') === undefined) return undefined;
  const clauses: { abilities: AbilityDef[]; cond: Condition }[] = [];
  for (;;) {
    const abilities = abilityList(c, ctx);
    if (abilities === undefined || !c.accept('if')) return undefined;
    const cond = condition(c, ctx);
    if (cond === undefined) return undefined;
    clauses.push({ abilities, cond });
    if (c.acceptAny(', and', 'and', ',') === undefined) break;
  }
  if (clauses.length < 2) return undefined;
  const tail = lead === undefined ? duration(c, ctx) : undefined;
  if (!c.done) return undefined;
  const dur = lead ?? tail ?? 'permanent';
  const parts: ResolvingPart[] = clauses.map(({ abilities, cond }) => ({
    kind: 'effect',
    effect: { affects: s.selector, ops: [{ op: 'addAbilities', abilities }], duration: dur, if: cond },
  }));
  return { kind: 'many', parts };
}

/**
 * "Whenever one or more creatures attack you, those creatures get -1/-0 until end of turn." (Sabotage
 * Strategist), "Whenever you cast a spell that targets one or more creatures, those creatures gain flying …"
 * (Storm, Windrider): "those <phrase>" / "they" are the objects the trigger is about, `choices.objects`.
 */
export function triggerPluralReferent(trigger: readonly Token[], ctx: ParseContext): Selector | undefined {
  const at = trigger.findIndex((t) => t.k === 'word' && (t.v === 'whenever' || t.v === 'when'));
  if (at < 0) return undefined;
  const c = new Cursor(trigger.slice(at + 1));
  c.accept('you cast a spell that targets');
  if (!c.accept('one or more')) return undefined;
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  return p === undefined ? undefined : CHOSEN_OBJECTS;
}

/**
 * "Choose exactly two creatures you control." (Spry and Mighty): "the chosen creatures" are `choices.objects`,
 * chosen as it resolves (608.2d; not targeted, 115.1).
 */
export function choosePluralSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!ctx.resolving || !c.accept('choose')) return undefined;
  c.accept('exactly');
  const t = c.peek();
  const n = t?.k === 'num' ? t.n : numberWord(c.word());
  if (n === undefined || n < 2) return undefined;
  c.next();
  const p = objectPhrase(c, ctx);
  if (p === undefined || !p.plural || !c.done) return undefined;
  ctx.it = CHOSEN_OBJECTS;
  return { kind: 'choice' };
}

/**
 * "counter up to one target activated or triggered ability. If an ability of an artifact, creature, or
 * planeswalker is countered this way, that permanent loses all abilities for as long as SELF remains on the
 * battlefield." (Tishana's Tidebinder): "that permanent" is the countered ability's source, `choices.object`
 * (the engine keeps no abilities on the stack); the condition is that it is one of those, checked as it resolves.
 *
 *   counteredIf := if an ability of (a | an) <phrase> is countered this way , <effect about that permanent>
 */
export function ifCounteredSentence(
  c: Cursor,
  ctx: ParseContext,
  effectSentence: (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!ctx.resolving || !c.accept('if an ability of')) return undefined;
  c.acceptAny('a', 'an');
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  if (p === undefined || !c.accept('is countered this way ,')) return undefined;
  const before = ctx.it;
  ctx.it = CHOSEN_OBJECT;
  const inner = new Cursor(c.tokens.slice(c.pos));
  const part = effectSentence(inner, ctx);
  if (part?.kind !== 'effect' || !inner.done || part.effect.if !== undefined || !isChosen(part.effect.affects)) {
    ctx.it = before;
    return undefined;
  }
  c.pos = c.tokens.length;
  return { kind: 'effect', effect: { ...part.effect, if: objectMatches(filterOf(p)) } };
}

/**
 * "If target attacking creature token is the chosen type, put three +1/+1 counters on it and it gains deathtouch
 * until end of turn." (A Killer Among Us): the target is tested as it resolves (608.2c) — every part of what
 * follows acts on it only if it matches (the selector's `where`).
 *
 *   ifTargetIs := if <target phrase> is [not] (the chosen type | <state>) , <resolving sentence about it>
 */
export function ifTargetIsSentence(
  c: Cursor,
  ctx: ParseContext,
  read: (tokens: readonly Token[]) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!ctx.resolving || !c.accept('if') || (!c.at('target') && !c.at('up to one target'))) return undefined;
  const s = subject(c, ctx);
  if (s === undefined || !('target' in s.selector) || s.plural || !c.accept('is')) return undefined;
  const negate = c.accept('not');
  const f: Filter | undefined = c.accept('the chosen type') ? { subtype: { chosen: 'creatureType' } } : stateFilter(c);
  if (f === undefined || !c.accept(',')) return undefined;
  const test: Filter = negate ? { not: f } : f;
  const base = s.selector;
  const it: Selector = { ...base, where: base.where === undefined ? test : { and: [base.where, test] } };
  ctx.it = it;
  const part = read(c.tokens.slice(c.pos));
  if (part === undefined) return undefined;
  const key = JSON.stringify(it);
  const about = (p: ResolvingPart): boolean =>
    p.kind === 'many'
      ? p.parts.every(about)
      : p.kind === 'effect'
        ? JSON.stringify(p.effect.affects) === key
        : p.kind === 'counters' && p.counters.every((k) => JSON.stringify(k.on) === key);
  if (!about(part)) return undefined;
  c.pos = c.tokens.length;
  return part;
}
