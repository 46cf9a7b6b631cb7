/** A sentence's trailing clause that is not a continuous effect, left to be reported on its own. */
import { isContinuous } from '../../classify.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

/**
 * "… until end of turn and you gain 1 life", "… and can't be blocked this turn": a last clause that is
 * not a continuous effect (classify.ts) ends what the grammar reads; it is reported on its own as listed.
 */
const LISTED_ONLY_VERBS = new Set([
  'you',
  'deals',
  "can't",
  'can',
  'must',
  'fights',
  'attacks',
  'attack',
  'blocks',
  'block',
  "doesn't",
  'draw',
  'mill',
  'scry',
  'surveil',
  'explores',
  'connives',
]);

/**
 * "All creatures and Vehicles lose indestructible until end of turn, then destroy all creatures and
 * Vehicles." (Spectacular Pileup): after ", then", a one-shot action the resolution takes afterwards
 * (608.2c) — the effect before it has begun, and its set is locked (611.2c).
 */
const THEN_VERBS = new Set(['destroy', 'exile', 'sacrifice', 'draw', 'mill', 'scry', 'surveil']);

export function restIsListedOnly(c: Cursor, ctx: ParseContext): boolean {
  const then = c.at(', then');
  if (!c.at('and') && !c.at(', and') && !then) return false;
  const rest = c.tokens.slice(c.pos + (c.at('and') ? 1 : 2));
  if (rest.length === 0 || isContinuous(rest)) return false;
  // Only clauses that plainly do something else: dealing damage, life, restrictions, drawing, fighting.
  const first = rest[0]?.k === 'word' ? rest[0].v : undefined;
  // 701.15a-b: "and is goaded" — an attack requirement (508.1d), which the layers don't apply, as "attacks each combat if able".
  const goaded = !then && first === 'is' && rest[1]?.k === 'word' && rest[1].v === 'goaded' && rest.length === 2;
  if (first === undefined || !(goaded || (then ? THEN_VERBS : LISTED_ONLY_VERBS).has(first))) return false;
  ctx.rest = rest;
  c.pos = c.tokens.length;
  return true;
}
