/**
 * Type-changing effects (layer 4, 205.1): land types (305.7), creature types, card types
 * and supertypes, often together with base P/T (7b) in one effect (613.6).
 */

import type { AbilityDef } from '../../core/effects/language/abilities.js';
import type { Filter } from '../../core/effects/language/filters-and-values.js';
import {
  ALL_CREATURE_TYPES,
  ANY,
  ARTIFACT,
  ATTACHED,
  act,
  addSubtypes,
  addTypes,
  all,
  and,
  CHOSEN_TYPE,
  COLORLESS,
  CREATURE,
  choose,
  type Defs,
  ENCHANTMENT,
  effIf,
  eot,
  everywhereYours,
  grantWhereX,
  kw,
  LAND,
  LOSE_ALL,
  lasting,
  MV,
  not,
  OTHER,
  or,
  pump,
  resolve,
  setCardTypes,
  setColors,
  setPT,
  setSubtypes,
  spell,
  stat,
  statOn,
  sub,
  T0,
  T1,
  text,
  trig,
  type,
  X,
  YOURS,
} from './dsl.js';

const NONBASIC_LANDS = all(LAND, not({ supertype: 'Basic' }));
const OTHER_NON_AURA_ENCHANTMENTS: Filter[] = [ENCHANTMENT, not(sub('Aura')), OTHER];
const NONCREATURE_ARTIFACTS = all(ARTIFACT, not(CREATURE));
const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];
const PERMANENT: Filter = or(...PERMANENT_TYPES.map(type));
const NONLAND_PERMANENT: Filter = and(PERMANENT, not(LAND));
const SAME_IN_ALL_ZONES_CREATURE = everywhereYours(CREATURE, CREATURE, CREATURE);

export const TYPES: Defs = {
  'Blood Moon': [statOn('Nonbasic lands are Mountains.', NONBASIC_LANDS, setSubtypes('Mountain'))],
  'Magus of the Moon': [statOn('Nonbasic lands are Mountains.', NONBASIC_LANDS, setSubtypes('Mountain'))],
  'Urborg, Tomb of Yawgmoth': [statOn('Each land is a Swamp in addition to its other land types.', all(LAND), addSubtypes('Swamp'))],
  'Yavimaya, Cradle of Growth': [statOn('Each land is a Forest in addition to its other land types.', all(LAND), addSubtypes('Forest'))],
  'Prismatic Omen': [
    statOn('Lands you control are every basic land type in addition to their other types.', all(LAND, YOURS), { op: 'everyBasicLandType' }),
  ],
  'Dryad of the Ilysian Grove': [
    text('You may play an additional land on each of your turns.'),
    statOn('Lands you control are every basic land type in addition to their other types.', all(LAND, YOURS), { op: 'everyBasicLandType' }),
  ],
  'Living Lands': [statOn('All Forests are 1/1 creatures that are still lands.', all(sub('Forest')), addTypes(['Creature']), setPT(1, 1))],
  'Kormus Bell': [
    statOn(
      'All Swamps are 1/1 black creatures that are still lands.',
      all(sub('Swamp')),
      addTypes(['Creature']),
      setColors('black'),
      setPT(1, 1),
    ),
  ],
  "Nature's Revolt": [statOn('All lands are 2/2 creatures that are still lands.', all(LAND), addTypes(['Creature']), setPT(2, 2))],
  'Life and Limb': [
    statOn(
      'All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.',

      all(or(sub('Forest'), sub('Saproling'))),
      addTypes(['Creature', 'Land'], ['Saproling', 'Forest']),
      setColors('green'),
      setPT(1, 1),
    ),
  ],
  Conspiracy: [
    choose('As this enchantment enters, choose a creature type.', 'creatureType'),
    statOn(
      "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
      SAME_IN_ALL_ZONES_CREATURE,
      setSubtypes(CHOSEN_TYPE),
    ),
  ],
  'Arcane Adaptation': [
    choose('As this enchantment enters, choose a creature type.', 'creatureType'),
    statOn(
      "Creatures you control are the chosen type in addition to their other types. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
      SAME_IN_ALL_ZONES_CREATURE,
      addSubtypes(CHOSEN_TYPE),
    ),
  ],
  Xenograft: [
    choose('As this enchantment enters, choose a creature type.', 'creatureType'),
    statOn('Each creature you control is the chosen type in addition to its other types.', all(CREATURE, YOURS), addSubtypes(CHOSEN_TYPE)),
  ],
  'Maskwood Nexus': [
    statOn(
      "Creatures you control are every creature type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
      SAME_IN_ALL_ZONES_CREATURE,
      ALL_CREATURE_TYPES,
    ),
    act('{3}, {T}: Create a 2/2 blue Shapeshifter creature token with changeling.', {
      createTokens: [
        { colors: ['blue'], types: ['Creature'], subtypes: ['Shapeshifter'], power: 2, toughness: 2, abilities: [kw('Changeling')] },
      ],
    }),
  ],
  Hivestone: [
    statOn('Creatures you control are Slivers in addition to their other creature types.', all(CREATURE, YOURS), addSubtypes('Sliver')),
  ],
  'Mycosynth Lattice': [
    statOn('All permanents are artifacts in addition to their other types.', all(ANY), addTypes(['Artifact'])),
    statOn("All cards that aren't on the battlefield, spells, and permanents are colorless.", { all: ANY, zones: 'all' }, COLORLESS),
    text('Players may spend mana as though it were mana of any color.'),
  ],
  'Enchanted Evening': [statOn('All permanents are enchantments in addition to their other types.', all(ANY), addTypes(['Enchantment']))],
  'Encroaching Mycosynth': [
    statOn(
      "Nonland permanents you control are artifacts in addition to their other types. The same is true for permanent spells you control and nonland permanent cards you own that aren't on the battlefield.",
      everywhereYours(not(LAND), PERMANENT, NONLAND_PERMANENT),
      addTypes(['Artifact']),
    ),
  ],
  'Leyline of Singularity': [
    text('If this card is in your opening hand, you may begin the game with it on the battlefield.'),
    statOn('All nonland permanents are legendary.', all(not(LAND)), { op: 'addTypes', supertypes: ['Legendary'] }),
  ],
  Opalescence: [
    statOn(
      'Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value.',
      all(...OTHER_NON_AURA_ENCHANTMENTS),
      addTypes(['Creature']),
      setPT(MV, MV),
    ),
  ],
  'Starfield of Nyx': [
    trig('At the beginning of your upkeep, you may return target enchantment card from your graveyard to the battlefield.'),
    stat(
      'As long as you control five or more enchantments, each other non-Aura enchantment you control is a creature in addition to its other types and has base power and base toughness each equal to its mana value.',
      effIf({ count: and(ENCHANTMENT, YOURS), gte: 5 }, all(...OTHER_NON_AURA_ENCHANTMENTS, YOURS), addTypes(['Creature']), setPT(MV, MV)),
    ),
  ],
  'March of the Machines': [
    statOn(
      'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
      NONCREATURE_ARTIFACTS,
      addTypes(['Artifact', 'Creature']),
      setPT(MV, MV),
    ),
  ],
  "Titania's Song": [
    {
      ...statOn(
        'Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value. If this enchantment leaves the battlefield, this effect continues until end of turn.',
        NONCREATURE_ARTIFACTS,
        LOSE_ALL,
        addTypes(['Artifact', 'Creature']),
        setPT(MV, MV),
      ),
      lingersUntilEndOfTurn: true,
    } as AbilityDef,
  ],
  'Bludgeon Brawl': [
    statOn(
      'Each noncreature, non-Equipment artifact is an Equipment with equip {X} and "Equipped creature gets +X/+0," where X is that artifact\'s mana value.',

      all(ARTIFACT, not(CREATURE), not(sub('Equipment'))),
      setSubtypes('Equipment'),
      // 107.3: X is that artifact's mana value, written into the abilities it gets.
      grantWhereX(MV, kw('Equip {X}', 'equip'), statOn('Equipped creature gets +X/+0.', ATTACHED, pump(X, 0))),
    ),
  ],
  'Omo, Queen of Vesuva': [
    trig('Whenever Omo enters or attacks, put an everything counter on each of up to one target land and up to one target creature.', {
      counters: [
        { on: T0, kind: 'everything', amount: 1 },
        { on: T1, kind: 'everything', amount: 1 },
      ],
    }),
    statOn(
      'Each land with an everything counter on it is every land type in addition to its other types.',
      all(LAND, { counter: 'everything' }),
      { op: 'everyLandType' },
    ),
    statOn(
      'Each nonland creature with an everything counter on it is every creature type.',
      all(CREATURE, not(LAND), { counter: 'everything' }),
      ALL_CREATURE_TYPES,
    ),
  ],
  'Animate Land': [
    spell(
      "Until end of turn, target land becomes a 3/3 creature that's still a land.",
      resolve(eot(T0, addTypes(['Creature']), setPT(3, 3))),
    ),
  ],
  'Liquimetal Coating': [
    act(
      '{T}: Target permanent becomes an artifact in addition to its other types until end of turn.',
      resolve(eot(T0, addTypes(['Artifact']))),
    ),
  ],
  'Soul Sculptor': [
    act(
      '{1}{W}, {T}: Target creature becomes an enchantment and loses all abilities until a player casts a creature spell.',
      resolve(lasting('untilCreatureSpellCast', T0, setCardTypes(['Enchantment']), LOSE_ALL)),
    ),
  ],
};
