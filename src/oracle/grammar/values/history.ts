/**
 * Turn history (grammar.md § Turn history): conditions and values over what happened this turn,
 * read from the core's per-turn record (core/history.ts):
 *   hcond := you [have|'ve] gained life this turn | you [have|'ve] lost life this turn
 *          | you [have|'ve] cast <quantity> spell(s) this turn | you haven't cast a spell this turn
 *          | you [have|'ve] cast another instant or sorcery spell this turn   (on an instant or sorcery: ≥ 2)
 *          | you [have|'ve] drawn <quantity> card(s) this turn
 *          | <quantity> [nonland] permanents|creatures|lands entered the battlefield under your control this turn
 *          | <quantity> creature(s) died [under your control] this turn
 *   hvalue := the number of cards you've drawn this turn | the number of spells you've cast this turn
 *          | the number of [nonland] permanents|creatures|lands that entered the battlefield under your control this turn
 *          | the amount of life you [have|'ve] gained|lost this turn | the number of creatures that died this turn
 *   quantity := a | an | one | N or more
 */

import type { Condition } from '../../../core/effects/language/condition.js';
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { PlayerRef } from '../../../core/effects/language/references.js';
import type { TurnCount } from '../../../core/model/turn-counts.js';
import type { Cursor } from '../cursor/cursor.js';
import { numberWord } from '../words/words.js';

/** "a", "an", "one", "N or more" → the least number; undefined when no quantity is there. */
function quantity(c: Cursor): number | undefined {
  if (c.acceptAny('a', 'an', 'one or more') !== undefined) return 1;
  const t = c.peek();
  const n = t?.k === 'num' ? t.n : numberWord(c.word());
  if (n === undefined) return undefined;
  const save = c.pos;
  c.next();
  if (c.accept('or more')) return n;
  if (n === 1) return 1;
  c.pos = save;
  return undefined;
}

/** "you gained", "you've gained", "you have gained". */
function youHave(c: Cursor, verb: string): boolean {
  return c.accept(`you ${verb}`) || c.accept(`you've ${verb}`) || c.accept(`you have ${verb}`);
}

/** What entered: "[nonland] permanent(s)", "creature(s)", "land(s)". */
function enteredKind(c: Cursor): TurnCount | undefined {
  if (c.acceptAny('nonland permanents', 'nonland permanent') !== undefined) return 'nonlandPermanentsEntered';
  if (c.acceptAny('permanents', 'permanent') !== undefined) return 'permanentsEntered';
  if (c.acceptAny('creatures', 'creature') !== undefined) return 'creaturesEntered';
  if (c.acceptAny('lands', 'land') !== undefined) return 'landsEntered';
  return undefined;
}

function enteredUnderYou(c: Cursor): boolean {
  return (c.accept('entered the battlefield under your control') || c.accept('entered under your control')) && c.accept('this turn');
}

const atLeast = (thisTurn: TurnCount, player: PlayerRef, n: number): Condition => ({
  compare: [{ thisTurn, player }, '>=', n],
});

/** A condition over this turn's history; the cursor is left after it. */
export function historyCondition(c: Cursor, selfTypes: readonly string[] = []): Condition | undefined {
  return c.attempt((c2) => {
    // "if you've cast another instant or sorcery spell this turn" on an instant or sorcery (Burrog Barrage):
    // this spell was counted as it was cast (601.2i), so another one makes two.
    if (selfTypes.includes('Instant') || selfTypes.includes('Sorcery')) {
      const save = c2.pos;
      if (youHave(c2, 'cast') && c2.accept('another instant or sorcery spell this turn'))
        return atLeast('instantSorcerySpellsCast', 'you', 2);
      c2.pos = save;
    }
    for (const [verb, count] of [
      ['gained life this turn', 'lifeGained'],
      ['lost life this turn', 'lifeLost'],
      // 700.13: "as long as you've committed a crime this turn" (Omenport Vigilante).
      ['committed a crime this turn', 'crimesCommitted'],
    ] as const) {
      if (youHave(c2, verb)) return atLeast(count, 'you', 1);
    }
    if (c2.acceptAny("you haven't cast a spell this turn", 'you have not cast a spell this turn') !== undefined)
      return { compare: [{ thisTurn: 'spellsCast', player: 'you' }, '=', 0] };
    for (const [verb, nouns, count] of [
      ['cast', ['spells', 'spell'], 'spellsCast'],
      ['drawn', ['cards', 'card'], 'cardsDrawn'],
    ] as const) {
      const save = c2.pos;
      if (youHave(c2, verb)) {
        const n = quantity(c2);
        if (n !== undefined && c2.acceptAny(...nouns) !== undefined && c2.accept('this turn')) return atLeast(count, 'you', n);
      }
      c2.pos = save;
    }
    const n = quantity(c2);
    if (n === undefined) return undefined;
    const save = c2.pos;
    const kind = enteredKind(c2);
    if (kind !== undefined && enteredUnderYou(c2)) return atLeast(kind, 'you', n);
    c2.pos = save;
    // 700.4: "died" = put into a graveyard from the battlefield.
    if (c2.acceptAny('creatures', 'creature') !== undefined && c2.accept('died')) {
      if (c2.accept('under your control this turn')) return atLeast('creaturesDied', 'you', n);
      if (c2.accept('this turn')) return atLeast('creaturesDied', 'any', n);
    }
    return undefined;
  });
}

/** A number from this turn's history; the cursor is left after it. */
export function historyValue(c: Cursor): Value | undefined {
  return c.attempt((c2) => {
    if (c2.accept('the amount of life')) {
      if (youHave(c2, 'gained') && c2.accept('this turn')) return { thisTurn: 'lifeGained', player: 'you' };
      if (youHave(c2, 'lost') && c2.accept('this turn')) return { thisTurn: 'lifeLost', player: 'you' };
      return undefined;
    }
    if (!c2.accept('the number of')) return undefined;
    if (c2.accept('cards') && youHave(c2, 'drawn') && c2.accept('this turn')) return { thisTurn: 'cardsDrawn', player: 'you' };
    if (c2.accept('spells') && youHave(c2, 'cast') && c2.accept('this turn')) return { thisTurn: 'spellsCast', player: 'you' };
    // "the number of permanents you've sacrificed this turn" (Obsessive Pursuit; 701.21)
    if (c2.accept('permanents') && youHave(c2, 'sacrificed') && c2.accept('this turn'))
      return { thisTurn: 'permanentsSacrificed', player: 'you' };
    const kind = enteredKind(c2);
    const after = c2.pos;
    if (kind !== undefined && c2.accept('that') && enteredUnderYou(c2)) return { thisTurn: kind, player: 'you' };
    c2.pos = after;
    if (kind === 'creaturesEntered' && c2.accept('that died')) {
      if (c2.accept('under your control this turn')) return { thisTurn: 'creaturesDied', player: 'you' };
      if (c2.accept('this turn')) return { thisTurn: 'creaturesDied', player: 'any' };
    }
    return undefined;
  });
}
