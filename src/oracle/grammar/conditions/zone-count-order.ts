/**
 * A count of objects in a zone, in either word order:
 *   "there are N or more <objects> in <zone>"   (today's Oracle wording)
 *   "N or more <objects> are in <zone>"         (older wording: "Threshold — As long as seven or more
 *                                                cards are in your graveyard, …")
 * The older order is read by the same rule as the newer: the tokens are put in the newer order
 * ("there are" first, "are" taken out) and read by the caller's condition parser, so every object
 * phrase and zone the newer order reads, the older reads too.
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Token } from '../../lex.js';
import { Cursor } from '../cursor/cursor.js';
import { numberWord } from '../words/words.js';

const THERE_ARE: readonly Token[] = [
  { k: 'word', v: 'there', raw: 'there' },
  { k: 'word', v: 'are', raw: 'are' },
];

/** "N or more <objects> are in <zone>" read as "there are N or more <objects> in <zone>" by `read`; undefined otherwise. */
export function countedInZoneOlderOrder(c: Cursor, read: (c: Cursor) => Condition | undefined): Condition | undefined {
  const tokens = c.tokens;
  const start = c.pos;
  const first = tokens[start];
  if (first === undefined || (first.k !== 'num' && (first.k !== 'word' || numberWord(first.v) === undefined))) return undefined;
  let are = start + 1;
  while (are < tokens.length && are < start + 12) {
    const t = tokens[are] as Token;
    if (t.k === 'punct') return undefined;
    if (t.k === 'word' && t.v === 'are') break;
    are++;
  }
  const next = tokens[are + 1];
  if (tokens[are]?.k !== 'word' || next?.k !== 'word' || next.v !== 'in') return undefined;
  const reordered = new Cursor([...THERE_ARE, ...tokens.slice(start, are), ...tokens.slice(are + 1)]);
  const cond = read(reordered);
  // The reading must reach past the moved "are" (the zone is part of the condition).
  const used = reordered.pos - THERE_ARE.length;
  if (cond === undefined || used <= are - start) return undefined;
  c.pos = start + used + 1;
  return cond;
}
