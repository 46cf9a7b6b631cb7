/**
 * Amounts over sets of objects (grammar.md § Amounts):
 *   amount  := the number of basic land types among <phrase>           basicLandTypesAmong (305.6, Domain)
 *            | the number of colors among <phrase>                      colorsAmong (105.2)
 *            | the greatest|highest mana value|power|toughness among <phrase>   greatest
 *            | the total mana value|power|toughness of <phrase>         total
 *            | the number of <kind> counters on SELF|it                 countersOn
 *   per     := for each basic land type among <phrase> | for each color among <phrase>
 *            | for each <phrase> attached to it|him|her|SELF           count with attachedTo (301.5, 303.4)
 *            | for each of its creature types [, to a maximum of N]     creatureTypesOf, atMost (205.3m)
 *   acond   := there are N or more different kinds of counters among <phrase>   (122.1)
 *            | there is|there's a|an <phrase>                           count ≥ 1
 *            | there are N or more <kind> counters on SELF             countersOn
 *            | an opponent|a player has N or less|fewer life          compare life (102.2)
 *            | your life total is greater|less than your starting life total   (103.4)
 *            | the chosen player controls <phrase>                      count ≥ 1
 *            | your devotion to <color> [and <color>] is less than N   compare devotion (700.5)
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Filter, Value } from '../../../core/effects/language/filters-and-values.js';
import type { Color, Zone } from '../../../core/model/terms.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf, type ObjectPhrase } from '../nouns/phrase.js';
import { counterKind } from '../nouns/tails.js';
import { numberWord } from '../words/words.js';
import { thisWayForEach } from './this-way.js';

function zonesOf(p: ObjectPhrase): { zones?: Zone[] } {
  return p.zones ? { zones: p.zones } : {};
}

function numberKind(c: Cursor): 'manaValue' | 'power' | 'toughness' | undefined {
  if (c.accept('mana value')) return 'manaValue';
  if (c.accept('power')) return 'power';
  if (c.accept('toughness')) return 'toughness';
  return undefined;
}

/** A value over a set of objects; the cursor is left after it. */
export function amountValue(c: Cursor, ctx: ParseContext): Value | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('the greatest', 'the highest') !== undefined) {
      const what = numberKind(c2);
      if (what === undefined || !c2.accept('among')) return undefined;
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { greatest: what, among: filterOf(p), ...zonesOf(p) };
    }
    if (c2.accept('the total')) {
      const what = numberKind(c2);
      if (what === undefined || !c2.accept('of')) return undefined;
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { total: what, among: filterOf(p), ...zonesOf(p) };
    }
    if (!c2.accept('the number of')) return undefined;
    if (c2.accept('basic land types among')) {
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { basicLandTypesAmong: filterOf(p), ...zonesOf(p) };
    }
    if (c2.accept('colors among')) {
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { colorsAmong: filterOf(p), ...zonesOf(p) };
    }
    const kind = counterKind(c2);
    if (kind !== undefined) {
      if (c2.accept('on SELF')) return { countersOn: 'source', kind };
      if (c2.accept('on it')) return { countersOn: 'affected', kind };
      // "the number of +1/+1 counters on lands you control" (Toph, the Blind Bandit), summed (122.1).
      if (c2.accept('on')) {
        const p = objectPhrase(c2, ctx);
        return p === undefined || !p.plural ? undefined : { countersAmong: filterOf(p), kind, ...zonesOf(p) };
      }
    }
    return undefined;
  });
}

/** "for each …" over a set of objects, beyond a plain count; the cursor is left after it. */
export function amountForEach(c: Cursor, ctx: ParseContext): Value | undefined {
  const done = thisWayForEach(c);
  if (done !== undefined) return done;
  return c.attempt((c2) => {
    if (!c2.accept('for each')) return undefined;
    if (c2.accept('basic land type among')) {
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { basicLandTypesAmong: filterOf(p), ...zonesOf(p) };
    }
    if (c2.accept('color among')) {
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { colorsAmong: filterOf(p), ...zonesOf(p) };
    }
    // 205.3m: "for each of its creature types, to a maximum of 10" (Diligent Zookeeper)
    if (c2.accept('of its creature types')) {
      const per: Value = { creatureTypesOf: 'affected' };
      if (!c2.accept(', to a maximum of')) return per;
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      return { atMost: [per, n] };
    }
    const p = objectPhrase(c2, ctx);
    if (p === undefined || !c2.accept('attached to')) return undefined;
    let to: Filter;
    if (c2.acceptAny('it', 'him', 'her', 'them') !== undefined) to = { attachedTo: 'affected' };
    else if (c2.accept('SELF')) to = { attachedTo: 'source' };
    else return undefined;
    return { count: { and: [...p.filters, to] }, ...zonesOf(p) };
  });
}

function least(c: Cursor): number | undefined {
  const t = c.peek();
  const n = t?.k === 'num' ? t.n : numberWord(c.word());
  if (n === undefined) return undefined;
  const save = c.pos;
  c.next();
  if (c.accept('or more')) return n;
  c.pos = save;
  return undefined;
}

/** "at least N <more> your starting life total" → life ≥ starting life + N (103.4). */
function atLeastMore(c: Cursor, more: string): Condition | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('at least')) return undefined;
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c2.word());
    if (n === undefined) return undefined;
    c2.next();
    if (!c2.accept(more) || !c2.accept('your starting life total')) return undefined;
    return { compare: [{ life: 'you' }, '>=', { sum: [{ startingLife: true }, n] }] };
  });
}

const DEVOTION_COLORS: readonly Color[] = ['white', 'blue', 'black', 'red', 'green'];

/** 700.5: "your devotion to black", "your devotion to white and black" → the devotion value (permanents you control). */
export function devotionValue(c: Cursor): Value | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('your devotion to')) return undefined;
    const colors: Color[] = [];
    do {
      const w = c2.word() as Color;
      if (!DEVOTION_COLORS.includes(w)) return undefined;
      c2.next();
      colors.push(w);
    } while (c2.accept('and'));
    return { devotion: colors, among: { controller: 'you' } };
  });
}

/** A condition over amounts; the cursor is left after it. */
export function amountCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    // 700.5: "your devotion to blue is less than five" (the Theros Gods), "… is N or greater"
    const devotion = devotionValue(c2);
    if (devotion !== undefined) {
      if (!c2.accept('is')) return undefined;
      const op = c2.accept('less than') ? '<' : c2.accept('greater than') ? '>' : undefined;
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      if (op !== undefined) return { compare: [devotion, op, n] };
      const tail =
        c2.acceptAny('or greater', 'or more') !== undefined ? '>=' : c2.acceptAny('or less', 'or fewer') !== undefined ? '<=' : undefined;
      return tail === undefined ? undefined : { compare: [devotion, tail, n] };
    }
    if (c2.acceptAny("there's", 'there is') !== undefined) {
      if (c2.acceptAny('a', 'an') === undefined) return undefined;
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      return { count: filterOf(p), zones: p.zones ?? ['battlefield'], gte: 1 };
    }
    if (c2.accept('there are')) {
      const n = least(c2);
      if (n === undefined) return undefined;
      // 122.1: "three or more different kinds of counters among creatures you control"
      if (c2.accept('different kinds of counters among')) {
        const p = objectPhrase(c2, ctx);
        return p === undefined ? undefined : { compare: [{ counterKindsAmong: filterOf(p), ...zonesOf(p) }, '>=', n] };
      }
      // "there are five or more growth counters on SELF"
      const kind = counterKind(c2);
      if (kind !== undefined && c2.accept('on SELF')) return { compare: [{ countersOn: 'source', kind }, '>=', n] };
      // "there are four or more lore counters among Sagas you control" (Tom Bombadil): summed over them (122.1).
      if (kind !== undefined && c2.accept('among')) {
        const p = objectPhrase(c2, ctx);
        return p === undefined ? undefined : { compare: [{ countersAmong: filterOf(p), kind, ...zonesOf(p) }, '>=', n] };
      }
      return undefined;
    }
    // "the chosen player controls a nontoken permanent of the chosen color" (choices.player)
    if (c2.accept('the chosen player controls')) {
      c2.acceptAny('a', 'an');
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { count: { and: [...p.filters, { controller: { chosen: 'player' } }] }, gte: 1 };
    }
    // 102.2: "an opponent has 10 or less life" is true if any opponent does.
    const who = c2.acceptAny('an opponent has', 'a player has', 'each opponent has');
    if (who !== undefined) {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      const op = c2.acceptAny('or less', 'or fewer') !== undefined ? '<=' : c2.accept('or more') ? '>=' : undefined;
      if (op === undefined || !c2.accept('life')) return undefined;
      const player = who === 'a player has' ? 'any' : 'opponent';
      if (who === 'each opponent has') return { not: { compare: [{ life: 'opponent' }, op === '<=' ? '>' : '<', n] } };
      return { compare: [{ life: player }, op, n] };
    }
    // 103.4: "your life total is greater than your starting life total", "… is at least 10 greater than …"
    if (c2.accept('your life total is')) {
      const more = atLeastMore(c2, 'greater than');
      if (more !== undefined) return more;
      const op = c2.accept('greater than') ? '>' : c2.accept('less than') ? '<' : undefined;
      if (op === undefined || !c2.accept('your starting life total')) return undefined;
      return { compare: [{ life: 'you' }, op, { startingLife: true }] };
    }
    // "you have at least 7 life more than your starting life total"
    if (c2.accept('you have')) return atLeastMore(c2, 'life more than');
    return undefined;
  });
}
