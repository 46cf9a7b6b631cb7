/**
 * Power and toughness (layer 7): characteristic-defining abilities (7a, 604.3), spells and
 * abilities that set base P/T (7b), modify it (7c) or switch it (7d).
 */
import type { Value } from '../../core/effects/language/filters-and-values.js';
import {
  act,
  addTypes,
  all,
  CREATURE,
  CREATURES_YOU_CONTROL,
  count,
  type Defs,
  eot,
  grantKw,
  kw,
  LAND,
  LOSE_ALL,
  LOSE_CREATURE_TYPES,
  lasting,
  plus,
  ptCda,
  pump,
  resolve,
  SWITCH,
  setColors,
  setPT,
  setSubtypes,
  spell,
  statOn,
  sub,
  T0,
  text,
  trig,
  YOURS,
} from './dsl.js';

const CARD_TYPES_IN_GRAVEYARDS: Value = { cardTypesAmong: { zone: 'graveyard' }, zones: ['graveyard'] };
const CREATURE_CARDS_IN_GRAVEYARDS: Value = count(CREATURE, ['graveyard']);
const SWAMPS_YOU_CONTROL: Value = count({ and: [sub('Swamp'), YOURS] });
const LANDS_YOU_CONTROL: Value = count({ and: [LAND, YOURS] });

const SWITCH_TEXT = "Switch target creature's power and toughness until end of turn.";

export const PT: Defs = {
  Tarmogoyf: [
    ptCda(
      "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.",
      CARD_TYPES_IN_GRAVEYARDS,
      plus(CARD_TYPES_IN_GRAVEYARDS, 1),
    ),
  ],
  Lhurgoyf: [
    ptCda(
      "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
      CREATURE_CARDS_IN_GRAVEYARDS,
      plus(CREATURE_CARDS_IN_GRAVEYARDS, 1),
    ),
  ],
  Nightmare: [
    kw('Flying'),
    ptCda("Nightmare's power and toughness are each equal to the number of Swamps you control.", SWAMPS_YOU_CONTROL, SWAMPS_YOU_CONTROL),
  ],
  Maro: [ptCda("Maro's power and toughness are each equal to the number of cards in your hand.", { handSize: 'you' }, { handSize: 'you' })],
  'Serra Avatar': [
    ptCda("Serra Avatar's power and toughness are each equal to your life total.", { life: 'you' }, { life: 'you' }),
    trig("When Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library."),
  ],
  'Ashaya, Soul of the Wild': [
    ptCda("Ashaya's power and toughness are each equal to the number of lands you control.", LANDS_YOU_CONTROL, LANDS_YOU_CONTROL),
    statOn(
      'Nontoken creatures you control are Forest lands in addition to their other types.',
      all(CREATURE, YOURS, { token: false }),
      addTypes(['Land'], ['Forest']),
    ),
  ],
  'Giant Growth': [spell('Target creature gets +3/+3 until end of turn.', resolve(eot(T0, pump(3, 3))))],
  'Glorious Charge': [spell('Creatures you control get +1/+1 until end of turn.', resolve(eot(CREATURES_YOU_CONTROL, pump(1, 1))))],
  Overrun: [
    spell(
      'Creatures you control get +3/+3 and gain trample until end of turn.',
      resolve(eot(CREATURES_YOU_CONTROL, pump(3, 3), grantKw('Trample'))),
    ),
  ],
  'Twisted Image': [spell(SWITCH_TEXT, resolve(eot(T0, SWITCH))), spell('Draw a card.')],
  'Inside Out': [spell(SWITCH_TEXT, resolve(eot(T0, SWITCH))), spell('Draw a card.')],
  'About Face': [spell(SWITCH_TEXT, resolve(eot(T0, SWITCH)))],
  Diminish: [spell('Target creature has base power and toughness 1/1 until end of turn.', resolve(eot(T0, setPT(1, 1))))],
  Ovinize: [
    spell(
      'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.',
      resolve(eot(T0, LOSE_ALL, setPT(0, 1))),
    ),
  ],
  Humble: [
    spell(
      'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.',
      resolve(eot(T0, LOSE_ALL, setPT(0, 1))),
    ),
  ],
  'Turn to Frog': [
    spell(
      'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
      resolve(eot(T0, LOSE_ALL, setSubtypes('Frog'), setColors('blue'), setPT(1, 1))),
    ),
  ],
  'Sudden Spoiling': [
    kw('Split second'),
    spell(
      'Until end of turn, creatures target player controls lose all abilities and have base power and toughness 0/2.',
      // The target is a player: the scenario gives it as the `player` choice.
      resolve(eot(all(CREATURE, { controller: { chosen: 'player' } }), LOSE_ALL, setPT(0, 2))),
    ),
  ],
  'Nameless Inversion': [
    kw('Changeling'),
    spell('Target creature gets +3/-3 and loses all creature types until end of turn.', resolve(eot(T0, pump(3, -3), LOSE_CREATURE_TYPES))),
  ],
  Endoskeleton: [
    text('You may choose not to untap this artifact during your untap step.'),
    act(
      '{2}, {T}: Target creature gets +0/+3 for as long as this artifact remains tapped.',
      resolve(lasting({ while: { source: { tapped: true } } }, T0, pump(0, 3))),
    ),
  ],
};
