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
  eff,
  grant,
  grantKw,
  kw,
  LOSE_ALL,
  lose,
  pump,
  setPT,
  stat,
  text,
  trig,
  type,
  YOURS,
} from './dsl.js';

const YOU_CONTROL_GET_1_1 = 'Creatures you control get +1/+1.';

export const ANTHEMS: Defs = {
  Crusade: [stat('White creatures get +1/+1.', eff(all(CREATURE, color('white')), pump(1, 1)))],
  'Bad Moon': [stat('Black creatures get +1/+1.', eff(all(CREATURE, color('black')), pump(1, 1)))],
  'Glorious Anthem': [stat(YOU_CONTROL_GET_1_1, eff(CREATURES_YOU_CONTROL, pump(1, 1)))],
  "Gaea's Anthem": [stat(YOU_CONTROL_GET_1_1, eff(CREATURES_YOU_CONTROL, pump(1, 1)))],
  'Honor of the Pure': [stat('White creatures you control get +1/+1.', eff(all(CREATURE, color('white'), YOURS), pump(1, 1)))],
  'Tempered Steel': [stat('Artifact creatures you control get +2/+2.', eff(all(type('Artifact'), CREATURE, YOURS), pump(2, 2)))],
  'Eldrazi Monument': [
    stat(
      'Creatures you control get +1/+1 and have flying and indestructible.',
      eff(CREATURES_YOU_CONTROL, pump(1, 1), grantKw('Flying', 'Indestructible')),
    ),
    trig("At the beginning of your upkeep, sacrifice a creature. If you can't, sacrifice this artifact."),
  ],
  Humility: [stat('All creatures lose all abilities and have base power and toughness 1/1.', eff(ALL_CREATURES, LOSE_ALL, setPT(1, 1)))],
  'Dress Down': [
    kw('Flash'),
    trig('When this enchantment enters, draw a card.'),
    stat('Creatures lose all abilities.', eff(ALL_CREATURES, LOSE_ALL)),
    trig('At the beginning of the end step, sacrifice this enchantment.'),
  ],
  Levitation: [stat('Creatures you control have flying.', eff(CREATURES_YOU_CONTROL, grantKw('Flying')))],
  Fervor: [stat('Creatures you control have haste.', eff(CREATURES_YOU_CONTROL, grantKw('Haste')))],
  'Concordant Crossroads': [stat('All creatures have haste.', eff(ALL_CREATURES, grantKw('Haste')))],
  'Gravity Sphere': [stat('All creatures lose flying.', eff(ALL_CREATURES, lose('flying')))],
  'Archetype of Imagination': [
    stat('Creatures you control have flying.', eff(CREATURES_YOU_CONTROL, grantKw('Flying'))),
    stat(
      "Creatures your opponents control lose flying and can't have or gain flying.",
      eff(all(CREATURE, { controller: 'opponent' }), lose('flying'), { op: 'cantHave', keywords: ['flying'] }),
    ),
  ],
  "Akroma's Memorial": [
    stat(
      'Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red.',
      eff(
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
    ),
  ],
  'Yixlid Jailer': [stat('Cards in graveyards lose all abilities.', { affects: { all: ANY, zones: ['graveyard'] }, ops: [LOSE_ALL] })],
  'Ensnaring Bridge': [
    // An attack restriction (508.1c): a rule of the game, not a characteristic. Listed, not executed.
    text("Creatures with power greater than the number of cards in your hand can't attack."),
  ],
};
