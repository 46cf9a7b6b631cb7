/**
 * Control-changing effects (layer 2, 613.1b): Auras, spells, and abilities with
 * "for as long as" durations (611.2b).
 */
import type { AbilityDef } from '../../core/effects/language/abilities.js';
import { ATTACHED, act, control, type Defs, eot, grantKw, kw, lasting, resolve, spell, statOn, T0, text, trig } from './dsl.js';

const YOU_CONTROL_ENCHANTED_CREATURE = (): AbilityDef => statOn('You control enchanted creature.', ATTACHED, control());

export const CONTROL: Defs = {
  'Control Magic': [kw('Enchant creature'), YOU_CONTROL_ENCHANTED_CREATURE()],
  'Mind Control': [kw('Enchant creature'), YOU_CONTROL_ENCHANTED_CREATURE()],
  'Threads of Disloyalty': [kw('Enchant creature with mana value 2 or less'), YOU_CONTROL_ENCHANTED_CREATURE()],
  'Mind Harness': [kw('Enchant red or green creature'), kw('Cumulative upkeep {1}', 'cumulative upkeep'), YOU_CONTROL_ENCHANTED_CREATURE()],
  Confiscate: [kw('Enchant permanent'), statOn('You control enchanted permanent.', ATTACHED, control())],
  'Act of Treason': [
    spell('Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', {
      effects: [eot(T0, control(), grantKw('Haste'))],
      untapTargets: true,
    }),
  ],
  'Grab the Reins': [
    spell(
      "Choose one —\n• Until end of turn, you gain control of target creature and it gains haste.\n• Sacrifice a creature. Grab the Reins deals damage equal to that creature's power to any target.",
      {
        modal: {
          min: 1,
          max: 1,
          entwine: true,
          modes: [
            {
              text: 'Until end of turn, you gain control of target creature and it gains haste.',
              targets: 1,
              resolve: resolve(eot(T0, control(), grantKw('Haste'))),
            },
            // Sacrifice and damage are not continuous effects; the engine does not model them.
            {
              text: "Sacrifice a creature. Grab the Reins deals damage equal to that creature's power to any target.",
              targets: 1,
              resolve: {},
            },
          ],
        },
      },
    ),
    kw('Entwine {2}{R}', 'entwine'),
  ],
  'Sower of Temptation': [
    kw('Flying'),
    trig(
      'When this creature enters, gain control of target creature for as long as this creature remains on the battlefield.',
      resolve(lasting('sourceOnBattlefield', T0, control())),
    ),
  ],
  'Master Thief': [
    trig(
      'When this creature enters, gain control of target artifact for as long as you control this creature.',
      resolve(lasting({ while: { source: { and: [{ zone: 'battlefield' }, { controller: 'you' }] } } }, T0, control())),
    ),
  ],
  Switcheroo: [spell('Exchange control of two target creatures.', { exchangeControl: true })],
  'Old Man of the Sea': [
    text('You may choose not to untap this creature during your untap step.'),
    act(
      "{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
      resolve(
        lasting(
          {
            while: {
              and: [
                { source: { and: [{ zone: 'battlefield' }, { tapped: true }] } },
                { target: 0, filter: { power: { lte: { power: 'source' } } } },
              ],
            },
          },
          T0,
          control(),
        ),
      ),
    ),
  ],
};
