/**
 * Long lists of heads closed by ", and" (grammar.md § Statics: lists, players with objects):
 *   list := head (, head)* , and head        "Other Rabbits, Bats, Birds, and Mice you control"
 * In a noun phrase naming the objects an effect applies to, the list is their union (as "or").
 */
import type { Cursor } from '../cursor/cursor.js';
import { CARD_TYPE_WORDS, subtypeOf } from '../words/words.js';

/** At ", and <head>": a bare comma before it belongs to the same list. */
export function listContinues(c: Cursor): boolean {
  if (!c.at(', and')) return false;
  const t = c.peek(2);
  return t?.k === 'word' && (CARD_TYPE_WORDS.has(t.v) || subtypeOf(t.raw) !== undefined);
}
