/**
 * More noun-phrase pieces (grammar.md § More filters), hooked into the noun phrase (adjectives.ts, heads.ts, object-phrase.ts) and the subject (subjects/subject.ts):
 *   adjective += face-down | face-up                                  faceDown (708.2)
 *   head      += outlaw(s)                                            Assassin/Mercenary/Pirate/Rogue/Warlock (700.12)
 *   tail      += [that are] enchanted by <phrase>                     attachedBy (303.4)
 *              | that share(s) a creature type with it|that creature  shares creatureType (205.3)
 *              | with the same name as it|that creature               shares name (201.2)
 *              | that share(s) a card type with it                     shares cardType (205.2a)
 *              | that share(s) one of those types with it              shares cardType among the types
 *                                                                       the phrase of "it" lists
 *              | with <keyword>, <keyword>, [and / or | or | and] <keyword>   hasAbility of any (702)
 *   subject   += <enchanted|target subject> and [all] other <phrase with a shares tail>
 *              | SELF and other <phrase>
 *                                                                     one set: the first and the others (611.2c)
 *   cond      += enchanted|equipped <noun> is [not] <state> [<Subtype>]  attachedObject (for a subject other than it)
 */

import type { Filter, RelatedObject } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { CARD_TYPE_WORDS, keywordAt, SUPERTYPE_WORDS, subtypeOf } from '../words/words.js';
import { combatTail } from './combat-tails.js';
import { comparedTail } from './compared-tail.js';
import { namedList } from './names.js';

/** 700.12: "outlaw" is a word for these creature types. */
export const OUTLAW_TYPES = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'] as const;

export function extraAdjective(c: Cursor): Filter | undefined {
  if (c.accept('face-down')) return { faceDown: true };
  if (c.accept('face-up')) return { faceDown: false };
  // 903.3: "Commander creatures you control" (Bloodsworn Steward): creatures that are a player's commander.
  const next = c.word(1);
  if (c.at('commander') && (next === 'creature' || next === 'creatures' || next === 'permanents')) {
    c.next();
    return { commander: true };
  }
  return undefined;
}

/** A head noun the head rule does not know; pushes its filter. */
export function extraHead(c: Cursor): { filter: Filter; plural: boolean } | undefined {
  const w = c.word();
  if (w !== 'outlaw' && w !== 'outlaws') return undefined;
  c.next();
  return { filter: { or: OUTLAW_TYPES.map((subtype) => ({ subtype })) }, plural: w === 'outlaws' };
}

/** What "it" / "that creature" is, as an object a filter can compare with. */
function relatedOf(sel: Selector | undefined): RelatedObject | undefined {
  if (sel === undefined) return undefined;
  if ('attached' in sel) return 'attached';
  if ('self' in sel) return 'source';
  if ('target' in sel && sel.target === 0) return 'target';
  return undefined;
}

function itWord(c: Cursor): boolean {
  return c.acceptAny('it', 'that creature', 'that permanent') !== undefined;
}

/** A tail the tail rules do not know; `objectFilter` reads the noun phrase after "enchanted by". */
export function extraTail(c: Cursor, ctx: ParseContext, objectFilter: (c: Cursor) => Filter | undefined): Filter | undefined {
  const combat = combatTail(c, ctx) ?? comparedTail(c, ctx);
  if (combat !== undefined) return combat;
  return c.attempt((c2) => {
    if (c2.acceptAny('that are enchanted by', 'enchanted by') !== undefined) {
      const f = objectFilter(c2);
      return f === undefined ? undefined : { attachedBy: f };
    }
    if (c2.acceptAny('that share a creature type with', 'that shares a creature type with') !== undefined) {
      const to = relatedOf(ctx.it);
      return to !== undefined && itWord(c2) ? { shares: 'creatureType', with: to } : undefined;
    }
    // 205.2a: "target permanent an opponent controls that shares a card type with it" (Daring Thief).
    if (c2.acceptAny('that share a card type with', 'that shares a card type with') !== undefined) {
      const to = relatedOf(ctx.it);
      return to !== undefined && itWord(c2) ? { shares: 'cardType', with: to } : undefined;
    }
    // "… that shares one of those types with it" (Legerdemain): the card types the phrase of "it" lists.
    if (c2.acceptAny('that share one of those types with', 'that shares one of those types with') !== undefined) {
      const to = relatedOf(ctx.it);
      const among = listedTypes(ctx);
      return to !== undefined && among.length > 0 && itWord(c2) ? { shares: 'cardType', with: to, among } : undefined;
    }
    // "cards named SELF", "Equipment named Sword of Kaldra, SELF, and Helm of Kaldra" (201.2: names.ts)
    if (c2.accept('named')) return namedList(c2, ctx);
    // "creatures you control that don't have the same name as SELF" (Marvin, Murderous Mimic; 201.2)
    if (c2.accept("that don't have the same name as SELF")) return { not: { shares: 'name', with: 'source' } };
    if (c2.accept('with the same name as')) {
      const to = relatedOf(ctx.it);
      return to !== undefined && itWord(c2) ? { shares: 'name', with: to } : undefined;
    }
    // "with flying, deathtouch, and / or lifelink": any of them (a list of two or more).
    if (c2.accept('with')) {
      const kws: string[] = [];
      for (;;) {
        const k = keywordAt(c2);
        if (k === undefined) return undefined;
        kws.push(k);
        if (c2.acceptAny(', and / or', 'and / or', ', or', 'or') !== undefined) {
          const last = keywordAt(c2);
          if (last === undefined) return undefined;
          kws.push(last);
          break;
        }
        if (!c2.accept(',')) break;
      }
      return kws.length > 2 ? { or: kws.map((hasAbility) => ({ hasAbility })) } : undefined;
    }
    return undefined;
  });
}

/** The card types the target phrase of "it" lists first: "artifact or creature", "artifact , creature , or land you control". */
function listedTypes(ctx: ParseContext): string[] {
  const it = ctx.it;
  if (it === undefined || !('target' in it) || typeof it.target !== 'number') return [];
  const index = it.target;
  const words = ctx.targetPhrases?.find((p) => p.index === index)?.words.split(' ') ?? [];
  const out: string[] = [];
  for (const w of words) {
    if (w === ',' || w === 'or' || w === 'and') continue;
    const t = CARD_TYPE_WORDS.get(w);
    if (t === undefined) break;
    out.push(t);
  }
  return out;
}

/**
 * "each other creature on the battlefield that shares a creature type with it": "other" is other than
 * the object compared with, not the source, when the phrase relates to another object.
 */
export function otherThanRelated(filters: Filter[]): Filter[] {
  const rel = filters.find((f): f is Extract<Filter, { shares: unknown }> => 'shares' in f);
  if (rel === undefined || rel.with === 'source') return filters;
  return filters.map((f) => ('other' in f ? { not: { is: rel.with } } : f));
}

/** The filter that picks the object a selector names, for joining it with others in one set. */
function filterFor(sel: Selector): Filter | undefined {
  // The source itself: not "other than the source".
  if ('self' in sel && sel.where === undefined) return { not: { other: true } };
  if ('attached' in sel && sel.where === undefined) return { attachedBySource: true };
  if ('target' in sel && sel.where === undefined) return { isTarget: sel.target };
  return undefined;
}

/**
 * "Enchanted creature and other creatures that share a creature type with it", "Target creature and
 * all other creatures with the same name as that creature": one set, the first object and the others
 * related to it (locked as the effect begins, 611.2c). `phrase` reads the second noun phrase.
 */
export function andOthers(
  c: Cursor,
  ctx: ParseContext,
  first: Selector,
  phrase: (c: Cursor) => Filter[] | undefined,
): Selector | undefined {
  const one = filterFor(first);
  if (one === undefined) return undefined;
  return c.attempt((c2) => {
    if (!c2.accept('and')) return undefined;
    c2.acceptAny('all', 'each');
    // "During your turn, this creature and enchantment creatures you control have trample" (Sythis's kin): the union.
    if (!c2.at('other') && !('self' in first)) return undefined;
    const saved = ctx.it;
    ctx.it = first;
    const filters = phrase(c2);
    ctx.it = saved;
    // "SELF and other Knights you control"; for another first object the others must be related to it.
    if (filters === undefined || !('self' in first || filters.some((f) => 'shares' in f))) return undefined;
    // "other" is other than the first object, which the union names anyway.
    const rest = filters.filter((f) => !('other' in f));
    return { all: { or: [one, rest.length === 1 ? (rest[0] as Filter) : { and: rest }] } };
  });
}

/**
 * "As long as enchanted land is a basic Mountain, Goblin creatures get +1/+0": a condition on the
 * object the source is attached to, when the subject is not that object.
 */
export function attachedObjectCondition(c: Cursor, state: (c: Cursor) => Filter | undefined): Filter | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('enchanted', 'equipped') === undefined) return undefined;
    if (c2.acceptAny('creature', 'permanent', 'land', 'artifact') === undefined) return undefined;
    if (!c2.accept('is')) return undefined;
    const negate = c2.accept('not');
    const parts: Filter[] = [];
    const save = c2.pos;
    c2.acceptAny('a', 'an');
    for (;;) {
      const w = c2.word();
      const sup = w === undefined ? undefined : SUPERTYPE_WORDS[w];
      if (sup === undefined) break;
      c2.next();
      parts.push({ supertype: sup });
    }
    const t = c2.peek();
    const st = t?.k === 'word' ? subtypeOf(t.raw) : undefined;
    if (parts.length > 0 && st !== undefined && !st.plural) {
      c2.next();
      parts.push({ subtype: st.subtype });
    } else if (parts.length === 0) {
      c2.pos = save;
      const f = state(c2);
      if (f === undefined) return undefined;
      parts.push(f);
    }
    const f: Filter = parts.length === 1 ? (parts[0] as Filter) : { and: parts };
    return negate ? { not: f } : f;
  });
}
