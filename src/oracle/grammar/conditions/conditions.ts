/**
 * Conditions (grammar.md § Conditions), read after "as long as" / "if" / "during":
 *   cond := you control <objects> | it's your turn | it's not your turn | you have N or more life
 *         | SELF is <adjective> | <objects> you control … | there are N or more <cards> in your graveyard
 *   during your turn → {yourTurn:true}
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { counterKind } from '../nouns/tails.js';
import { amountCondition } from '../values/amounts.js';
import { historyCondition } from '../values/history.js';
import { referentCondition } from '../values/referent-values.js';
import { COLOR_WORDS, numberWord } from '../words/words.js';
import { attachedToCondition } from './attached-condition.js';
import { combatCondition } from './combat.js';
import { dayNightCondition } from './day-night.js';
import { designationCondition } from './designations.js';
import { moreCondition, moreState } from './more-conditions.js';
import { playerCondition } from './player-conditions.js';
import { referentControllerCondition } from './referent-controller.js';
import { countedInZoneOlderOrder } from './zone-count-order.js';

function atLeast(c: Cursor): { n: number; cmp: 'gte' | 'lte' | 'eq' } | undefined {
  const save = c.pos;
  // "at least three other snow permanents" (Ice-Fang Coatl): three or more.
  const least = c.accept('at least');
  const u = c.peek();
  const n = u?.k === 'num' ? u.n : numberWord(c.word());
  if (n === undefined) {
    c.pos = save;
    return undefined;
  }
  c.next();
  if (least) return { n, cmp: 'gte' };
  if (c.acceptAny('or more', 'or greater') !== undefined) return { n, cmp: 'gte' };
  if (c.acceptAny('or fewer', 'or less') !== undefined) return { n, cmp: 'lte' };
  if (n === 1 && (c.word(-1) === 'a' || c.word(-1) === 'an' || c.word(-1) === 'one')) return { n, cmp: 'gte' };
  c.pos = save;
  return undefined;
}

/** An adjective of the source: "attacking", "tapped", "untapped", "enchanted", "a creature", a colour. */
export function stateFilter(c: Cursor): Filter | undefined {
  const more = moreState(c);
  if (more !== undefined) return more;
  if (c.accept('equipped')) return { equipped: true };
  // 303.4: "As long as SELF is enchanted" (Flaring Flame-Kin) — an Aura is attached to it.
  if (c.accept('enchanted')) return { attachedBy: { subtype: 'Aura' } };
  // 700.9: "as long as it's modified" (Skyward Spider).
  if (c.accept('modified')) return { modified: true };
  if (c.accept('legendary')) return { supertype: 'Legendary' };
  if (c.accept('attacking or blocking')) return { or: [{ attacking: true }, { blocking: true }] };
  if (c.accept('attacking')) return { attacking: true };
  if (c.accept('blocking')) return { blocking: true };
  if (c.accept('tapped')) return { tapped: true };
  if (c.accept('untapped')) return { tapped: false };
  // 701.37b, 702.112b: "As long as SELF is monstrous", "… is renowned" — designations the object has.
  if (c.accept('monstrous')) return { monstrous: true };
  if (c.accept('renowned')) return { renowned: true };
  const w = c.word();
  if (w !== undefined && COLOR_WORDS[w] !== undefined) {
    c.next();
    const color: Filter = { color: COLOR_WORDS[w] as NonNullable<(typeof COLOR_WORDS)[string]> };
    // "is red or green" (Essence Leak): either colour (105.2).
    const other = c.word(1);
    if (c.at('or') && other !== undefined && COLOR_WORDS[other] !== undefined) {
      c.pos += 2;
      return { or: [color, { color: COLOR_WORDS[other] as NonNullable<(typeof COLOR_WORDS)[string]> }] };
    }
    return color;
  }
  const save = c.pos;
  if (c.acceptAny('a', 'an') !== undefined) {
    const t = c.word();
    if (t === 'creature' || t === 'artifact' || t === 'land' || t === 'enchantment' || t === 'planeswalker') {
      c.next();
      return { type: (t.charAt(0).toUpperCase() + t.slice(1)) as string };
    }
    const raw = c.peek();
    if (raw?.k === 'word' && /^[A-Z]/.test(raw.raw)) {
      c.next();
      return { subtype: raw.raw };
    }
  }
  c.pos = save;
  return undefined;
}

/**
 * "<cond> and <cond>": both ("As long as it's your turn and you control an Army");
 * "<cond> or <cond>": either ("as long as you control a land creature or a land entered the battlefield under your control this turn").
 */
export function condition(c: Cursor, ctx: ParseContext): Condition | undefined {
  const first = conditionOne(c, ctx);
  if (first === undefined) return undefined;
  const more = c.attempt((c2) => (c2.accept('and') ? conditionOne(c2, ctx) : undefined));
  if (more !== undefined) return { and: [first, more] };
  const either = c.attempt((c2) => (c2.accept('or') ? conditionOne(c2, ctx) : undefined));
  return either === undefined ? first : { or: [first, either] };
}

function conditionOne(c: Cursor, ctx: ParseContext): Condition | undefined {
  return c.attempt((c2) => {
    const older = countedInZoneOlderOrder(c2, (c3) => conditionOne(c3, ctx));
    if (older !== undefined) return older;
    const history = historyCondition(c2, ctx.selfTypes);
    if (history !== undefined) return history;
    const designation = designationCondition(c2) ?? dayNightCondition(c2);
    if (designation !== undefined) return designation;
    const amount = amountCondition(c2, ctx);
    if (amount !== undefined) return amount;
    const more = moreCondition(c2, ctx) ?? playerCondition(c2, ctx);
    if (more !== undefined) return more;
    const referent = referentCondition(c2, ctx) ?? referentControllerCondition(c2, ctx);
    if (referent !== undefined) return referent;
    const combat = combatCondition(c2, ctx);
    if (combat !== undefined) return combat;
    const attached = attachedToCondition(c2, ctx);
    if (attached !== undefined) return attached;
    if (c2.accept('it is your turn')) return { yourTurn: true };
    // "If X is 5 or more" (107.3: the X chosen as it was cast or activated; or the X the text defines,
    // "where X is the number of permanents you've sacrificed this turn", 107.3a).
    const xIs = ctx.xDefinedByText ? ctx.xValue : { x: true as const };
    if (ctx.resolving && c2.word() === 'x' && c2.word(1) === 'is' && xIs !== undefined) {
      c2.pos += 2;
      const cmp = atLeast(c2);
      if (cmp === undefined) return undefined;
      return { compare: [xIs, cmp.cmp === 'gte' ? '>=' : cmp.cmp === 'lte' ? '<=' : '=', cmp.n] };
    }
    // "black is the most common color among all permanents or is tied for most common"
    const color = c2.word();
    if (color !== undefined && /^(?:white|blue|black|red|green)$/.test(color) && c2.word(1) === 'is' && c2.word(3) === 'most') {
      c2.next();
      if (c2.accept('is the most common color among all permanents or is tied for most common'))
        return { mostCommonColor: color as 'white' | 'blue' | 'black' | 'red' | 'green' };
      return undefined;
    }
    if (c2.accept('it is not your turn')) return { yourTurn: false };
    if (c2.accept('you have')) {
      // Hellbent (207.2c): "as long as you have no cards in hand"; "one or fewer cards in hand" (402, the hand's size).
      const cmp = c2.accept('no') ? { n: 0, cmp: 'eq' as const } : atLeast(c2);
      if (cmp === undefined) return undefined;
      const op = cmp.cmp === 'gte' ? '>=' : cmp.cmp === 'lte' ? '<=' : '=';
      if (c2.accept('life')) return { compare: [{ life: 'you' }, op, cmp.n] };
      if (c2.accept('cards in hand') || c2.accept('cards in your hand')) return { compare: [{ handSize: 'you' }, op, cmp.n] };
      return undefined;
    }
    if (c2.accept('you control')) {
      // 903.3d: "As long as you control your commander" (Lieutenant) — a permanent that is the commander you own.
      if (c2.accept('your commander')) return { count: { and: [{ commander: true }, { owner: 'you' }, { controller: 'you' }] }, gte: 1 };
      // "as long as you control no untapped lands": none of them, as "you don't control" reads.
      if (c2.accept('no')) {
        const none = objectPhrase(c2, ctx);
        return none === undefined ? undefined : { count: { and: [...none.filters, { controller: 'you' }] }, lte: 0 };
      }
      let cmp = atLeast(c2);
      const det = cmp === undefined ? c2.acceptAny('a', 'an', 'another') : undefined;
      if (cmp === undefined) cmp = { n: 1, cmp: 'gte' };
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      // "you control another <X>": not the source (Reptilian Recruiter, a Lizard, "if you control another Lizard").
      const filter: Filter = { and: [...p.filters, { controller: 'you' }, ...(det === 'another' ? [{ other: true } as const] : [])] };
      return cmp.cmp === 'gte'
        ? { count: filter, gte: cmp.n }
        : cmp.cmp === 'lte'
          ? { count: filter, lte: cmp.n }
          : { count: filter, gte: cmp.n, lte: cmp.n };
    }
    if (c2.accept("you don't control")) {
      c2.acceptAny('a', 'an', 'any');
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      return { count: { and: [...p.filters, { controller: 'you' }] }, lte: 0 };
    }
    if (c2.accept('an opponent controls')) {
      const cmp = atLeast(c2) ?? (c2.acceptAny('a', 'an') ? { n: 1, cmp: 'gte' as const } : { n: 1, cmp: 'gte' as const });
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      return { count: { and: [...p.filters, { controller: 'opponent' }] }, gte: cmp.n };
    }
    if (c2.accept('any player controls') || c2.accept('a player controls')) {
      c2.acceptAny('a', 'an');
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { count: filterOf(p), gte: 1 };
    }
    if (c2.accept('no opponent controls')) {
      c2.acceptAny('a', 'an');
      const p = objectPhrase(c2, ctx);
      return p === undefined ? undefined : { count: { and: [...p.filters, { controller: 'opponent' }] }, lte: 0 };
    }
    if (c2.accept('there are')) {
      // "As long as there are no cards in your library" (Laboratory Maniac's kin): none of them.
      if (c2.accept('no')) {
        const none = objectPhrase(c2, ctx);
        return none === undefined ? undefined : { count: filterOf(none), zones: none.zones ?? ['battlefield'], lte: 0 };
      }
      const cmp = atLeast(c2);
      if (cmp === undefined) return undefined;
      // Delirium: "there are four or more card types among cards in your graveyard"
      if (c2.accept('card types among')) {
        const among = objectPhrase(c2, ctx);
        if (among === undefined) return undefined;
        const op = cmp.cmp === 'gte' ? '>=' : cmp.cmp === 'lte' ? '<=' : '=';
        return { compare: [{ cardTypesAmong: filterOf(among), zones: among.zones ?? ['graveyard'] }, op, cmp.n] };
      }
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      return { count: filterOf(p), zones: p.zones ?? ['battlefield'], gte: cmp.n };
    }
    if (c2.accept('SELF') || c2.accept('it')) {
      // "As long as this Aura entered this turn" (Shardmage's Rescue): this object entered the battlefield this turn (400.7).
      if (c2.accept('entered this turn')) return { source: { enteredThisTurn: true } };
      // "SELF has hexproof if it hasn't dealt damage yet" (Karakyk Guardian, Palladia-Mors): this object (400.7, 120.1).
      if (c2.acceptAny("hasn't dealt damage yet", 'has not dealt damage yet') !== undefined) return { source: { dealtDamage: false } };
      if (c2.accept('has dealt damage')) return { source: { dealtDamage: true } };
      // "it has a divinity counter on it", "SELF has three or more +1/+1 counters on it"
      if (c2.accept('has')) {
        const save = c2.pos;
        if (c2.acceptAny('a', 'an') !== undefined) {
          const kind = counterKind(c2);
          // "on him", "on her": a legendary creature's pronoun for itself (Captain America, Super-Soldier).
          if (kind !== undefined && c2.acceptAny('on it', 'on him', 'on her') !== undefined) return { source: { counter: kind } };
        }
        c2.pos = save;
        const cmp = atLeast(c2);
        // "three or more counters on it" (Warden of the Inner Sky): counters of every kind (122.1).
        if (cmp !== undefined && c2.accept('counters') && c2.acceptAny('on it', 'on him', 'on her') !== undefined) {
          const op = cmp.cmp === 'gte' ? '>=' : cmp.cmp === 'lte' ? '<=' : '=';
          return { compare: [{ countersAmong: { is: 'source' } }, op, cmp.n] };
        }
        const kind = cmp === undefined ? undefined : counterKind(c2);
        if (cmp === undefined || kind === undefined || c2.acceptAny('on it', 'on him', 'on her') === undefined) return undefined;
        const op = cmp.cmp === 'gte' ? '>=' : cmp.cmp === 'lte' ? '<=' : '=';
        return { compare: [{ countersOn: 'source', kind }, op, cmp.n] };
      }
      if (c2.accept('is')) {
        const negate = c2.accept('not');
        const state = stateFilter(c2);
        if (state === undefined) return undefined;
        // "as long as it's a Detective you control" (Burden of Proof): of that type and controlled by you.
        const f: Filter = !negate && c2.accept('you control') ? { and: [state, { controller: 'you' }] } : state;
        const filter: Filter = negate ? { not: f } : f;
        return { source: filter };
      }
      return undefined;
    }
    return undefined;
  });
}
