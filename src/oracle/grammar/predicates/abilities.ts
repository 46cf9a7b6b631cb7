/**
 * Ability lists in predicates (grammar.md § Predicates):
 *   abilities := (keyword | "quoted ability") joined by , and or; "protection from X and from Y"
 */
import type { AbilityDef } from '../../../core/effects/language/abilities.js';
import type { Token } from '../../lex.js';
import { tokenText } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { keywordText } from '../words/words.js';

/** A run of word and mana tokens of up to `max` tokens ending before punctuation or a joiner. */
function phraseText(tokens: readonly Token[]): string {
  return tokens
    .map(tokenText)
    .join(' ')
    .replace(/ 's/g, "'s")
    .replace(/ '(?= |$)/g, "'");
}

/** One keyword ability named in a list ("flying", "protection from red", "equip {2}"). */
function keyword(c: Cursor): AbilityDef[] | undefined {
  // 702.14a: "landwalk of the chosen type" (Traveler's Cloak) — the land type chosen as it entered (choices.landType),
  // written into the ability as the effect applies ("Forestwalk").
  if (c.accept('landwalk of the chosen type')) return [{ kind: 'keyword', text: '{chosen:landType}walk', keyword: 'landwalk' }];
  for (let len = 8; len >= 1; len--) {
    const toks: Token[] = [];
    for (let i = 0; i < len; i++) {
      const t = c.peek(i);
      if (t === undefined || (t.k !== 'word' && t.k !== 'mana' && t.k !== 'num')) break;
      if (t.k === 'word' && (t.v === 'and' || t.v === 'until' || t.v === 'as' || t.v === 'for')) break;
      toks.push(t);
    }
    if (toks.length !== len) continue;
    // "sneak {3}{B}": a cost's mana symbols are one word, as printed (702.190a).
    const text = phraseText(toks).replace(/\} \{/g, '}{');
    const kw = keywordText(text.replace(/ (?:the chosen color|the color of your choice)$/, ' {chosen:color}'));
    if (kw === undefined) continue;
    c.pos += len;
    const out: AbilityDef[] = [{ kind: 'keyword', text: kw.text, keyword: kw.keyword }];
    // "protection from black and from red" (702.16)
    if (kw.keyword.startsWith('protection from ')) {
      while (c.at('and from') || c.at(', and from') || c.at(', from')) {
        c.acceptAny(', and from', 'and from', ', from');
        const w = c.peek();
        if (w?.k !== 'word') return undefined;
        c.next();
        out.push({ kind: 'keyword', text: `Protection from ${w.raw}`, keyword: `protection from ${w.v}` });
      }
    }
    return out;
  }
  return undefined;
}

/** "flying, first strike, and "{T}: Add {C}."" — keywords and quoted abilities. */
export function abilityList(c: Cursor, ctx: ParseContext): AbilityDef[] | undefined {
  const out: AbilityDef[] = [];
  for (;;) {
    const t = c.peek();
    if (t?.k === 'quote') {
      const a = ctx.quoted?.(t.v);
      if (a === undefined) return undefined;
      c.next();
      out.push(a);
    } else {
      const k = keyword(c);
      if (k === undefined) break;
      out.push(...k);
    }
    const save = c.pos;
    if (c.acceptAny(', and', ', or', ',', 'and', 'or') !== undefined) {
      if (c.peek()?.k === 'quote') continue;
      const probe = c.pos;
      if (keyword(c) !== undefined) {
        c.pos = probe;
        continue;
      }
      c.pos = save;
    }
    break;
  }
  return out.length > 0 ? out : undefined;
}
