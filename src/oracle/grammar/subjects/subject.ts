/**
 * The subject of an effect (grammar.md § Noun phrases): SELF, enchanted|equipped <noun>, a pronoun, a target phrase
 * (with its restrictions, which may hold a value), players, or [all | each] <phrase>.
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { andOthers } from '../nouns/filters.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { and, filterOf, type Subject } from '../nouns/phrase.js';
import { referentPronoun } from '../nouns/referent-pronouns.js';
import { numberWord, subtypeOf } from '../words/words.js';
import { definiteTarget } from './definite-targets.js';
import { targetAdjectives, targetRestriction } from './target-restrictions.js';
import { triggerNamed } from './trigger-subjects.js';

function targetPhrase(c: Cursor, ctx: ParseContext): Subject | undefined {
  return c.attempt((c2) => {
    let count = 1;
    if (c2.accept('any number of')) count = 99;
    else if (c2.accept('up to that many')) count = 99;
    else if (c2.accept('up to')) {
      const t = c2.peek();
      // "up to X target creatures" (Prismabasher): as many as X, which the scenario's targets say (107.3).
      const n = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? 99 : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      count = n;
    } else {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : c2.word() === 'a' || c2.word() === 'an' ? undefined : numberWord(c2.word());
      // "two target creatures", "two other target creatures" (Kitsune, Dragon's Daughter)
      if (n !== undefined && (c2.word(1) === 'target' || (c2.word(1) === 'other' && c2.word(2) === 'target'))) {
        c2.next();
        count = n;
      } else if (n !== undefined && c2.word(1) === 'or' && c2.word(3) === 'target') {
        // "one or two target creatures"
        const m = c2.peek(2)?.k === 'num' ? (c2.peek(2) as { n: number }).n : numberWord(c2.word(2));
        if (m === undefined) return undefined;
        c2.pos += 3;
        count = m;
      }
    }
    // "a second target artifact you control" (Shuri, Wakandan Inventor): the next target.
    c2.acceptAny('another', 'other', 'a second');
    if (!c2.accept('target')) return undefined;
    targetAdjectives(c2);
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    while (targetRestriction(c2, ctx));
    // "target creature on the battlefield or creature card in a graveyard" (Taskmaster, Mercenary Mimic):
    // one target from either zone (115.1); which object is the scenario's to name, as with any target.
    if (p.zones !== undefined || c2.word(-1) === 'battlefield') {
      c2.attempt((c3) => {
        if (!c3.accept('or')) return undefined;
        const alt = objectPhrase(c3, ctx);
        return alt !== undefined && (alt.zones !== undefined || c3.accept('in a graveyard')) ? alt : undefined;
      });
    }
    const index = ctx.targets;
    ctx.targets += count;
    const where = filterOf(p);
    const selector: Selector = count === 1 ? { target: index } : { targets: true };
    if (count === 99) ctx.targets = index + 1;
    return { selector, plural: count > 1, targetCount: count, ...(where ? {} : {}) };
  });
}

/** The subject of an effect sentence. */
export function subject(c: Cursor, ctx: ParseContext): Subject | undefined {
  const s = subjectPhrase(c, ctx);
  ctx.subjectTypes = s === undefined ? [] : knownTypes(s.selector, ctx);
  return s;
}

function subjectPhrase(c: Cursor, ctx: ParseContext): Subject | undefined {
  if (c.accept('SELF')) {
    const joined = andOthers(c, ctx, { self: true }, (c2) => objectPhrase(c2, ctx)?.filters);
    return joined === undefined ? { selector: { self: true }, plural: false } : { selector: joined, plural: true };
  }
  for (const w of ['enchanted', 'equipped', 'fortified']) {
    if (c.at(w)) {
      const save = c.pos;
      c.next();
      const p = objectPhrase(c, ctx);
      // "Equipped creatures you control have haste", "Enchanted creatures you control get +2/+2": every such
      // object (301.5, 303.4), not the one the source is attached to.
      if (p?.plural && w !== 'fortified' && p.zones === undefined) {
        const by: Filter = w === 'equipped' ? { equipped: true } : { attachedBy: { subtype: 'Aura' } };
        return { selector: { all: and([by, ...p.filters]) }, plural: true };
      }
      if (p !== undefined) {
        const joined = andOthers(c, ctx, { attached: true }, (c2) => objectPhrase(c2, ctx)?.filters);
        return joined === undefined ? { selector: { attached: true }, plural: false } : { selector: joined, plural: true };
      }
      c.pos = save;
    }
  }
  // "Whenever equipped creature blocks or becomes blocked by a creature, that creature …" (referents.ts).
  const named = triggerNamed(c, ctx) ?? definiteTarget(c, ctx);
  if (named !== undefined) return named;
  if (c.acceptAny('it', 'he', 'she', 'that creature', 'that permanent', 'that land', 'that token', 'the creature') !== undefined) {
    return ctx.it ? { selector: ctx.it, plural: false } : undefined;
  }
  // "Choose target creature you control and target Equipment. Gain control of that Equipment …" (Stolen Uniform):
  // "that <type or subtype>" names the last target, as "that creature" does (608.2c).
  const named1 = c.peek(1);
  if (
    ctx.it !== undefined &&
    'target' in ctx.it &&
    c.at('that') &&
    named1?.k === 'word' &&
    (subtypeOf(named1.raw)?.plural === false || ['artifact', 'enchantment', 'planeswalker', 'battle'].includes(named1.v))
  ) {
    c.pos += 2;
    return { selector: ctx.it, plural: false };
  }
  // "for each player, choose up to one other target artifact or creature that player controls. … the chosen
  // permanents become …" (Kitesail Larcenist): the targets chosen (115.1).
  if (ctx.it !== undefined && 'target' in ctx.it && c.acceptAny('the chosen permanents', 'the chosen creatures') !== undefined)
    return { selector: { targets: true }, plural: true };
  if (c.acceptAny('they', 'those creatures', 'those permanents', 'those tokens') !== undefined) {
    return ctx.it ? { selector: ctx.it, plural: true } : undefined;
  }
  // "the chosen creature", "the tokens", "that card", "her" (referents.ts).
  const referent = referentPronoun(c, ctx);
  if (referent !== undefined) return referent;
  // Mycosynth Lattice, Painter's Servant: every object in every zone.
  if (c.accept('all cards that are not on the battlefield , spells , and permanents'))
    return { selector: { all: { and: [] }, zones: 'all' }, plural: true };
  const target = targetPhrase(c, ctx);
  if (target !== undefined) {
    const joined = andOthers(c, ctx, target.selector, (c2) => objectPhrase(c2, ctx)?.filters);
    return joined === undefined ? target : { ...target, selector: joined, plural: true };
  }
  if (c.accept('you')) return { selector: { players: 'you' }, players: 'you', plural: false };
  // 303.4, 702.5: an Aura with enchant player names the player it is attached to.
  if (c.accept('enchanted player')) return { selector: { players: 'enchanted' }, players: 'enchanted', plural: false };
  if (c.acceptAny('each player', 'players', 'all players') !== undefined)
    return { selector: { players: 'any' }, players: 'any', plural: true };
  if (c.acceptAny('each opponent', 'your opponents', 'opponents') !== undefined)
    return { selector: { players: 'opponent' }, players: 'opponent', plural: true };
  return c.attempt((c2) => {
    let quantified = false;
    if (c2.acceptAny('all', 'each') !== undefined) quantified = true;
    const first = c2.peek();
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    // "Equipment named … have indestructible": Equipment's plural is Equipment; the verb says which.
    if (first?.k === 'word' && first.raw === 'Equipment' && ['have', 'get', 'are', 'gain'].includes(c2.word() ?? '')) p.plural = true;
    const filters = [p.filters];
    // "All Forests and all Saprolings", "creatures and planeswalkers you control"
    while (c2.at('and') || c2.at('or')) {
      const save = c2.pos;
      c2.next();
      c2.acceptAny('all', 'each');
      const more = objectPhrase(c2, ctx);
      if (more === undefined) {
        c2.pos = save;
        break;
      }
      filters.push(more.filters);
    }
    if (!quantified && !p.plural && filters.length === 1) return undefined;
    const filter: Filter = filters.length === 1 ? and(p.filters) : { or: filters.map(and) };
    const selector: Selector = p.zones ? { all: filter, zones: p.zones } : { all: filter };
    return { selector, plural: true };
  });
}

/** The card types every object the selector picks is known to have. */
export function knownTypes(sel: Selector, ctx: ParseContext): string[] {
  if ('self' in sel) return [...(ctx.selfTypes ?? [])];
  if ('attached' in sel) return [...(ctx.attachedTypes ?? [])];
  const filter = 'all' in sel ? sel.all : 'where' in sel ? sel.where : undefined;
  if (filter === undefined) return [];
  const parts = 'and' in filter ? filter.and : [filter];
  return parts.flatMap((f) => ('type' in f ? [f.type] : []));
}
