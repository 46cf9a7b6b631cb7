/**
 * Static abilities of enchantments and artifacts that affect many creatures: anthems (7c),
 * ability grants and removals (layer 6) and Humility-style base P/T (7b).
 */
import {
  ALL_CREATURES,
  ANY,
  all,
  CREATURE,
  CREATURES_YOU_CONTROL,
  color,
  type Defs,
  grant,
  grantKw,
  kw,
  LOSE_ALL,
  lose,
  pump,
  setPT,
  stat,
  statOn,
  text,
  trig,
  type,
  YOURS,
} from './dsl.js';

const YOU_CONTROL_GET_1_1 = 'Creatures you control get +1/+1.';

export const ANTHEMS: Defs = {
  Crusade: [statOn('White creatures get +1/+1.', all(CREATURE, color('white')), pump(1, 1))],
  'Bad Moon': [statOn('Black creatures get +1/+1.', all(CREATURE, color('black')), pump(1, 1))],
  'Glorious Anthem': [statOn(YOU_CONTROL_GET_1_1, CREATURES_YOU_CONTROL, pump(1, 1))],
  "Gaea's Anthem": [statOn(YOU_CONTROL_GET_1_1, CREATURES_YOU_CONTROL, pump(1, 1))],
  'Honor of the Pure': [statOn('White creatures you control get +1/+1.', all(CREATURE, color('white'), YOURS), pump(1, 1))],
  'Tempered Steel': [statOn('Artifact creatures you control get +2/+2.', all(type('Artifact'), CREATURE, YOURS), pump(2, 2))],
  'Eldrazi Monument': [
    statOn(
      'Creatures you control get +1/+1 and have flying and indestructible.',
      CREATURES_YOU_CONTROL,
      pump(1, 1),
      grantKw('Flying', 'Indestructible'),
    ),
    trig("At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice this artifact."),
  ],
  Humility: [statOn('All creatures lose all abilities and have base power and toughness 1/1.', ALL_CREATURES, LOSE_ALL, setPT(1, 1))],
  'Dress Down': [
    kw('Flash'),
    trig('When this enchantment enters, draw a card.'),
    statOn('Creatures lose all abilities.', ALL_CREATURES, LOSE_ALL),
    trig('At the beginning of the end step, sacrifice this enchantment.'),
  ],
  Levitation: [statOn('Creatures you control have flying.', CREATURES_YOU_CONTROL, grantKw('Flying'))],
  Fervor: [statOn('Creatures you control have haste.', CREATURES_YOU_CONTROL, grantKw('Haste'))],
  'Concordant Crossroads': [statOn('All creatures have haste.', ALL_CREATURES, grantKw('Haste'))],
  'Gravity Sphere': [statOn('All creatures lose flying.', ALL_CREATURES, lose('flying'))],
  'Archetype of Imagination': [
    statOn('Creatures you control have flying.', CREATURES_YOU_CONTROL, grantKw('Flying')),
    statOn(
      "Creatures your opponents control lose flying and can't have or gain flying.",
      all(CREATURE, { controller: 'opponent' }),
      lose('flying'),
      { op: 'cantHave', keywords: ['flying'] },
    ),
  ],
  "Akroma's Memorial": [
    statOn(
      'Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red.',

      CREATURES_YOU_CONTROL,
      grant(
        kw('Flying'),
        kw('First strike'),
        kw('Vigilance'),
        kw('Trample'),
        kw('Haste'),
        kw('Protection from black'),
        kw('Protection from red'),
      ),
    ),
  ],
  'Yixlid Jailer': [stat('Cards in graveyards lose all abilities.', { affects: { all: ANY, zones: ['graveyard'] }, ops: [LOSE_ALL] })],
  'Ensnaring Bridge': [
    // An attack restriction (508.1c): a rule of the game, not a characteristic. Listed, not executed.
    text("Creatures with power greater than the number of cards in your hand can't attack."),
  ],
};
