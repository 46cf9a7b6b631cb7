/**
 * Creatures whose own abilities create continuous effects: lords (611.3a statics whose
 * affected set is read from layer 4), self-pumps and other activated or triggered effects.
 */
import {
  ALL_CREATURE_TYPES,
  act,
  addSubtypes,
  all,
  and,
  CHOSEN_COLOR,
  CHOSEN_TYPE,
  CREATURE,
  CREATURES_YOU_CONTROL,
  choose,
  type Defs,
  eot,
  grantKw,
  kw,
  LOSE_CREATURE_TYPES,
  mana,
  OTHER,
  pump,
  resolve,
  SELF,
  SWITCH,
  setColors,
  setPT,
  statOn,
  sub,
  T0,
  text,
  trig,
  X,
  YOURS,
} from './dsl.js';

export const CREATURES: Defs = {
  'Elvish Champion': [
    statOn('Other Elf creatures get +1/+1 and have forestwalk.', all(CREATURE, sub('Elf'), OTHER), pump(1, 1), grantKw('Forestwalk')),
  ],
  'Lord of Atlantis': [
    statOn('Other Merfolk get +1/+1 and have islandwalk.', all(sub('Merfolk'), OTHER), pump(1, 1), grantKw('Islandwalk')),
  ],
  'Goblin King': [statOn('Other Goblins get +1/+1 and have mountainwalk.', all(sub('Goblin'), OTHER), pump(1, 1), grantKw('Mountainwalk'))],
  'Wild Mongrel': [
    act(
      'Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn.',
      resolve(eot(SELF, pump(1, 1), setColors(CHOSEN_COLOR))),
    ),
  ],
  'Godhead of Awe': [kw('Flying'), statOn('Other creatures have base power and toughness 1/1.', all(CREATURE, OTHER), setPT(1, 1))],
  'Mirror Entity': [
    kw('Changeling'),
    act(
      '{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.',
      resolve(eot(CREATURES_YOU_CONTROL, setPT(X, X), ALL_CREATURE_TYPES)),
    ),
  ],
  'Amoeboid Changeling': [
    kw('Changeling'),
    act('{T}: Target creature gains all creature types until end of turn.', resolve(eot(T0, ALL_CREATURE_TYPES))),
    act('{T}: Target creature loses all creature types until end of turn.', resolve(eot(T0, LOSE_CREATURE_TYPES))),
  ],
  'Kwende, Pride of Femeref': [
    kw('Double strike'),
    statOn(
      'Creatures you control with first strike have double strike.',
      all(CREATURE, YOURS, { hasAbility: 'first strike' }),
      grantKw('Double strike'),
    ),
  ],
  Windreaver: [
    kw('Flying'),
    act('{W}: This creature gains vigilance until end of turn.', resolve(eot(SELF, grantKw('Vigilance')))),
    act('{W}: This creature gets +0/+1 until end of turn.', resolve(eot(SELF, pump(0, 1)))),
    act("{U}: Switch this creature's power and toughness until end of turn.", resolve(eot(SELF, SWITCH))),
    act("{U}: Return this creature to its owner's hand."),
  ],
  'Inferno Titan': [
    act('{R}: This creature gets +1/+0 until end of turn.', resolve(eot(SELF, pump(1, 0)))),
    trig('Whenever this creature enters or attacks, it deals 3 damage divided as you choose among one, two, or three targets.'),
  ],
  'Battlegate Mimic': [
    trig(
      "Whenever you cast a spell that's both red and white, this creature has base power and toughness 4/2 until end of turn and gains first strike until end of turn.",
      resolve(eot(SELF, setPT(4, 2), grantKw('First strike'))),
    ),
  ],
  'Wilderness Hypnotist': [act('{T}: Target red or green creature gets -2/-0 until end of turn.', resolve(eot(T0, pump(-2, 0))))],
  'Adaptive Automaton': [
    choose('As this creature enters, choose a creature type.', 'creatureType'),
    statOn('This creature is the chosen type in addition to its other types.', SELF, addSubtypes(CHOSEN_TYPE)),
    statOn('Other creatures you control of the chosen type get +1/+1.', all(CREATURE, YOURS, OTHER, sub(CHOSEN_TYPE)), pump(1, 1)),
  ],
  'Metallic Mimic': [
    choose('As this creature enters, choose a creature type.', 'creatureType'),
    statOn('This creature is the chosen type in addition to its other types.', SELF, addSubtypes(CHOSEN_TYPE)),
    // 614.1c, judged with the entering creature's characteristics as it would exist (614.12).
    {
      kind: 'replacement',
      text: 'Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.',
      othersEnterWithCounters: { filter: and(CREATURE, YOURS, OTHER, sub(CHOSEN_TYPE)), counters: { '+1/+1': 1 } },
    },
  ],
  'Quirion Elves': [
    choose('As this creature enters, choose a color.', 'color'),
    mana('{T}: Add {G}.'),
    mana('{T}: Add one mana of the chosen color.'),
  ],
  'Lord of Lineage': [
    kw('Flying'),
    statOn('Other Vampire creatures you control get +2/+2.', all(CREATURE, sub('Vampire'), YOURS, OTHER), pump(2, 2)),
    act('{T}: Create a 2/2 black Vampire creature token with flying.'),
  ],
  'Terror of Kruin Pass': [
    kw('Double strike'),
    statOn('Werewolves you control have menace.', all(sub('Werewolf'), YOURS), grantKw('Menace')),
    trig('At the beginning of each upkeep, if a player cast two or more spells last turn, transform this creature.', {
      transformSelf: true,
    }),
  ],
  'Necrotic Ooze': [
    // 613.1f: gains, in layer 6, the activated abilities the creature cards in graveyards
    // have at that point (so Yixlid Jailer, removing them, comes first: 613.8a).
    statOn(
      'As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.',
      SELF,
      { op: 'addAbilitiesOf', of: { all: CREATURE, zones: ['graveyard'] }, kinds: ['activated'] },
    ),
  ],
  'Rhythm of the Wild': [
    text("Creature spells you control can't be countered."),
    statOn('Nontoken creatures you control have riot.', all(CREATURE, YOURS, { token: false }), grantKw('Riot')),
  ],
  "Volrath's Laboratory": [
    choose('As this artifact enters, choose a color and a creature type.', 'color', 'creatureType'),
    act('{5}, {T}: Create a 2/2 creature token of the chosen color and type.'),
  ],
};
