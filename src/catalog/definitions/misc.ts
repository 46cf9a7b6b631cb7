/**
 * Cards whose executed part is not a continuous effect: as-enters replacements (614.1c),
 * transformations (701.27, new timestamp 613.7g), flicker (400.7), tapping and untapping.
 */
import { act, asEnters, type Defs, kw, mana, spell, trig } from './dsl.js';

const TRANSFORM = { transformSelf: true } as const;
const NO_SPELLS = 'At the beginning of each upkeep, if no spells were cast last turn, transform this creature.';
const TWO_SPELLS = 'At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.';

export const MISC: Defs = {
  'Glasspool Shore': [asEnters('This land enters tapped.', { tapped: true }), mana('{T}: Add {U}.')],
  'Dark Depths': [
    asEnters('Dark Depths enters with ten ice counters on it.', { counters: { ice: 10 } }),
    act('{3}: Remove an ice counter from Dark Depths.'),
    trig(
      'When Dark Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible.',
    ),
  ],
  'Bloodline Keeper': [
    kw('Flying'),
    act('{T}: Create a 2/2 black Vampire creature token with flying.', {
      createTokens: [{ colors: ['black'], types: ['Creature'], subtypes: ['Vampire'], power: 2, toughness: 2, abilities: [kw('Flying')] }],
    }),
    act('{B}: Transform this creature. Activate only if you control five or more Vampires.', TRANSFORM),
  ],
  'Afflicted Deserter': [trig(NO_SPELLS, TRANSFORM)],
  'Werewolf Ransacker': [
    trig(
      "Whenever this creature transforms into Werewolf Ransacker, you may destroy target artifact. If that artifact is put into a graveyard this way, this creature deals 3 damage to that artifact's controller.",
    ),
    trig(TWO_SPELLS, TRANSFORM),
  ],
  'Kruin Outlaw': [kw('First strike'), trig(NO_SPELLS, TRANSFORM)],
  // 611.2e / 613.7n: the revealed card (`choices.object`, not a target: 608.2c) enters already an enchantment.
  'Arbiter of the Ideal': [
    kw('Flying'),
    trig(
      "Inspired — Whenever this creature becomes untapped, reveal the top card of your library. If it's an artifact, creature, or land card, you may put it onto the battlefield with a manifestation counter on it. That permanent is an enchantment in addition to its other types.",
      {
        putOntoBattlefield: {
          what: { chosenObject: 'object' },
          counters: { manifestation: 1 },
          ops: [{ op: 'addTypes', types: ['Enchantment'] }],
        },
      },
    ),
  ],
  Cloudshift: [spell('Exile target creature you control, then return that card to the battlefield under your control.', { flicker: true })],
  'Maze of Ith': [
    act(
      '{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.',
      // The prevention (615) is not modelled.
      { untapTargets: true },
    ),
  ],
  Opposition: [act('Tap an untapped creature you control: Tap target artifact, creature, or land.', { tapTargets: true })],
};
