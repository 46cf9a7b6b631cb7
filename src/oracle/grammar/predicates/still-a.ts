/**
 * 205.1b: "It's still a land.", "He's still a planeswalker.", "that's still a planeswalker", "It's still a Cave
 * land.", "they're still lands": the object keeps all its prior card types, supertypes and subtypes.
 *
 *   stillA := [that's | that is | that are | it's | it is | he's | he is | she's | she is | they're | they are]
 *             still [a | an] [<Subtype>] <card type>
 */
import type { Cursor } from '../cursor/cursor.js';
import { CARD_TYPE_WORDS, subtypeOf } from '../words/words.js';

// The lexer reads contractions as their words ("it's" → it is, lex.ts).
const RELATIVE = ['that is', 'that are'];
const SENTENCE = ['it is', 'he is', 'she is', 'they are'];

/** Consumes "<subject> still a <type>" (a card type last, a subtype before it allowed); false and nothing consumed otherwise. */
export function stillA(c: Cursor, subjects: 'relative' | 'sentence'): boolean {
  return (
    c.attempt((c2) => {
      const allowed = subjects === 'relative' ? RELATIVE : SENTENCE;
      if (c2.acceptAny(...allowed) === undefined || !c2.accept('still')) return undefined;
      c2.acceptAny('a', 'an');
      const t = c2.peek();
      if (t?.k === 'word' && subtypeOf(t.raw) !== undefined && !CARD_TYPE_WORDS.has(t.v)) c2.next();
      const last = c2.word();
      if (last === undefined || !CARD_TYPE_WORDS.has(last)) return undefined;
      c2.next();
      return true;
    }) ?? false
  );
}
