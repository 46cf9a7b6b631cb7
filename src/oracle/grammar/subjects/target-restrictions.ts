/**
 * What a target phrase says about which objects may be chosen (115.1, 601.2c; grammar.md § Ifs). A
 * target's selector is the chosen object (`{target: n}`): the restriction is the scenario's to honour
 * as it names the target, and the compiled effect doesn't re-check it (like "target attacking
 * creature", whose filter the noun phrase already drops). These productions only let the phrase be read:
 *
 *   tadjective   := (attacking | blocking | tapped | untapped)* (modified | equipped | nonattacking | nonblocking) …
 *                   (before the phrase)
 *   trestriction := with mana value|power less than [or equal to] <value>
 *                 | with the greatest power|toughness|mana value [among creatures you control]
 *                 | with lesser power | with total mana value|power N or less|more
 *                 | that is attacking alone | that is [not] of the chosen type | but don't control
 *                 | controlled by different players | other than enchanted|equipped creature
 *                 | of an opponent's choice they control
 *
 * "target modified creature you control gains lifelink" (Silver Sable), "target attacking equipped creature
 * gains menace" (Item Shopkeep), "gain control of target creature with mana value less than or equal to the
 * number of Vampires you control" (Dominating Vampire), "Target creature you control with the greatest power
 * gains flying, …" (Triumph of Gerrard), "target creature you control other than enchanted creature"
 * (Due Diligence). The value is read to check the phrase is what it says; it is not kept.
 */
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { value } from '../values/values.js';

export function targetAdjectives(c: Cursor): void {
  // "attacking equipped creature": the other adjectives before one of these are the target's too.
  const start = c.pos;
  let seen = false;
  for (;;) {
    if (c.acceptAny('modified', 'equipped') !== undefined) seen = true;
    else if (c.acceptAny('nonattacking', 'nonblocking') !== undefined) seen = true;
    else if (c.acceptAny('attacking', 'blocking', 'tapped', 'untapped') === undefined) break;
  }
  if (!seen) c.pos = start;
}

export function targetRestriction(c: Cursor, ctx: ParseContext): boolean {
  const targets = ctx.targets;
  const ok = c.attempt((c2) => {
    if (c2.accept('with')) {
      if (c2.accept('lesser power')) return true;
      // "up to two target creatures with total mana value 6 or less" (The Super Hero Civil War)
      if (c2.accept('total mana value') || c2.accept('total power')) {
        const t = c2.peek();
        if (t?.k !== 'num') return undefined;
        c2.next();
        return c2.acceptAny('or less', 'or greater', 'or more') === undefined ? undefined : true;
      }
      if (c2.accept('the greatest') || c2.accept('the highest')) {
        if (c2.acceptAny('power', 'toughness', 'mana value') === undefined) return undefined;
        c2.accept('among creatures you control');
        return true;
      }
      if (c2.acceptAny('mana value', 'power', 'toughness') === undefined) return undefined;
      if (!c2.accept('less than') && !c2.accept('greater than')) return undefined;
      c2.accept('or equal to');
      return value(c2, ctx) === undefined ? undefined : true;
    }
    if (c2.accept('that is attacking alone')) return true;
    // "target creature that isn't of the chosen type" (Callous Oppressor), "target permanent you own but
    // don't control" (Coveted Falcon), "two other target creatures controlled by different players" (Kitsune).
    if (c2.accept('that is not of the chosen type') || c2.accept('that is of the chosen type')) return true;
    if (c2.accept("but don't control")) return true;
    // "target creature of an opponent's choice they control" (Preacher, 115.1: that opponent chooses it).
    if (c2.accept("of an opponent 's choice they control")) return true;
    if (c2.accept('controlled by different players')) return true;
    // "target creature of their choice" (Death Match): another player chooses the target (115.1); the scenario names it.
    if (c2.accept('of their choice')) return true;
    if (c2.accept('other than') && c2.acceptAny('enchanted creature', 'equipped creature') !== undefined) return true;
    return undefined;
  });
  ctx.targets = targets;
  return ok === true;
}
