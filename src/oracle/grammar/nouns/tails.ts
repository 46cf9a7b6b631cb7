/**
 * Tails of a noun phrase (grammar.md § Noun phrases):
 *   tail     := you control | your opponents control | with <counter> counter(s) on it | with <keyword>
 *               | with power N or greater | of the chosen type | in your graveyard | on the battlefield
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Zone } from '../../../core/model/terms.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { keywordAt, numberWord } from '../words/words.js';
import { exiledWithTail } from './exiled-with.js';
import type { ObjectPhrase } from './phrase.js';

export function controllerTail(c: Cursor, ctx: ParseContext): Filter | undefined {
  // "Creatures you control but don't own" (Laughing Jasper Flint): controller you, owner another player (108.3).
  if (c.accept("you control but don't own")) return { and: [{ controller: 'you' }, { not: { owner: 'you' } }] };
  if (c.accept('you control')) return { controller: 'you' };
  // 102.3: the engine plays no team games (each player is alone), so "your team" is you (Battlebond's "Knights your team control").
  if (c.accept('your team controls')) return { controller: 'you' };
  if (c.accept("you don't control")) return { not: { controller: 'you' } };
  if (c.acceptAny('your opponents control', 'an opponent controls', 'opponents control', 'defending player controls'))
    return { controller: 'opponent' };
  if (c.accept('target player controls') || c.accept('target opponent controls')) {
    ctx.targets++;
    return { controller: { chosen: 'player' } };
  }
  if (c.accept('that player controls')) return { controller: { chosen: 'player' } };
  // 303.4: "Creatures enchanted player controls get -1/-1." (Curse of Death's Hold).
  if (c.accept('enchanted player controls')) return { controller: 'enchanted' };
  if (c.accept('you own')) return { owner: 'you' };
  return undefined;
}

/** "N", "N or greater", "N or less" after a characteristic (also threaten.ts). */
export function comparison(c: Cursor): { n: number | { x: true }; cmp: 'gte' | 'lte' | 'eq' } | undefined {
  const t = c.peek();
  const n: number | { x: true } | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c.word());
  if (n === undefined) return undefined;
  c.next();
  if (c.accept('or greater') || c.accept('or more')) return { n, cmp: 'gte' };
  if (c.accept('or less') || c.accept('or fewer')) return { n, cmp: 'lte' };
  return { n, cmp: 'eq' };
}

/** A counter kind: "+1/+1", "-1/-1", "everything", "ice", "oil" … (then "counter(s)"). */
export function counterKind(c: Cursor): string | undefined {
  const t = c.peek();
  if (t?.k === 'pt') {
    if (c.peek(1)?.k === 'word' && /^counters?$/.test(c.word(1) as string)) {
      c.pos += 2;
      return t.raw.replace('−', '-');
    }
    return undefined;
  }
  if (t?.k === 'word' && /^counters?$/.test(c.word(1) ?? '')) {
    c.pos += 2;
    return t.v;
  }
  return undefined;
}

export function withTail(c: Cursor, out: ObjectPhrase): boolean {
  const start = c.pos;
  if (c.accept('without')) {
    const kw = keywordAt(c);
    if (kw === undefined) {
      c.pos = start;
      return false;
    }
    out.filters.push({ not: { hasAbility: kw } });
    return true;
  }
  if (!c.accept('with')) return false;
  // "with a +1/+1 counter on it", "with one or more +1/+1 counters on them"
  const save = c.pos;
  c.acceptAny('a', 'an', 'one or more');
  const kind = counterKind(c);
  if (kind !== undefined && c.acceptAny('on it', 'on them') !== undefined) {
    out.filters.push({ counter: kind });
    return true;
  }
  c.pos = save;
  // "with counters on them", "with a counter on it", "with one or more counters on them" (122.1: any kind)
  c.acceptAny('a', 'one or more');
  if (c.acceptAny('counters on them', 'counter on it', 'counters on it') !== undefined) {
    out.filters.push({ anyCounter: true });
    return true;
  }
  c.pos = save;
  if (c.accept('power')) {
    const cmp = comparison(c);
    if (cmp) {
      out.filters.push({ power: { [cmp.cmp]: cmp.n } });
      return true;
    }
  }
  c.pos = save;
  if (c.accept('toughness')) {
    const cmp = comparison(c);
    if (cmp) {
      out.filters.push({ toughness: { [cmp.cmp]: cmp.n } });
      return true;
    }
  }
  c.pos = save;
  if (c.accept('mana value')) {
    const cmp = comparison(c);
    if (cmp) {
      out.filters.push({ manaValue: { [cmp.cmp]: cmp.n } });
      return true;
    }
  }
  c.pos = save;
  // "with flying", "with first strike"
  const kw = keywordAt(c);
  if (kw !== undefined) {
    out.filters.push({ hasAbility: kw });
    return true;
  }
  c.pos = start;
  return false;
}

export function zoneTail(c: Cursor, ctx: ParseContext, out: ObjectPhrase): boolean {
  if (c.accept('on the battlefield')) return true;
  if (exiledWithTail(c, ctx, out)) return true;
  if (c.accept("in your opponents 's graveyards") || c.accept('in your opponents graveyards')) {
    out.zones = ['graveyard'];
    out.filters.push({ owner: 'opponent' });
    return true;
  }
  if (c.acceptAny('in your graveyard', 'in your hand', 'in your library', 'in exile', 'in all graveyards', 'in graveyards') !== undefined) {
    const phrase = c.tokens
      .slice(c.pos - 3, c.pos)
      .map((t) => (t.k === 'word' ? t.v : ''))
      .join(' ');
    const zone: Zone = phrase.includes('hand')
      ? 'hand'
      : phrase.includes('library')
        ? 'library'
        : phrase.includes('exile')
          ? 'exile'
          : 'graveyard';
    out.zones = [zone];
    if (phrase.includes('your')) out.filters.push({ owner: 'you' });
    return true;
  }
  return false;
}

/** An object noun phrase without its quantifier. */
