/**
 * Numbers read from the object the text names but neither targets nor is (608.2c; grammar.md
 * § Referent values): `choices.object`, fixed as the effect begins (611.2b).
 *
 *   referentValue := the amount of mana spent to cast that spell          (a "Whenever you cast …" trigger)
 *                  | (that creature | that card | that spell) 's (power | toughness | mana value)
 *                                                                         ("it" is choices.object, or the trigger names one)
 *                  | the sacrificed creature 's (power | toughness | mana value)   (the creature sacrificed to pay the cost)
 *                  | the amassed Army 's (power | toughness | mana value)         (the Army amass put counters on, 701.47a)
 *   referentCond  := N or more mana was spent to cast that spell           → compare [{manaSpentToCast: 'object'}, '>=', N]
 *   revealed      := reveal cards from the top of your library until you reveal a <phrase>
 *                                                                         → "that card" is choices.object
 */
import type { Condition } from '../../../core/effects/language/condition.js';
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { Token } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { CHOSEN_OBJECT } from '../nouns/referent-pronouns.js';
import { numberWord } from '../words/words.js';

/** Is "that creature" / "that card" the object `choices.object` names here? */
function thatIsObject(ctx: ParseContext): boolean {
  // "Choose a creature you control. SELF gets +X/+0 …, where X is that creature's power": what "it" was as
  // the sentence began (its own subject, SELF, is not "that creature").
  const it = ctx.itBefore ?? ctx.it;
  if (it !== undefined && 'chosenObject' in it && it.chosenObject === 'object') return true;
  // "Whenever SELF blocks a creature, …": the trigger names an object other than the source (referents.ts).
  return ctx.triggerNamesObject === true && (it === undefined || 'self' in it || 'attached' in it);
}

function characteristic(c: Cursor): Value | undefined {
  if (c.accept('power')) return { power: 'object' };
  if (c.accept('toughness')) return { toughness: 'object' };
  if (c.accept('mana value')) return { manaValue: 'object' };
  return undefined;
}

export function referentValue(c: Cursor, ctx: ParseContext): Value | undefined {
  if (!ctx.resolving) return undefined;
  return c.attempt((c2) => {
    // 601.2f-h: the triggering spell (the trigger "Whenever you cast an instant or sorcery spell" names it).
    if (c2.accept('the amount of mana spent to cast that spell'))
      return ctx.triggerNamesObject === true ? { manaSpentToCast: 'object' } : undefined;
    // 701.21: the creature sacrificed to pay the cost is named by choices.object (the engine doesn't pay costs).
    if (c2.accept("the sacrificed creature 's")) return characteristic(c2);
    // 701.47a: "amass Orcs 2. When you do, … with power less than or equal to the amassed Army's power" (the Army amassed).
    if (c2.accept("the amassed army 's")) return characteristic(c2);
    if (c2.acceptAny("that creature 's", "that card 's", "that spell 's") !== undefined && thatIsObject(ctx)) return characteristic(c2);
    return undefined;
  });
}

/**
 * After an unread "Reveal cards from the top of your library until you reveal a nonland card." (701.20a),
 * "that card" is the card revealed last: choices.object.
 */
export function revealedReferent(tokens: readonly Token[], ctx: ParseContext): Selector | undefined {
  const c = new Cursor(tokens);
  if (!c.accept('reveal cards from the top of your library until you reveal')) return undefined;
  if (c.acceptAny('a', 'an') === undefined) return undefined;
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  c.accept('.');
  return p !== undefined && !p.plural && c.done ? CHOSEN_OBJECT : undefined;
}

/** "If five or more mana was spent to cast that spell, …" (Opus): the triggering spell's, checked as it resolves. */
export function referentCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  if (!ctx.resolving || ctx.triggerNamesObject !== true) return undefined;
  return c.attempt((c2) => {
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c2.word());
    if (n === undefined) return undefined;
    c2.next();
    if (!c2.accept('or more mana was spent to cast that spell')) return undefined;
    return { compare: [{ manaSpentToCast: 'object' }, '>=', n] };
  });
}
