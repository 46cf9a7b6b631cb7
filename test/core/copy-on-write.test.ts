/**
 * The actions never change the state they are given (the evaluator for search branches from any
 * position): the actions on one object and a spell's resolution copy only the records they change
 * (draft.ts's `writable`) and share the others with the old state. On a deeply frozen position,
 * a change in place of a shared record throws (ES modules are strict); the records an action
 * doesn't touch are the very same objects.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  type CardDef,
  emptyState,
  enterObjects,
  evaluate,
  type GameState,
  type Resolution,
} from '../../src/core/index.js';
import { card, inline } from '../helpers/game.js';

/** An inline instant; its text is its name, with "target" in it when it targets (601.2c counts them). */
function instant(name: string, resolve: Resolution, text = name): CardDef {
  return inline({ name, types: ['Instant'], abilities: [{ kind: 'spell', text, resolve }] });
}

const ARMY = inline({ name: 'Zombie Army', types: ['Creature'], subtypes: ['Zombie', 'Army'], power: 0, toughness: 0, abilities: [] });

/** Freezes the position's own data (not the catalog's card definitions). */
function freeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x;
  for (const [k, v] of Object.entries(x)) if (k !== 'card' && k !== 'components') freeze(v);
  return Object.freeze(x);
}

/**
 * Bears with Rancor on them (an Aura: it goes to the graveyard when they leave, 704.5m, and phases
 * out with them, 702.26g), a tapped Serra Angel with Pacifism, Llanowar Elves, a Grizzly Bears card
 * in the graveyard, a Zombie Army token with a +1/+1 counter.
 */
function position(): GameState {
  const r = enterObjects(emptyState(), [
    { id: 'bears', card: card('Grizzly Bears'), controller: 'you' },
    { id: 'rancor', card: card('Rancor'), controller: 'you', attachedTo: 'bears' },
    { id: 'angel', card: card('Serra Angel'), controller: 'opponent', tapped: true },
    { id: 'pacifism', card: card('Pacifism'), controller: 'you', attachedTo: 'angel' },
    { id: 'elves', card: card('Llanowar Elves'), controller: 'opponent' },
    { id: 'dead', card: card('Grizzly Bears'), controller: 'you', zone: 'graveyard' },
    { id: 'army', card: ARMY, controller: 'you', counters: { '+1/+1': 1 } },
  ]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const cast = (c: CardDef, targets: string[]): Action => ({ kind: 'cast', spec: { id: 'spell', card: c, controller: 'you', targets } });

/** Each action, and the objects whose records it may replace (every other record must be shared). */
const ACTIONS: [string, Action, string[]][] = [
  ['a creature dies (its Aura to the graveyard, 704.5m)', { kind: 'move', object: 'bears', zone: 'graveyard' }, ['bears', 'rancor']],
  ['a creature is exiled', { kind: 'move', object: 'elves', zone: 'exile' }, ['elves']],
  ['a card returns to the battlefield', { kind: 'move', object: 'dead', zone: 'battlefield' }, ['dead']],
  ['phasing out, with the Aura (702.26g)', { kind: 'status', action: 'phaseOut', object: 'bears' }, ['bears', 'rancor']],
  ['tapping', { kind: 'status', action: 'tap', object: 'elves' }, ['elves']],
  ['face down', { kind: 'status', action: 'turnFaceDown', object: 'elves' }, ['elves']],
  ['control change', { kind: 'gainControl', object: 'elves', player: 'you' }, ['elves']],
  ['attaching', { kind: 'attach', object: 'rancor', to: 'elves' }, ['rancor']],
  ['mutate (730.2)', { kind: 'mutate', spec: { card: card('Grizzly Bears'), onto: 'elves' } }, ['elves']],
  ['counters', { kind: 'counters', object: 'bears', counters: { '+1/+1': 2 } }, ['bears']],
  ['Giant Growth (611.2c)', cast(card('Giant Growth'), ['bears']), []],
  ['Cloudshift (flicker, 400.7)', cast(card('Cloudshift'), ['bears']), ['bears', 'rancor']],
  ['Act of Treason (untaps its target)', cast(card('Act of Treason'), ['angel']), ['angel']],
  [
    'counters as a spell resolves',
    cast(instant('Grow', { counters: [{ on: { target: 0 }, kind: '+1/+1', amount: 2 }] }, 'Grow target creature'), ['elves']),
    ['elves'],
  ],
  ['tapping its target', cast(instant('Tap', { tapTargets: true }, 'Tap target creature'), ['elves']), ['elves']],
  ['untapping every creature', cast(instant('Untap', { untap: { all: { type: 'Creature' } } }), []), ['angel']],
  [
    'returning a card to the battlefield with a counter (611.2e)',
    cast(instant('Return', { putOntoBattlefield: { what: { target: 0 }, counters: { '+1/+1': 1 } } }, 'Return target creature card'), [
      'dead',
    ]),
    ['dead'],
  ],
  ['amass onto the Army you control (701.47a)', cast(instant('Amass', { amass: { subtype: 'Orc', amount: 2 } }), []), ['army']],
  ['a mana ability taps its source (605.1a, 602.2)', { kind: 'activate', spec: { object: 'elves', ability: 1 } }, ['elves']],
  ['attacking (508.1a)', { kind: 'combat', role: 'attack', objects: ['bears'] }, ['bears']],
  ['life (119.3)', { kind: 'life', player: 'you', amount: -3 }, []],
  ['the end of combat with no creature in it (511.3)', { kind: 'endCombat' }, []],
  ['the end of the turn (514.2)', { kind: 'endTurn' }, []],
];

describe('copy on write when combat ends (511.3)', () => {
  it('only the creatures in combat get new records', () => {
    const r = applyAction(position(), { kind: 'combat', role: 'attack', objects: ['bears'] });
    if (!r.ok) throw new Error(r.error.message);
    const attacking = freeze(r.value);
    for (const a of [{ kind: 'endCombat' }, { kind: 'endTurn' }] as const) {
      const next = applyAction(attacking, a);
      if (!next.ok) throw new Error(next.error.message);
      for (const o of attacking.objects) {
        const now = next.value.objects.find((x) => x.id === o.id);
        if (o.id === 'bears') expect(now).toMatchObject({ attacking: false, blocking: false });
        else expect(now).toBe(o);
      }
    }
  });
});

describe('copy on write: an action leaves the position it is given as it was', () => {
  for (const [what, action, changed] of ACTIONS) {
    it(`${what}: no record of the old position changes, and the others are shared`, () => {
      const before = position();
      const seen = JSON.stringify(before);
      const expected = evaluate(before, { trace: false });
      const r = applyAction(freeze(before), action);
      if (!r.ok) throw new Error(r.error.message);
      expect(JSON.stringify(before)).toBe(seen);
      expect(evaluate(before, { trace: false })).toEqual(expected);
      for (const o of before.objects) {
        const now = r.value.objects.find((x) => x.id === o.id);
        if (!changed.includes(o.id)) expect(now).toBe(o);
      }
    });
  }
});
