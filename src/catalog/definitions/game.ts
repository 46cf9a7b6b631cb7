/**
 * Cards that read or change the game state around the layers: modes (700.2), created
 * tokens (111.1), life totals (119) and combat status (506.4, 511.3).
 */

import type { Resolution, TokenDef } from '../../core/effects/language/abilities.js';
import type { Condition } from '../../core/effects/language/condition.js';
import {
  all,
  CREATURE,
  type Defs,
  effIf,
  eot,
  grantKw,
  kw,
  lasting,
  pump,
  replacement,
  resolve,
  SELF,
  spell,
  stat,
  statOn,
  sub,
  T0,
  text,
  trig,
  YOURS,
} from './dsl.js';

/** "you have N or more life" (119). */
function lifeAtLeast(n: number): Condition {
  return { compare: [{ life: 'you' }, '>=', n] };
}

const creatureToken = (t: Omit<TokenDef, 'types'>): TokenDef => ({ types: ['Creature'], ...t });

const HORNBURG_SOLDIERS: Resolution = {
  // 608.2c: the tokens exist before "Humans you control gain haste" begins, so its locked set (611.2c) has them.
  createTokens: [creatureToken({ count: 2, colors: ['white'], subtypes: ['Human', 'Soldier'], power: 1, toughness: 1 })],
  effects: [eot(all(sub('Human'), YOURS), grantKw('Haste'))],
};

const wurm = (keyword: string): TokenDef => ({
  types: ['Artifact', 'Creature'],
  subtypes: ['Phyrexian', 'Wurm'],
  power: 3,
  toughness: 3,
  abilities: [kw(keyword)],
});

export const GAME: Defs = {
  // 111.1: two tokens, in the order the text creates them (each with its own timestamp, 613.7d).
  'Wurmcoil Engine': [
    kw('Deathtouch'),
    kw('Lifelink'),
    trig(
      'When this creature dies, create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with lifelink.',
      { createTokens: [wurm('Deathtouch'), wurm('Lifelink')] },
    ),
  ],
  "Sarkhan's Resolve": [
    spell('Choose one —\n• Target creature gets +3/+3 until end of turn.\n• Destroy target creature with flying.', {
      modal: {
        min: 1,
        max: 1,
        modes: [
          { text: 'Target creature gets +3/+3 until end of turn.', targets: 1, resolve: resolve(eot(T0, pump(3, 3))) },
          // Destruction is not a continuous effect; the engine does not model it.
          { text: 'Destroy target creature with flying.', targets: 1, resolve: {} },
        ],
      },
    }),
  ],
  'Battle Menu': [
    spell(
      'Choose one —\n• Attack — Create a 2/2 white Knight creature token.\n• Ability — Target creature gets +0/+4 until end of turn.\n• Magic — Destroy target creature with power 4 or greater.\n• Item — You gain 4 life.',
      {
        modal: {
          min: 1,
          max: 1,
          modes: [
            {
              text: 'Attack — Create a 2/2 white Knight creature token.',
              resolve: { createTokens: [creatureToken({ colors: ['white'], subtypes: ['Knight'], power: 2, toughness: 2 })] },
            },
            { text: 'Ability — Target creature gets +0/+4 until end of turn.', targets: 1, resolve: resolve(eot(T0, pump(0, 4))) },
            { text: 'Magic — Destroy target creature with power 4 or greater.', targets: 1, resolve: {} },
            { text: 'Item — You gain 4 life.', resolve: { life: [{ player: 'you', amount: 4 }] } },
          ],
        },
      },
    ),
  ],
  'Rally at the Hornburg': [
    spell('Create two 1/1 white Human Soldier creature tokens. Humans you control gain haste until end of turn.', HORNBURG_SOLDIERS),
  ],
  'Angel of Vitality': [
    kw('Flying'),
    // The replacement of life gain (614.1a) is not modelled: a `life` event is the amount gained.
    replacement('If you would gain life, you gain that much life plus 1 instead.'),
    stat('This creature gets +2/+2 as long as you have 25 or more life.', effIf(lifeAtLeast(25), SELF, pump(2, 2))),
  ],
  'Elenda, Saint of Dusk': [
    kw('Lifelink'),
    kw('Hexproof from instants'),
    stat(
      'As long as your life total is greater than your starting life total, Elenda gets +1/+1 and has menace. Elenda gets an additional +5/+5 as long as your life total is at least 10 greater than your starting life total.',
      // 103.4: the starting life total is the game's, not the player's life at any other time.
      effIf({ compare: [{ life: 'you' }, '>', { startingLife: true }] }, SELF, pump(1, 1), grantKw('Menace')),
      effIf({ compare: [{ life: 'you' }, '>=', { sum: [{ startingLife: true }, 10] }] }, SELF, pump(5, 5)),
    ),
  ],
  'Twinblade Paladin': [
    trig('Whenever you gain life, put a +1/+1 counter on this creature.'),
    stat('As long as you have 25 or more life, this creature has double strike.', effIf(lifeAtLeast(25), SELF, grantKw('Double strike'))),
  ],
  Bloodghast: [
    text("This creature can't block."),
    stat(
      'This creature has haste as long as an opponent has 10 or less life.',
      effIf({ compare: [{ life: 'opponent' }, '<=', 10] }, SELF, grantKw('Haste')),
    ),
    trig('Landfall — Whenever a land you control enters, you may return this card from your graveyard to the battlefield.'),
  ],
  // 506.4: "attacking creatures" are those declared as attackers in the current combat.
  'Orcish Oriflamme': [statOn('Attacking creatures you control get +1/+0.', all(CREATURE, YOURS, { attacking: true }), pump(1, 0))],
  // 511.3: the bonus ends with the combat.
  'Murk Dwellers': [
    trig(
      "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
      resolve(lasting('endOfCombat', SELF, pump(2, 0))),
    ),
  ],
};
