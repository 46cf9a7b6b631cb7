/**
 * Adjectives of a noun phrase (grammar.md § Noun phrases):
 *   adjective:= other | non<type> | nontoken | colour (or colour)* | tapped | attacking | <Subtype> | <type> | legendary …
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Cursor } from '../cursor/cursor.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, SUPERTYPE_WORDS, subtypeOf } from '../words/words.js';
import { extraAdjective } from './filters.js';
import { isHeadAhead } from './heads.js';

/** One adjective ("nontoken", "white", "Elf", "artifact" before a head noun). */
export function adjective(c: Cursor): Filter | undefined {
  const extra = extraAdjective(c);
  if (extra !== undefined) return extra;
  const w = c.word();
  const t = c.peek();
  if (w === undefined || t?.k !== 'word') return undefined;
  if (w === 'other') {
    c.next();
    return { other: true };
  }
  if (w === 'nontoken') {
    c.next();
    return { token: false };
  }
  if (w === 'tapped' || w === 'untapped') {
    c.next();
    return { tapped: w === 'tapped' };
  }
  // "each equipped attacking creature" (Dáin Ironfoot): an Equipment is attached to it (301.5). A bare
  // "equipped creature" is the source's (subjectPhrase reads it first).
  if (
    w === 'equipped' &&
    (c.word(1) === 'attacking' || c.word(1) === 'blocking' || c.word(1) === 'creature' || c.word(1) === 'creatures')
  ) {
    c.next();
    return { equipped: true };
  }
  if (c.at('attacking or blocking')) {
    c.pos += 3;
    return { or: [{ attacking: true }, { blocking: true }] };
  }
  if (w === 'attacking' || w === 'blocking') {
    c.next();
    return w === 'attacking' ? { attacking: true } : { blocking: true };
  }
  if (w === 'colorless') {
    c.next();
    return { colorless: true };
  }
  if (w === 'multicolored') {
    c.next();
    return { multicolored: true };
  }
  const color = COLOR_WORDS[w];
  if (color !== undefined) {
    c.next();
    const colors: Filter[] = [{ color }];
    while (c.at('or') && COLOR_WORDS[c.word(1) ?? ''] !== undefined) {
      c.next();
      colors.push({ color: COLOR_WORDS[c.word() as string] as NonNullable<(typeof COLOR_WORDS)[string]> });
      c.next();
    }
    return colors.length === 1 ? colors[0] : { or: colors };
  }
  const sup = SUPERTYPE_WORDS[w];
  if (sup !== undefined) {
    c.next();
    return { supertype: sup };
  }
  const non = /^non-?(.+)$/i.exec(t.raw);
  if (non) {
    const rest = non[1] as string;
    const ct = CARD_TYPE_WORDS.get(rest.toLowerCase());
    const st = subtypeOf(rest);
    const col = COLOR_WORDS[rest.toLowerCase()];
    const su = SUPERTYPE_WORDS[rest.toLowerCase()];
    const f: Filter | undefined = ct
      ? { type: ct }
      : st
        ? { subtype: st.subtype }
        : col
          ? { color: col }
          : su
            ? { supertype: su }
            : undefined;
    if (f === undefined) return undefined;
    c.next();
    return { not: f };
  }
  // A card type or subtype used as an adjective: only when a head noun follows.
  const ct = CARD_TYPE_WORDS.get(w);
  if (ct !== undefined && !w.endsWith('s') && isHeadAhead(c, 1)) {
    c.next();
    return { type: ct };
  }
  const st = subtypeOf(t.raw);
  if (st !== undefined && !st.plural && isHeadAhead(c, 1)) {
    c.next();
    return { subtype: st.subtype };
  }
  return undefined;
}
