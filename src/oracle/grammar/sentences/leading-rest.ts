/**
 * "Equipped creature can't be blocked and has shroud." (Whispersilk Cloak): a restriction on the subject
 * (509.1b, not a layer effect) before a continuous predicate. The predicate is read; the restriction,
 * with its subject, is reported on its own as listed (as rest.ts does for a trailing one).
 */
import type { Op } from '../../../core/effects/language/abilities.js';
import { isContinuous } from '../../classify.js';
import type { Token } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

/** The words a restriction on the subject starts with. */
const RESTRICTION_STARTS = new Set(["can't", 'must', "doesn't", 'attacks', 'blocks']);

/**
 * At the subject's restriction: reads `restriction and <predicates>` with `read`, leaving the cursor after
 * the predicates; `subjectStart` is where the subject began. Undefined (cursor unmoved) otherwise.
 */
export function leadingRestriction(
  c: Cursor,
  ctx: ParseContext,
  subjectStart: number,
  read: (c: Cursor) => Op[] | undefined,
): Op[] | undefined {
  const first = c.peek();
  if (first?.k !== 'word' || !RESTRICTION_STARTS.has(first.v)) return undefined;
  const start = c.pos;
  for (let j = start + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j] as Token;
    if (t.k !== 'word' || t.v !== 'and') continue;
    const restriction = c.tokens.slice(start, j);
    if (isContinuous(restriction)) return undefined;
    c.pos = j + 1;
    const ops = read(c);
    if (ops !== undefined) {
      const subjectTokens = c.tokens.slice(subjectStart, start);
      ctx.rest = [...subjectTokens, ...restriction];
      ctx.restRead = [...c.tokens.slice(0, start), ...c.tokens.slice(j + 1)];
      return ops;
    }
    c.pos = start;
  }
  return undefined;
}
