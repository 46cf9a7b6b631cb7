/** Statics about players (grammar.md § Statics: player): their abilities, hand sizes, life, and rules of the game changed for them (613.10, 613.11). */
import type { AbilityDef } from '../../../../core/effects/language/abilities.js';
import type { Cursor } from '../../cursor/cursor.js';
import { maxHandSizeOf, playerKeyword } from '../../predicates/players.js';
import { numberWord } from '../../words/words.js';
import type { StaticResult } from './static-result.js';

/** "0 or less life" (104.3b). */
function zeroOrLessLife(c: Cursor): boolean {
  const t = c.peek();
  if (t?.k !== 'num' || t.n !== 0) return false;
  c.next();
  return c.accept('or less life');
}

export function playerStatic(c: Cursor): StaticResult | undefined {
  return c.attempt((c2) => {
    if (c2.accept('you have no maximum hand size') && c2.done)
      return { kind: 'effects', effects: [{ affects: { game: true }, ops: [{ op: 'maxHandSize', value: null }] }] };
    c2.pos = 0;
    // "Players have no maximum hand size." (Folio of Fancies), "Each player has …", "Your opponents have …" (402.2).
    const who = c2.acceptAny('players have', 'each player has', 'your opponents have', 'each opponent has');
    if (who !== undefined && c2.accept('no maximum hand size') && c2.done) {
      const players = who.startsWith('your') || who.startsWith('each opponent') ? 'opponent' : 'any';
      return { kind: 'effects', effects: [{ affects: { players }, ops: [{ op: 'maxHandSize', value: null }] }] };
    }
    c2.pos = 0;
    // "You have no maximum hand size and don't lose the game for having 0 or less life." (Marina Vendrell's
    // Grimoire): the hand size (402.2) and a rule of the game changed for you (613.11, 104.3b).
    if (c2.accept("you have no maximum hand size and don't lose the game for having") && zeroOrLessLife(c2) && c2.done)
      return {
        kind: 'effects',
        effects: [
          { affects: { game: true }, ops: [{ op: 'maxHandSize', value: null }] },
          { affects: { game: true }, ops: [{ op: 'rule', text: "You don't lose the game for having 0 or less life." }] },
        ],
      };
    c2.pos = 0;
    if (c2.accept('your maximum hand size is')) {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n !== undefined) c2.next();
      if (n !== undefined && c2.done)
        return { kind: 'effects', effects: [{ affects: { game: true }, ops: [{ op: 'maxHandSize', value: n }] }] };
    }
    c2.pos = 0;
    if (c2.accept('you have')) {
      const name = playerKeyword(c2);
      if (name === undefined || !c2.done) return undefined;
      return { kind: 'effects', effects: [{ affects: { players: 'you' }, ops: [{ op: 'playerAbility', abilities: [name] }] }] };
    }
    c2.pos = 0;
    const hand = maxHandSizeOf(c2);
    return hand === undefined ? undefined : { kind: 'effects', effects: [hand] };
  });
}
/** 613.11: rules of the game changed for players ("Players can't …", "The "legend rule" doesn't apply."). */
export function ruleStatic(c: Cursor, text: string): StaticResult | undefined {
  return c.attempt((c2) => {
    const rule: AbilityDef = { kind: 'static', text, effects: [{ affects: { game: true }, ops: [{ op: 'rule', text }] }] };
    if (
      c2.peek()?.k === 'word' &&
      c2.word() === 'the' &&
      c2.peek(1)?.k === 'quote' &&
      c2.at(`the`) &&
      c2.word(2) === "doesn't" &&
      c2.word(3) === 'apply'
    )
      return { kind: 'ability', ability: rule };
    if (c2.acceptAny('players', 'each player', 'your opponents', 'each opponent', 'you') !== undefined) {
      if (c2.acceptAny("can't", "don't") === undefined) return undefined;
      return { kind: 'ability', ability: rule };
    }
    return undefined;
  });
}
