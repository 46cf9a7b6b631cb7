/**
 * Referents of resolving abilities (608.2c, 400.7j; grammar.md § Referents): what "it", "that
 * creature", "they", "the chosen creature", "the tokens" … name when that is not a target of an
 * earlier sentence nor the source.
 *
 *   trigger  := [ability word —] when[ever] (a | an | another) <phrase> <event verb> …
 *               → "it" is the triggering object: {chosenObject: 'object'} (choices.object)
 *   choose   := choose (a | an | another) <phrase>                     → "it" is the chosen object
 *   counters := put N <kind> counter(s) on (a | an) <phrase>            → on the chosen object
 *   return   := (return | put) <what> [from <zone>] (to | onto) the battlefield [tapped]
 *               [under (your | its owner's | her owner's | their owner's) control]
 *               [with N <kind> counter(s) on (it | her | him | them)]
 *               → putOntoBattlefield (a new object, 400.7; "other parts of that effect can find
 *                 that object", 400.7j)
 *   entered  := (it | that creature | she | he | they | each of them) <predicates> [and has no abilities] [<duration>]
 *               after a return: folded into putOntoBattlefield.ops (611.2e: "It's an enchantment")
 *   pronoun  := the chosen creature | the tokens | those tokens | that card | her | him
 */

import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { Zone } from '../../../../core/model/terms.js';
import { stateFilter } from '../../conditions/conditions.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { filterOf, type ObjectPhrase } from '../../nouns/phrase.js';
import { CHOSEN_OBJECT } from '../../nouns/referent-pronouns.js';
import { counterKind } from '../../nouns/tails.js';
import { predicates } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import { numberWord, subtypeOf } from '../../words/words.js';

/** What one sentence of this family contributes (build.ts folds it into the Resolution). */
export type ReferentPart =
  /** A choice made as it resolves ("Choose a creature you control."): no effect of its own. */
  | { kind: 'choice' }
  | { kind: 'counters'; counters: { on: Selector; kind: string; amount: number }[] }
  | { kind: 'put'; put: PutOnto }
  /** 611.2e: characteristics of the object the previous sentence put onto the battlefield. */
  | { kind: 'putOps'; ops: Op[]; duration: Duration }
  /** "Otherwise, return it to the battlefield and it's a 3/3 Robot artifact creature with flying." */
  | { kind: 'putOtherwise'; ops: Op[] };

export interface PutOnto {
  what: Selector;
  /** "Return it to the battlefield if it's an artifact creature card." — only with the "Otherwise, …" that follows (build.ts). */
  onlyIf?: Filter;
  counters?: Record<string, number>;
  under?: 'you' | 'owner';
  tapped?: boolean;
}

/** The choice's restriction, checked as the choice is made ("a nonlegendary creature on the battlefield"). */
function chosenWhere(p: ObjectPhrase, other: boolean): Selector {
  const filters: Filter[] = [...p.filters, ...(other ? [{ other: true } as Filter] : [])];
  const zones = p.zones ?? ['battlefield'];
  filters.push({ zone: zones.length === 1 ? (zones[0] as Zone) : zones });
  return { chosenObject: 'object', where: filters.length === 1 ? (filters[0] as Filter) : { and: filters } };
}

/** One subtype word ending the sentence ("other than Wall"). */
function subtypeWordThenEnd(c: Cursor): boolean {
  const t = c.peek();
  if (t?.k !== 'word' || subtypeOf(t.raw) === undefined) return false;
  c.next();
  return c.done;
}

/** "Choose a creature you control." — "it" is then the chosen object (not targeted, 115.1). */
function chooseSentence(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  if (!c.accept('choose')) return undefined;
  // 608.2d: "When this creature enters, choose a creature type." — the scenario's choices.creatureType.
  // "Choose a creature type other than Wall." (Standardize), "Choose a nonartifact, nonland creature type." (Mistform
  // Mutant): the words restrict which type may be chosen (205.3m: artifact and land types aren't creature types anyway);
  // the scenario's choice is the one made.
  if (
    (c.accept('a nonartifact , nonland creature type') || c.accept('a creature type')) &&
    (c.done || (c.accept('other than') && subtypeWordThenEnd(c)))
  ) {
    ctx.typeChosen = true;
    return { kind: 'choice' };
  }
  const article = c.acceptAny('a', 'an', 'another');
  if (article === undefined) return undefined;
  const p = objectPhrase(c, ctx);
  // "choose a creature you control and an opponent" (Risky Move): the opponent is choices.player ("that opponent").
  c.accept('and an opponent');
  // "you may choose a creature card from among them" (Kaya, Spirits' Justice): one of the objects the trigger names,
  // wherever they went — the phrase restricts the choice, no zone does.
  const among = c.accept('from among them');
  if (p === undefined || p.plural || !c.done) return undefined;
  ctx.it = among ? { chosenObject: 'object', where: { and: p.filters } } : chosenWhere(p, article === 'another');
  return { kind: 'choice' };
}

/** "Put a +1/+1 counter on a creature you control." — counters on an object chosen as it resolves. */
function countersOnChosen(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  if (!c.accept('put')) return undefined;
  const t = c.peek();
  const amount = t?.k === 'num' ? t.n : c.word() === 'a' || c.word() === 'an' ? 1 : numberWord(c.word());
  if (amount === undefined) return undefined;
  c.next();
  const kind = counterKind(c);
  if (kind === undefined || !c.accept('on') || c.acceptAny('a', 'an') === undefined) return undefined;
  const p = objectPhrase(c, ctx);
  if (p === undefined || p.plural || !c.done) return undefined;
  const on = chosenWhere(p, false);
  ctx.it = on;
  return { kind: 'counters', counters: [{ on, kind, amount }] };
}

/** "with two +1/+1 counters on it", "with a finality counter on it", "with a +1/+1 counter on her". */
function withCounters(c: Cursor): Record<string, number> | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('with')) return undefined;
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : c2.word() === 'a' || c2.word() === 'an' ? 1 : numberWord(c2.word());
    if (n === undefined) return undefined;
    c2.next();
    const kind = counterKind(c2);
    if (kind === undefined || !c2.accept('on') || c2.acceptAny('it', 'her', 'him', 'them') === undefined) return undefined;
    return { [kind]: n };
  });
}

/** What a return names: the source, "it" (the last referent), the triggering card, a target card, a chosen card. */
function returnedObject(c: Cursor, ctx: ParseContext): Selector | undefined {
  if (c.accept('SELF')) return { self: true };
  if (c.acceptAny('it', 'her', 'him', 'them', 'that card', 'that creature') !== undefined) return ctx.it;
  // "a creature card at random from your graveyard", "a creature card from your hand": chosen as it resolves.
  const chosen = c.attempt((c2) => {
    if (c2.acceptAny('a', 'an') === undefined) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined || p.plural) return undefined;
    c2.acceptAny('at random', 'exiled this way');
    return CHOSEN_OBJECT;
  });
  if (chosen !== undefined) return chosen;
  // "Put each creature card exiled with this artifact onto the battlefield" (Ghost Vacuum): every such card.
  const each = c.attempt((c2) => {
    if (!c2.accept('each')) return undefined;
    const p = objectPhrase(c2, ctx);
    return p?.zones === undefined ? undefined : ({ all: filterOf(p), zones: p.zones } as Selector);
  });
  if (each !== undefined) return each;
  const target = subject(c, ctx);
  return target !== undefined && 'target' in target.selector ? target.selector : undefined;
}

/**
 * "Return target creature card from your graveyard to the battlefield." "When SELF dies, … return
 * it to the battlefield under its owner's control." "You may put a creature card from your hand
 * onto the battlefield." The returned card is a new object (400.7); the effect's other parts find it (400.7j).
 */
function returnSentence(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  const verb = c.acceptAny('return', 'put');
  if (verb === undefined) return undefined;
  const what = returnedObject(c, ctx);
  if (what === undefined) return undefined;
  // The zone it comes from is the chosen card's (a target's phrase says it, 601.2c): "from an opponent's graveyard" too.
  c.acceptAny(
    'from your graveyard',
    'from a graveyard',
    "from an opponent 's graveyard",
    "from a player 's graveyard",
    'from your hand',
    'from exile',
    'at random from your graveyard',
  );
  if (!c.accept(verb === 'return' ? 'to the battlefield' : 'onto the battlefield')) return undefined;
  const put: PutOnto = { what };
  for (;;) {
    if (c.accept('tapped')) {
      put.tapped = true;
      continue;
    }
    if (c.accept('under your control')) {
      put.under = 'you';
      continue;
    }
    if (
      c.acceptAny("under its owner 's control", "under her owner 's control", "under his owner 's control", "under their owner 's control")
    ) {
      put.under = 'owner';
      continue;
    }
    const counters = withCounters(c);
    if (counters !== undefined) {
      put.counters = { ...(put.counters ?? {}), ...counters };
      continue;
    }
    break;
  }
  // "… if it's an artifact creature card." (608.2c; the "Otherwise, …" sentence says what happens if not)
  const onlyIf = c.attempt((c2) => {
    if (!c2.accept('if it is')) return undefined;
    const negate = c2.accept('not');
    // "an artifact creature card" (a noun phrase), else a state ("tapped", "a Zombie").
    const phrase = c2.attempt((c3) => {
      if (c3.acceptAny('a', 'an') === undefined) return undefined;
      const p = objectPhrase(c3, ctx);
      return p !== undefined && c3.done ? filterOf(p) : undefined;
    });
    const f = phrase ?? stateFilter(c2);
    return f === undefined ? undefined : negate ? ({ not: f } as Filter) : f;
  });
  if (onlyIf !== undefined) put.onlyIf = onlyIf;
  if (!c.done) return undefined;
  ctx.it = what;
  ctx.entered = what;
  return { kind: 'put', put };
}

/** "Otherwise, return it to the battlefield and it's a 3/3 Robot artifact creature with flying." (611.2e) */
function otherwiseReturn(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  if (ctx.entered === undefined || !c.accept('otherwise , return it to the battlefield and it')) return undefined;
  ctx.subjectTypes = [];
  const ops = predicates(c, ctx);
  return ops !== undefined && c.done ? { kind: 'putOtherwise', ops } : undefined;
}

/**
 * After a return: "It's an enchantment." "It's a Demon in addition to its other types." "She loses all
 * abilities and gains haste." "It gains haste until end of turn." (611.2e, 400.7j). The object's types as
 * it enters are not known here: a named card type replaces its types (205.1a) unless "in addition to".
 */
function enteredSentence(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  if (ctx.entered === undefined) return undefined;
  if (c.acceptAny('it', 'that creature', 'she', 'he', 'they', 'each of them', 'that permanent') === undefined) return undefined;
  ctx.subjectTypes = [];
  const ops = predicates(c, ctx);
  if (ops === undefined) return undefined;
  // "It's a Skeleton in addition to its other types and has no abilities."
  if (c.acceptAny('and has no abilities', ', and has no abilities') !== undefined) ops.unshift({ op: 'removeAbilities', all: true });
  // "It's a Treasure artifact with "…", and it loses all other card types": the card types it names replace its own (205.1a).
  if (c.acceptAny(', and it loses all other card types', 'and it loses all other card types') !== undefined) {
    if (!ops.some((o) => o.op === 'setTypes' && o.types !== undefined)) return undefined;
  }
  const d = duration(c, ctx) ?? 'permanent';
  return c.done ? { kind: 'putOps', ops, duration: d } : undefined;
}

/**
 * 706: "SELF gets the indicated result." after "Roll a six-sided die." — the die-roll table's lines that follow say
 * what happens (die-table.ts), and their "it" is SELF (608.2c). No effect of its own.
 */
function indicatedResult(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  if (!c.accept('SELF gets the indicated result')) return undefined;
  ctx.it = { self: true };
  return { kind: 'choice' };
}

/** The rules of this family, tried by `resolvingSentence` before the others. */
export function referentSentence(c: Cursor, ctx: ParseContext): ReferentPart | undefined {
  for (const rule of [indicatedResult, enteredSentence, otherwiseReturn, returnSentence, chooseSentence, countersOnChosen]) {
    const start = c.pos;
    const it = ctx.it;
    const entered = ctx.entered;
    const out = rule(c, ctx);
    if (out !== undefined && c.done) return out;
    c.pos = start;
    ctx.it = it;
    ctx.entered = entered;
  }
  return undefined;
}
