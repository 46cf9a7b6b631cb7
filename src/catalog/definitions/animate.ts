/**
 * Lands and artifacts that become creatures until end of turn (layers 4, 5, 6 and 7b,
 * 613.6), and Urza's Saga's self-granted abilities.
 */
import {
  ALL_CREATURE_TYPES,
  act,
  addTypes,
  and,
  CREATURE,
  count,
  type Defs,
  eot,
  forever,
  grant,
  grantKw,
  mana,
  pump,
  resolve,
  SELF,
  setColors,
  setPT,
  setSubtypes,
  statOn,
  T0,
  trig,
  X,
} from './dsl.js';

const TAP_FOR_C = '{T}: Add {C}.';
const CREATURE_CARDS_IN_YOUR_GRAVEYARD = count(and(CREATURE, { owner: 'you' }), ['graveyard']);

export const ANIMATE: Defs = {
  "Mishra's Factory": [
    mana(TAP_FOR_C),
    act(
      "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
      resolve(eot(SELF, addTypes(['Artifact', 'Creature']), setSubtypes('Assembly-Worker'), setPT(2, 2))),
    ),
    act('{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.', resolve(eot(T0, pump(1, 1)))),
  ],
  Mutavault: [
    mana(TAP_FOR_C),
    act(
      "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
      resolve(eot(SELF, addTypes(['Creature']), ALL_CREATURE_TYPES, setPT(2, 2))),
    ),
  ],
  'Svogthos, the Restless Tomb': [
    mana(TAP_FOR_C),
    act(
      '{3}{B}{G}: Until end of turn, this land becomes a black and green Plant Zombie creature with "This creature\'s power and toughness are each equal to the number of creature cards in your graveyard." It\'s still a land.',
      resolve(
        eot(
          SELF,
          addTypes(['Creature']),
          setSubtypes('Plant', 'Zombie'),
          setColors('black', 'green'),
          // A granted ability is not a CDA (604.3a): its setPT applies in 7b (613.6 example).
          grant(
            statOn(
              "This creature's power and toughness are each equal to the number of creature cards in your graveyard.",
              SELF,
              setPT(CREATURE_CARDS_IN_YOUR_GRAVEYARD, CREATURE_CARDS_IN_YOUR_GRAVEYARD),
            ),
          ),
        ),
      ),
    ),
  ],
  'Chimeric Staff': [
    act(
      '{X}: This artifact becomes an X/X Construct artifact creature until end of turn.',
      resolve(eot(SELF, addTypes(['Artifact', 'Creature']), setSubtypes('Construct'), setPT(X, X))),
    ),
  ],
  'Azorius Keyrune': [
    mana('{T}: Add {W} or {U}.'),
    act(
      '{W}{U}: This artifact becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.',
      resolve(
        eot(SELF, addTypes(['Artifact', 'Creature']), setSubtypes('Bird'), setColors('white', 'blue'), grantKw('Flying'), setPT(2, 2)),
      ),
    ),
  ],
  "Urza's Saga": [
    // Chapter abilities are triggered (714.2b); the gained abilities last indefinitely.
    trig('I — This Saga gains "{T}: Add {C}."', resolve(forever(SELF, grant(mana(TAP_FOR_C))))),
    trig(
      'II — This Saga gains "{2}, {T}: Create a 0/0 colorless Construct artifact creature token with \'This token gets +1/+1 for each artifact you control.\'"',
      resolve(
        forever(
          SELF,
          grant(
            act(
              "{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This token gets +1/+1 for each artifact you control.'",
            ),
          ),
        ),
      ),
    ),
    trig('III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.'),
  ],
};
