/**
 * Numbers of objects an earlier instruction acted on (grammar.md § This way), 608.2c:
 *   per      := for each <noun> <done> this way              thisWay
 *   amount   := the number of <nouns> <done> this way        thisWay
 *   noun     := card | creature | permanent   (plural with -s)
 *   done     := discarded | tapped | exiled | sacrificed | looked at while scrying
 * The engine doesn't perform the instruction (a discard, a tap of any number of creatures, a scry),
 * so the number is the scenario's `choices.count`. A noun with more words ("creature card") is a
 * subset of what was done and is not read.
 */
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { Cursor } from '../cursor/cursor.js';

const NOUNS = ['card', 'creature', 'permanent'];
const DONE = ['discarded', 'tapped', 'exiled', 'sacrificed', 'looked at while scrying'];

function doneThisWay(c: Cursor, plural: boolean): boolean {
  const w = c.word();
  if (w === undefined || !NOUNS.some((n) => w === (plural ? `${n}s` : n))) return false;
  c.next();
  return c.acceptAny(...DONE) !== undefined && c.accept('this way');
}

/** "for each card discarded this way"; the cursor is left after it. */
export function thisWayForEach(c: Cursor): Value | undefined {
  return c.attempt((c2) => (c2.accept('for each') && doneThisWay(c2, false) ? { thisWay: true } : undefined));
}

/** "the number of cards exiled this way"; the cursor is left after it. */
export function thisWayAmount(c: Cursor): Value | undefined {
  return c.attempt((c2) => (c2.accept('the number of') && doneThisWay(c2, true) ? { thisWay: true } : undefined));
}
