import { describe, expect, it } from 'vitest';
import { patchResolution } from '../../src/core/incremental/resolution-patch.js';
import { type Action, castSpell, createEvaluator, type GameState } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';
import { agreesWithFull, board, full } from '../helpers/shortcut-property.js';

function cast(state: GameState, id: string, name: string, target: string): GameState {
  const r = castSpell(state, { id, card: findCard(name), controller: 'you', targets: [target] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('resolution shortcut of the evaluator (611.2c, 613.4c)', () => {
  it('is taken for Giant Growth on an anthem board with Humility and Conspiracy, and gives what a full evaluate gives', () => {
    const before = board(['Glorious Anthem', 'Humility', 'Conspiracy'], ['Grizzly Bears', 'Serra Angel']);
    const after = cast(before, 'gg', 'Giant Growth', 'b1');
    const patched = patchResolution(before, after, 'gg', full(before));
    expect(patched).not.toBeNull();
    expect(patched).toStrictEqual(full(after));
    // 613.4b then 613.4c: Humility sets 1/1, the anthem (b1 is yours) and Giant Growth add: 5/5.
    expect(patched?.objects.b1).toMatchObject({ power: 5, toughness: 5 });
    // Conspiracy reaches cards outside the battlefield, but only creature cards: not an instant.
    // 608.2n, 108.4a: the resolved instant is a card in its owner's graveyard, as printed.
    expect(patched?.objects.gg).toMatchObject({ zone: 'graveyard', controller: 'you', colors: ['green'], types: ['Instant'] });
  });

  it('is taken through the evaluator, one Giant Growth after another (613.4c: the additions commute)', () => {
    const s0 = board(['Glorious Anthem'], ['Grizzly Bears', 'Llanowar Elves']);
    let ev = createEvaluator(s0);
    ev.result();
    let state = s0;
    for (const [i, t] of ['b0', 'b0', 'b1'].entries()) {
      const a: Action = { kind: 'cast', spec: { id: `g${i}`, card: findCard('Giant Growth'), controller: 'you', targets: [t] } };
      const r = ev.apply(a);
      if (!r.ok) throw new Error(r.error.message);
      ev = r.value;
      state = cast(state, `g${i}`, 'Giant Growth', t);
      expect(ev.result()).toStrictEqual(full(state));
    }
    // b0 is the opponent's (no anthem): 2/2 + 3/3 twice; b1 is yours: 1/1 + 1/1 + 3/3.
    expect(ev.result().objects.b0).toMatchObject({ power: 8, toughness: 8 });
    expect(ev.result().objects.b1).toMatchObject({ power: 5, toughness: 5 });
  });

  it('is not taken when an effect applies to cards outside the battlefield (Mycosynth Lattice: the card in the graveyard is colorless)', () => {
    const before = board(['Mycosynth Lattice'], ['Grizzly Bears']);
    const after = cast(before, 'gg', 'Giant Growth', 'b0');
    expect(patchResolution(before, after, 'gg', full(before))).toBeNull();
    expect(createEvaluator(after).result().objects.gg?.colors).toEqual([]);
  });

  it('is not taken when something counts the graveyard (Tarmogoyf, 604.3: its CDA counts the instant as a card type)', () => {
    const before = board(['Tarmogoyf'], ['Grizzly Bears']);
    const after = cast(before, 'gg', 'Giant Growth', 'b0');
    expect(patchResolution(before, after, 'gg', full(before))).toBeNull();
    expect(full(before).objects.s0).toMatchObject({ power: 0, toughness: 1 });
    expect(full(after).objects.s0).toMatchObject({ power: 1, toughness: 2 });
  });

  it('is not taken when a switch applies (613.4d: the addition comes before the switch)', () => {
    const s0 = board([], ['Grizzly Bears']);
    const before = cast(s0, 'ti', 'Twisted Image', 'b0');
    const after = cast(before, 'gg', 'Giant Growth', 'b0');
    expect(patchResolution(before, after, 'gg', full(before))).toBeNull();
  });

  it('is not taken when the spell does more than pump (Twisted Image switches: 613.4d)', () => {
    const before = board(['Glorious Anthem'], ['Grizzly Bears']);
    const after = cast(before, 'ti', 'Twisted Image', 'b0');
    expect(patchResolution(before, after, 'ti', full(before))).toBeNull();
  });

  it('on random boards and actions, the evaluator gives exactly a full evaluate, shortcut or not', () => {
    const STATICS = [
      'Glorious Anthem',
      'Humility',
      'Conspiracy',
      'Mycosynth Lattice',
      'Tarmogoyf',
      'Elvish Champion',
      'Blood Moon',
      'Opalescence',
      'Crusade',
      'Omo, Queen of Vesuva',
    ];
    const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Sol Ring'];
    const taken = agreesWithFull({
      statics: STATICS,
      bodies: BODIES,
      kinds: ['giant', 'giant', 'twist', 'counter', 'die', 'control'],
      taken: (before, after, a) => a.kind === 'cast' && patchResolution(before, after, a.spec.id, full(before)) !== null,
      numRuns: 120,
    });
    // The runs must exercise the shortcut, not only the full pass.
    expect(taken).toBeGreaterThan(20);
  });
});
