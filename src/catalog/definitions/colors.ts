/**
 * Color-changing effects (layer 5) and single-target ability grants (layer 6) from spells.
 */
import {
  ALL_CREATURES,
  ANY,
  addColors,
  all,
  CHOSEN_COLOR,
  COLORLESS,
  CREATURE,
  choose,
  color,
  type Defs,
  eot,
  forever,
  grant,
  grantKw,
  LAND,
  not,
  setColors,
  spell,
  statOn,
  T0,
  YOURS,
} from './dsl.js';

export const COLORS: Defs = {
  "Painter's Servant": [
    choose('As this creature enters, choose a color.', 'color'),
    statOn(
      "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
      { all: ANY, zones: 'all' },
      addColors(CHOSEN_COLOR),
    ),
  ],
  'Shifting Sky': [
    choose('As this enchantment enters, choose a color.', 'color'),
    statOn('All nonland permanents are the chosen color.', all(not(LAND)), setColors(CHOSEN_COLOR)),
  ],
  'Darkest Hour': [statOn('All creatures are black.', ALL_CREATURES, setColors('black'))],
  'Cerulean Wisps': [
    spell('Target creature becomes blue until end of turn. Untap that creature.', {
      effects: [eot(T0, setColors('blue'))],
      untapTargets: true,
    }),
    spell('Draw a card.'),
  ],
  Moonlace: [spell('Target spell or permanent becomes colorless.', { effects: [forever(T0, COLORLESS)] })],
  'Brave the Elements': [
    spell(
      'Choose a color. White creatures you control gain protection from the chosen color until end of turn.',
      // {chosen:color} in a granted ability is filled in with the choice when it is granted.
      {
        effects: [
          eot(
            all(CREATURE, color('white'), YOURS),
            grant({ kind: 'keyword', text: 'Protection from {chosen:color}', keyword: 'protection from {chosen:color}' }),
          ),
        ],
      },
    ),
  ],
  Jump: [spell('Target creature gains flying until end of turn.', { effects: [eot(T0, grantKw('Flying'))] })],
};
