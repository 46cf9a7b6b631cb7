/**
 * The shortcuts on boards with effects that count objects (rereads.ts): Tarmogoyf (604.3, 613.4a: card
 * types among cards in all graveyards), Nightmare (Swamps you control), Blanchwood Armor (Forests you
 * control, on the enchanted creature), and control Auras (613.1b). An action on one object takes a
 * shortcut, the counting effects' subjects are made again, and every result equals a full evaluate.
 */
import { describe, expect, it } from 'vitest';
import { controlAura, countingZones } from '../../src/core/incremental/locality.js';
import { type Action, createEvaluator, type Evaluator, enterObjects, evaluate, type GameState } from '../../src/core/index.js';
import { staticEffectsOf } from '../../src/core/pass/static-candidates.js';
import { emptyState, findCard } from '../../src/index.js';
import { agreesWithFull } from '../helpers/shortcut-property.js';

const card = (name: string) => {
  const c = findCard(name);
  if (!c) throw new Error(name);
  return c;
};
const full = (s: GameState) => evaluate(s, { trace: false });

function position(entries: [string, string, string, { zone?: 'graveyard'; attachedTo?: string }?][]): GameState {
  const r = enterObjects(
    emptyState(),
    entries.map(([id, name, controller, extra]) => ({ id, card: card(name), controller, ...(extra ?? {}) })) as never,
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Apply, compare with a full evaluate, and give the child. */
function step(ev: Evaluator, action: Action): Evaluator {
  const r = ev.apply(action);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.result()).toStrictEqual(full(r.value.state));
  return r.value;
}

const effectsOf = (name: string) => card(name).abilities.flatMap((a) => staticEffectsOf(a).effects);

describe('which effects are counting effects (locality.ts countingZones, controlAura)', () => {
  it('Tarmogoyf counts in graveyards, Nightmare and Blanchwood Armor on the battlefield; an anthem or a lord counts nothing', () => {
    expect([...(countingZones(effectsOf('Tarmogoyf')[0] as never) ?? [])]).toEqual(['graveyard']);
    expect([...(countingZones(effectsOf('Nightmare')[0] as never) ?? [])]).toEqual(['battlefield']);
    expect(effectsOf('Blanchwood Armor').some((e) => countingZones(e) !== undefined)).toBe(true);
    expect(effectsOf('Glorious Anthem').some((e) => countingZones(e) !== undefined)).toBe(false);
    expect(effectsOf('Goblin King').some((e) => countingZones(e) !== undefined)).toBe(false);
  });

  it('a count whose filter reads power (a layer 7 characteristic) is not one: it could make a dependency (613.8a)', () => {
    const e = { affects: { self: true }, ops: [{ op: 'modifyPT', power: { count: { power: { gte: 4 } } }, toughness: 0 }] };
    expect(countingZones(e as never)).toBeUndefined();
    // Nor one that sets another characteristic than power and toughness, or applies to every creature.
    expect(
      countingZones({ affects: { all: { type: 'Creature' } }, ops: [{ op: 'modifyPT', power: { count: {} }, toughness: 0 }] } as never),
    ).toBeUndefined();
  });

  it('Control Magic is a control Aura (613.1b: "you" is its source\'s controller); a control effect over a set is not', () => {
    expect(effectsOf('Control Magic').some(controlAura)).toBe(true);
    expect(controlAura({ affects: { all: { type: 'Creature' } }, ops: [{ op: 'control', player: 'you' }] } as never)).toBe(false);
  });
});

describe('shortcuts where effects count objects (613.4, 613.8a)', () => {
  it('a creature dying takes the leave shortcut beside Tarmogoyf, which counts it in the graveyard (604.3)', () => {
    // One land in the graveyard: Tarmogoyf is 1/2; Grizzly Bears dying adds the creature type: 2/3.
    const s = position([
      ['g', 'Forest', 'you', { zone: 'graveyard' }],
      ['t', 'Tarmogoyf', 'you'],
      ['b', 'Grizzly Bears', 'opponent'],
    ]);
    const root = createEvaluator(s);
    expect(root.result().objects.t).toMatchObject({ power: 1, toughness: 2 });
    const died = step(root, { kind: 'move', object: 'b', zone: 'graveyard' });
    expect(died.path()).toBe('leave');
    expect(died.result().objects.t).toMatchObject({ power: 2, toughness: 3 });
  });

  it('Swamps entering one after another take the enter shortcut, and Nightmare counts each (the carried records)', () => {
    const s = position([
      ['n', 'Nightmare', 'you'],
      ['b', 'Grizzly Bears', 'opponent'],
    ]);
    let ev = createEvaluator(s);
    expect(ev.result().objects.n).toMatchObject({ power: 0, toughness: 0 });
    ev = step(ev, { kind: 'enter', specs: [{ id: 's1', card: card('Swamp'), controller: 'you' }] });
    expect(ev.path()).toBe('enter');
    // A second object entering: the first Swamp is not in the logged pass, its record is carried.
    ev = step(ev, { kind: 'enter', specs: [{ id: 'x', card: card('Grizzly Bears'), controller: 'opponent' }] });
    ev = step(ev, { kind: 'enter', specs: [{ id: 's2', card: card('Swamp'), controller: 'you' }] });
    expect(ev.result().objects.n).toMatchObject({ power: 2, toughness: 2 });
    expect(ev.path()).toBe('enter');
  });

  it("a Forest changing control moves Blanchwood Armor's bonus, and Control Magic doesn't block the control shortcut", () => {
    const s = position([
      ['f1', 'Forest', 'you'],
      ['f2', 'Forest', 'opponent'],
      ['b', 'Grizzly Bears', 'you'],
      ['a', 'Blanchwood Armor', 'you', { attachedTo: 'b' }],
      ['o', 'Serra Angel', 'opponent'],
      ['m', 'Control Magic', 'you', { attachedTo: 'o' }],
    ]);
    const root = createEvaluator(s);
    expect(root.result().objects.b).toMatchObject({ power: 3, toughness: 3 });
    const stolen = step(root, { kind: 'gainControl', object: 'f2', player: 'you' });
    expect(stolen.path()).toBe('control');
    expect(stolen.result().objects.b).toMatchObject({ power: 4, toughness: 4 });
    const died = step(stolen, { kind: 'move', object: 'f1', zone: 'graveyard' });
    expect(died.path()).toBe('leave');
    expect(died.result().objects.b).toMatchObject({ power: 3, toughness: 3 });
  });

  it('on random boards with counting effects and control Auras, every result equals a full evaluate', () => {
    agreesWithFull({
      statics: [
        'Tarmogoyf',
        'Nightmare',
        'Glorious Anthem',
        'Mycosynth Lattice',
        'Blood Moon',
        'Urborg, Tomb of Yawgmoth',
        'Control Magic',
      ],
      bodies: ['Grizzly Bears', 'Swamp', 'Forest', 'Llanowar Elves', 'Sol Ring'],
      kinds: ['enter', 'die', 'exile', 'hand', 'giant', 'control', 'enter', 'die'],
      taken: () => true,
      numRuns: 150,
    });
  });
});
