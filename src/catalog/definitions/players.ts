/**
 * Effects on players (613.10) and on the rules of the game (613.11).
 */
import { type Defs, kw, mana, rule, statOn, text, trig } from './dsl.js';

const NO_MAXIMUM_HAND_SIZE = 'You have no maximum hand size.';

export const PLAYERS: Defs = {
  'Leyline of Sanctity': [
    text('If this card is in your opening hand, you may begin the game with it on the battlefield.'),
    statOn('You have hexproof.', { players: 'you' }, { op: 'playerAbility', abilities: ['Hexproof'] }),
  ],
  'True Believer': [statOn('You have shroud.', { players: 'you' }, { op: 'playerAbility', abilities: ['Shroud'] })],
  Spellbook: [statOn(NO_MAXIMUM_HAND_SIZE, { game: true }, { op: 'maxHandSize', value: null })],
  'Reliquary Tower': [statOn(NO_MAXIMUM_HAND_SIZE, { game: true }, { op: 'maxHandSize', value: null }), mana('{T}: Add {C}.')],
  'Null Profusion': [
    text('Skip your draw step.'),
    trig('Whenever you play a card, draw a card.'),
    statOn('Your maximum hand size is two.', { game: true }, { op: 'maxHandSize', value: 2 }),
  ],
  'Platinum Angel': [kw('Flying'), rule("You can't lose the game and your opponents can't win the game.")],
  'Mirror Gallery': [rule('The "legend rule" doesn\'t apply.')],
};
