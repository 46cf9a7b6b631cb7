/**
 * Auras and Equipment: static abilities affecting the enchanted or equipped object
 * (303.4, 301.5). Their effects get a new timestamp when attached (613.7e).
 */
import {
  ATTACHED,
  act,
  addColors,
  addSubtypes,
  addTypes,
  and,
  attachedWhere,
  COLORLESS,
  color,
  count,
  type Defs,
  eot,
  grant,
  grantKw,
  kw,
  LOSE_ALL,
  lose,
  mana,
  pump,
  resolve,
  SELF,
  setCardTypes,
  setColors,
  setPT,
  setSubtypes,
  statOn,
  sub,
  trig,
  type,
  YOURS,
} from './dsl.js';

const ENCHANT_CREATURE = kw('Enchant creature');

export const AURAS: Defs = {
  'Arcane Flight': [ENCHANT_CREATURE, statOn('Enchanted creature gets +1/+1 and has flying.', ATTACHED, pump(1, 1), grantKw('Flying'))],
  'Unholy Strength': [ENCHANT_CREATURE, statOn('Enchanted creature gets +2/+1.', ATTACHED, pump(2, 1))],
  'Holy Strength': [ENCHANT_CREATURE, statOn('Enchanted creature gets +1/+2.', ATTACHED, pump(1, 2))],
  'Blanchwood Armor': [
    ENCHANT_CREATURE,
    statOn(
      'Enchanted creature gets +1/+1 for each Forest you control.',
      ATTACHED,
      pump(count(and(sub('Forest'), YOURS)), count(and(sub('Forest'), YOURS))),
    ),
  ],
  Rancor: [
    ENCHANT_CREATURE,
    statOn('Enchanted creature gets +2/+0 and has trample.', ATTACHED, pump(2, 0), grantKw('Trample')),
    trig("When this Aura is put into a graveyard from the battlefield, return it to its owner's hand."),
  ],
  'Scourge of the Nobilis': [
    ENCHANT_CREATURE,
    statOn(
      'As long as enchanted creature is red, it gets +1/+1 and has "{R/W}: This creature gets +1/+0 until end of turn."',

      attachedWhere(color('red')),
      pump(1, 1),
      grant(act('{R/W}: This creature gets +1/+0 until end of turn.', resolve(eot(SELF, pump(1, 0))))),
    ),
    statOn(
      'As long as enchanted creature is white, it gets +1/+1 and has lifelink.',
      attachedWhere(color('white')),
      pump(1, 1),
      grantKw('Lifelink'),
    ),
  ],
  'Rune of Flight': [
    kw('Enchant permanent'),
    trig('When this Aura enters, draw a card.'),
    statOn('As long as enchanted permanent is a creature, it has flying.', attachedWhere(type('Creature')), grantKw('Flying')),
    statOn(
      'As long as enchanted permanent is an Equipment, it has "Equipped creature has flying."',
      attachedWhere(sub('Equipment')),
      grant(statOn('Equipped creature has flying.', ATTACHED, grantKw('Flying'))),
    ),
  ],
  Lignify: [
    ENCHANT_CREATURE,
    statOn(
      'Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.',
      ATTACHED,
      setSubtypes('Treefolk'),
      setPT(0, 4),
      LOSE_ALL,
    ),
  ],
  "Kenrith's Transformation": [
    ENCHANT_CREATURE,
    trig('When this Aura enters, draw a card.'),
    statOn(
      'Enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3.',
      // "is a green Elk creature": sets the card type and creature type (205.1a).
      ATTACHED,
      LOSE_ALL,
      setCardTypes(['Creature'], ['Elk']),
      setColors('green'),
      setPT(3, 3),
    ),
  ],
  Frogify: [
    ENCHANT_CREATURE,
    statOn(
      'Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.',
      ATTACHED,
      LOSE_ALL,
      setCardTypes(['Creature'], ['Frog']),
      setColors('blue'),
      setPT(1, 1),
    ),
  ],
  'Darksteel Mutation': [
    ENCHANT_CREATURE,
    statOn(
      'Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.',
      ATTACHED,
      setCardTypes(['Artifact', 'Creature'], ['Insect']),
      setPT(0, 1),
      LOSE_ALL,
      grantKw('Indestructible'),
    ),
  ],
  'Deep Freeze': [
    ENCHANT_CREATURE,
    statOn(
      'Enchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other colors and types.',
      ATTACHED,
      setPT(0, 4),
      LOSE_ALL,
      grantKw('Defender'),
      addSubtypes('Wall'),
      addColors('blue'),
    ),
  ],
  'Imprisoned in the Moon': [
    kw('Enchant creature, land, or planeswalker'),
    statOn(
      'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.',
      ATTACHED,
      setCardTypes(['Land']),
      COLORLESS,
      LOSE_ALL,
      grant(mana('{T}: Add {C}.')),
    ),
  ],
  'Song of the Dryads': [
    kw('Enchant permanent'),
    statOn('Enchanted permanent is a colorless Forest land.', ATTACHED, setCardTypes(['Land'], ['Forest']), COLORLESS),
  ],
  'Spreading Seas': [
    kw('Enchant land'),
    trig('When this Aura enters, draw a card.'),
    statOn('Enchanted land is an Island.', ATTACHED, setSubtypes('Island')),
  ],
  'Ensoul Artifact': [
    kw('Enchant artifact'),
    statOn(
      'Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.',
      ATTACHED,
      addTypes(['Creature']),
      setPT(5, 5),
    ),
  ],
  'Animate Artifact': [
    kw('Enchant artifact'),
    statOn(
      "As long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal to its mana value.",

      attachedWhere({ not: type('Creature') }),
      addTypes(['Artifact', 'Creature']),
      setPT({ manaValue: 'affected' }, { manaValue: 'affected' }),
    ),
  ],
  Bonesplitter: [statOn('Equipped creature gets +2/+0.', ATTACHED, pump(2, 0)), kw('Equip {1}', 'equip')],
  'Colossus Hammer': [
    statOn('Equipped creature gets +10/+10 and loses flying.', ATTACHED, pump(10, 10), lose('flying')),
    kw('Equip {8}', 'equip'),
  ],
  'Chariot of Victory': [
    statOn('Equipped creature has first strike, trample, and haste.', ATTACHED, grantKw('First strike', 'Trample', 'Haste')),
    kw('Equip {1}', 'equip'),
  ],
  'Loxodon Warhammer': [
    statOn('Equipped creature gets +3/+0 and has trample and lifelink.', ATTACHED, pump(3, 0), grantKw('Trample', 'Lifelink')),
    kw('Equip {3}', 'equip'),
  ],
  'Sword of Body and Mind': [
    statOn(
      'Equipped creature gets +2/+2 and has protection from green and from blue.',
      ATTACHED,
      pump(2, 2),
      grantKw('Protection from green', 'Protection from blue'),
    ),
    trig(
      'Whenever equipped creature deals combat damage to a player, you create a 2/2 green Wolf creature token and that player mills ten cards.',
    ),
    kw('Equip {2}', 'equip'),
  ],
  'Cranial Plating': [
    statOn('Equipped creature gets +1/+0 for each artifact you control.', ATTACHED, pump(count(and(type('Artifact'), YOURS)), 0)),
    act('{B}{B}: Attach this Equipment to target creature you control.'),
    kw('Equip {1}', 'equip'),
  ],
};
