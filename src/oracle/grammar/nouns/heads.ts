/**
 * Head nouns of a noun phrase (grammar.md § Noun phrases):
 *   head     := creature(s) | land(s) | permanent(s) | <Subtype plural> | token(s) | card(s) | spell(s)
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Cursor } from '../cursor/cursor.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, subtypeOf } from '../words/words.js';
import { extraHead } from './filters.js';
import type { ObjectPhrase } from './phrase.js';

const PERMANENT: Filter = {
  or: ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'].map((type) => ({ type })),
};

export function isHeadAhead(c: Cursor, offset: number): boolean {
  const t = c.peek(offset);
  if (t?.k !== 'word') return false;
  if (CARD_TYPE_WORDS.has(t.v) || HEADS[t.v] !== undefined) return true;
  if (subtypeOf(t.raw) !== undefined) return true;
  if (COLOR_WORDS[t.v] !== undefined || /^non/.test(t.v)) return isHeadAhead(c, offset + 1);
  return false;
}

const HEADS: Record<string, { filter?: Filter; plural: boolean }> = {
  permanent: { filter: PERMANENT, plural: false },
  permanents: { filter: PERMANENT, plural: true },
  token: { filter: { token: true }, plural: false },
  tokens: { filter: { token: true }, plural: true },
  card: { plural: false },
  cards: { plural: true },
  spell: { plural: false },
  spells: { plural: true },
  object: { plural: false },
  objects: { plural: true },
};

/** The head noun ("creatures", "Elves", "permanent", "creature tokens"). */
export function head(c: Cursor, out: ObjectPhrase): boolean {
  const t = c.peek();
  if (t?.k !== 'word') return false;
  const ct = CARD_TYPE_WORDS.get(t.v);
  if (ct !== undefined) {
    c.next();
    out.filters.push({ type: ct });
    out.plural = t.v.endsWith('s') || t.v === 'sorceries';
    if (c.at('token') || c.at('tokens')) {
      out.plural = c.word() === 'tokens';
      c.next();
      out.filters.push({ token: true });
    } else if (c.at('card') || c.at('cards') || c.at('spell') || c.at('spells')) {
      out.plural = (c.word() as string).endsWith('s');
      c.next();
    }
    return true;
  }
  const h = HEADS[t.v];
  if (h !== undefined) {
    c.next();
    if (h.filter) out.filters.push(h.filter);
    out.plural = h.plural;
    if ((t.v === 'permanent' || t.v === 'token') && (c.at('card') || c.at('cards') || c.at('spell') || c.at('spells'))) {
      out.plural = (c.word() as string).endsWith('s');
      c.next();
    }
    return true;
  }
  const st = subtypeOf(t.raw);
  if (st !== undefined) {
    c.next();
    out.filters.push({ subtype: st.subtype });
    out.plural = st.plural;
    if (c.at('creatures') || c.at('creature') || c.at('permanents') || c.at('cards') || c.at('card') || c.at('spells')) {
      out.plural = (c.word() as string).endsWith('s');
      const ct2 = CARD_TYPE_WORDS.get(c.word() as string);
      c.next();
      if (ct2) out.filters.push({ type: ct2 });
    }
    if (c.at('tokens') || c.at('token')) {
      out.plural = c.word() === 'tokens';
      c.next();
      out.filters.push({ token: true });
    }
    return true;
  }
  const extra = extraHead(c);
  if (extra !== undefined) {
    out.filters.push(extra.filter);
    out.plural = extra.plural;
    return true;
  }
  return false;
}

/** "you control", "your opponents control", "an opponent controls", "you don't control", "target player controls". */
