/**
 * How Oracle text says an optional or additional cost was paid (702.33d kicked, 701.59c evidence,
 * 702.166b bargained, 702.174b gift, …), read at the cursor after "if":
 *
 *   if-paid := if ( evidence was collected | SELF was kicked | it was kicked | SELF was bargained
 *              | the gift was promised | SELF was cast using teamwork | SELF 's additional cost was paid
 *              | SELF 's mayhem cost was paid )
 */
import type { CostPaid } from '../../../core/model/terms.js';
import type { Cursor } from '../cursor/cursor.js';

const COSTS_PAID: [string, CostPaid][] = [
  ['evidence was collected', 'evidence'],
  ['SELF was kicked', 'kicker'],
  ['it was kicked', 'kicker'],
  ['SELF was bargained', 'bargain'],
  ['the gift was promised', 'gift'],
  ['SELF was cast using teamwork', 'teamwork'],
  ["SELF 's additional cost was paid", 'additional'],
  ["SELF 's mayhem cost was paid", 'mayhem'],
];

/** "if SELF was kicked" and the like, consumed: the cost; otherwise undefined (the cursor may have moved). */
export function ifCostPaid(c: Cursor): CostPaid | undefined {
  if (!c.accept('if')) return undefined;
  return COSTS_PAID.find(([p]) => c.accept(p))?.[1];
}

/** The cost phrase without "if" ("the gift was promised"), consumed; otherwise undefined (the cursor unchanged). */
export function costPaidPhrase(c: Cursor): CostPaid | undefined {
  return COSTS_PAID.find(([p]) => c.accept(p))?.[1];
}
