/**
 * Copy effects (layer 1a, 707): "enter as a copy" replacements (614.1c, 707.5) with their
 * exceptions (707.9), and spells and abilities that make a permanent become a copy.
 */
import type { AbilityDef, AsEnters, CopyExcept } from '../../core/effects/language/abilities.js';
import type { Filter } from '../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../core/effects/language/selector.js';
import {
  act,
  and,
  asEnters,
  CREATURE,
  type Defs,
  eot,
  forever,
  kw,
  mana,
  not,
  or,
  resolve,
  SELF,
  spell,
  T0,
  text,
  trig,
  type,
  YOURS,
} from './dsl.js';

function copyOf(of: Selector, except?: CopyExcept) {
  return except === undefined ? ({ op: 'copy', of } as const) : ({ op: 'copy', of, except } as const);
}

/** "You may have this ... enter as a copy of ..." */
function entersAsCopy(t: string, copy: NonNullable<AsEnters['copy']>): AbilityDef {
  return asEnters(t, { copy });
}

const CREATURE_YOU_CONTROL: Filter = and(CREATURE, YOURS);

const VESUVAN_UPKEEP = trig(
  "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.",
  resolve(forever(SELF, copyOf(T0, { keepOwnColor: true, keepThisAbility: true }))),
);

export const COPY: Defs = {
  Clone: [entersAsCopy('You may have this creature enter as a copy of any creature on the battlefield.', { filter: CREATURE })],
  'Mirror Image': [entersAsCopy('You may have this creature enter as a copy of a creature you control.', { filter: CREATURE_YOU_CONTROL })],
  'Copy Enchantment': [
    entersAsCopy('You may have this enchantment enter as a copy of any enchantment on the battlefield.', { filter: type('Enchantment') }),
  ],
  'Phantasmal Image': [
    entersAsCopy(
      'You may have this creature enter as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
      {
        filter: CREATURE,
        except: {
          addTypes: { subtypes: ['Illusion'] },
          addAbilities: [trig('When this creature becomes the target of a spell or ability, sacrifice it.')],
        },
      },
    ),
  ],
  'Phyrexian Metamorph': [
    entersAsCopy(
      "You may have this creature enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
      { filter: or(type('Artifact'), CREATURE), except: { addTypes: { types: ['Artifact'] } } },
    ),
  ],
  'Quicksilver Gargantuan': [
    entersAsCopy("You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.", {
      filter: CREATURE,
      except: { setPT: { power: 7, toughness: 7 } },
    }),
  ],
  'Spark Double': [
    entersAsCopy(
      "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.",
      // 707.9f: which counter depends on what the copy is.
      {
        filter: and(or(CREATURE, type('Planeswalker')), YOURS),
        except: { removeSupertypes: ['Legendary'] },
        extraCountersIf: [
          { type: 'Creature', counters: { '+1/+1': 1 } },
          { type: 'Planeswalker', counters: { loyalty: 1 } },
        ],
      },
    ),
  ],
  'Vesuvan Doppelganger': [
    entersAsCopy(
      "You may have this creature enter as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has \"At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.\"",
      { filter: CREATURE, except: { keepOwnColor: true, addAbilities: [VESUVAN_UPKEEP] } },
    ),
  ],
  'Copy Artifact': [
    entersAsCopy(
      "You may have this enchantment enter as a copy of any artifact on the battlefield, except it's an enchantment in addition to its other types.",
      { filter: type('Artifact'), except: { addTypes: { types: ['Enchantment'] } } },
    ),
  ],
  'Glasspool Mimic': [
    entersAsCopy(
      "You may have this creature enter as a copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other types.",
      { filter: CREATURE_YOU_CONTROL, except: { addTypes: { subtypes: ['Shapeshifter', 'Rogue'] } } },
    ),
  ],
  'Altered Ego': [
    text("This spell can't be countered."),
    entersAsCopy(
      'You may have this creature enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.',
      { filter: CREATURE, extraCounters: { '+1/+1': { x: true } } },
    ),
  ],
  'Moritte of the Frost': [
    kw('Changeling'),
    entersAsCopy(
      "You may have Moritte enter as a copy of a permanent you control, except it's legendary and snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1 counters on it and has changeling.",
      // 707.9f: the counters and changeling only if the copy is a creature.
      {
        filter: YOURS,
        except: {
          addTypes: { supertypes: ['Legendary', 'Snow'] },
          ifType: [{ type: 'Creature', except: { addAbilities: [kw('Changeling')] } }],
        },
        extraCountersIf: [{ type: 'Creature', counters: { '+1/+1': 2 } }],
      },
    ),
  ],
  'Essence of the Wild': [
    { kind: 'replacement', text: 'Creatures you control enter as a copy of this creature.', othersEnterAsCopy: CREATURE_YOU_CONTROL },
  ],
  Cytoshape: [
    spell(
      'Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until end of turn.',
      // The chosen (untargeted) creature is `choices.copyOf`.
      resolve(eot(T0, copyOf({ chosenObject: 'copyOf', where: and(CREATURE, not({ supertype: 'Legendary' }), { zone: 'battlefield' }) }))),
    ),
  ],
  Mirrorweave: [
    spell(
      'Each other creature becomes a copy of target nonlegendary creature until end of turn.',
      resolve(eot({ all: and(CREATURE, not({ isTarget: 0 })) }, copyOf(T0))),
    ),
  ],
  'Unstable Shapeshifter': [
    trig(
      'Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability.',
      // "that creature" (the one that entered) is the triggering object, not a target (608.2c): `choices.object`.
      resolve(forever(SELF, copyOf({ chosenObject: 'object' }, { keepThisAbility: true }))),
    ),
  ],
  Cryptoplasm: [
    trig(
      'At the beginning of your upkeep, you may have this creature become a copy of another target creature, except it has this ability.',
      resolve(forever(SELF, copyOf(T0, { keepThisAbility: true }))),
    ),
  ],
  "Thespian's Stage": [
    mana('{T}: Add {C}.'),
    act(
      '{2}, {T}: This land becomes a copy of target land, except it has this ability.',
      resolve(forever(SELF, copyOf(T0, { keepThisAbility: true }))),
    ),
  ],
  'Mindlink Mech': [
    kw('Flying'),
    trig(
      "Whenever this Vehicle becomes crewed for the first time each turn, until end of turn, this Vehicle becomes a copy of target nonlegendary creature that crewed it this turn, except it's 4/3, it's a Vehicle artifact in addition to its other types, and it has flying.",
      resolve(
        eot(
          SELF,
          copyOf(T0, {
            setPT: { power: 4, toughness: 3 },
            addTypes: { types: ['Artifact'], subtypes: ['Vehicle'] },
            addAbilities: [kw('Flying')],
          }),
        ),
      ),
    ),
    kw('Crew 1', 'crew'),
  ],
};
