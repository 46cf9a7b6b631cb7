import { describe, expect, it } from 'vitest';
import { patchControl } from '../../src/core/incremental/control-patch.js';
import { twinOf } from '../../src/core/incremental/twins.js';
import { type EnterSpec, enterObjects, type GameState, gainControl } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';
import { agreesWithFull, board, full } from '../helpers/shortcut-property.js';

function control(state: GameState, id: string, player: string): GameState {
  const r = gainControl(state, id, player);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The control shortcut's answer, checked against a full evaluate. */
function patched(before: GameState, id: string, player: string) {
  const after = control(before, id, player);
  const p = patchControl(before, after, id, player, full(before));
  expect(p).not.toBeNull();
  expect(p).toStrictEqual(full(after));
  return { p, after };
}

describe('control shortcut of the evaluator (613.1b, 613.8a)', () => {
  it('is taken for a creature changing sides under Glorious Anthem and Levitation ("creatures you control")', () => {
    // s0 Glorious Anthem and s2 Levitation are yours; b0 is the opponent's Grizzly Bears.
    const before = board(['Glorious Anthem', 'Humility', 'Levitation'], ['Grizzly Bears', 'Serra Angel']);
    expect(full(before).objects.b0).toMatchObject({ controller: 'opponent', power: 1, toughness: 1, abilities: [] });
    const { p } = patched(before, 'b0', 'you');
    // Humility makes it a 1/1 with no abilities (layer 6, 7b); then Levitation (a newer timestamp) gives it
    // flying in layer 6, and the anthem +1/+1 in 7c, now that you control it.
    expect(p?.objects.b0).toMatchObject({ controller: 'you', power: 2, toughness: 2 });
  });

  it("keeps the object's entry when it already had that controller (the new effect ends layer 2 the same, 613.7)", () => {
    // b1, Llanowar Elves, is already yours: its entry is the parent's own.
    const before = board(['Glorious Anthem'], ['Grizzly Bears', 'Llanowar Elves']);
    const parent = full(before);
    const { p } = patched(before, 'b1', 'you');
    expect(patchControl(before, control(before, 'b1', 'you'), 'b1', 'you', parent)?.objects.b1).toBe(parent.objects.b1);
    expect(p?.objects.b1).toMatchObject({ controller: 'you', power: 2, toughness: 2 });
  });

  it("takes a twin's entry: the same card, owner and status, ending layer 2 under the new controller", () => {
    // t: the opponent's Bears that you control; b0: the opponent's Bears under the opponent.
    const r = enterObjects(board(['Glorious Anthem', 'Crusade'], ['Grizzly Bears']), [
      { id: 't', card: findCard('Grizzly Bears'), owner: 'opponent', controller: 'you' } as EnterSpec,
    ]);
    if (!r.ok) throw new Error(r.error.message);
    const after = control(r.value, 'b0', 'you');
    const moved = after.objects.find((o) => o.id === 'b0');
    expect(moved && twinOf(r.value, moved, r.value.effects, { by: 'you', result: full(r.value) })?.id).toBe('t');
    const { p } = patched(r.value, 'b0', 'you');
    expect(p?.objects.b0).toMatchObject({ id: 'b0', controller: 'you', owner: 'opponent', power: 3, toughness: 3 });
  });

  it('is not taken when the object is a source (Glorious Anthem changing sides pumps the other side, 611.2a)', () => {
    const before = board(['Glorious Anthem'], ['Grizzly Bears', 'Llanowar Elves']);
    const after = control(before, 's0', 'opponent');
    expect(patchControl(before, after, 's0', 'opponent', full(before))).toBeNull();
    expect(full(after).objects.b0).toMatchObject({ controller: 'opponent', power: 3, toughness: 3 });
  });

  it('is not taken when an effect counts what a player controls (Nightmare counts the Swamps you control)', () => {
    const before = board(['Nightmare'], ['Swamp', 'Swamp']);
    const after = control(before, 'b0', 'you');
    expect(patchControl(before, after, 'b0', 'you', full(before))).toBeNull();
    expect(full(after).objects.s0).toMatchObject({ power: 2, toughness: 2 });
  });

  it('on random boards and actions, the evaluator gives exactly a full evaluate, shortcut or not', () => {
    const STATICS = [
      'Glorious Anthem',
      'Levitation',
      'Humility',
      'Crusade',
      'Bad Moon',
      'Elvish Champion',
      'Conspiracy',
      'Mycosynth Lattice',
      'Nightmare',
      'Maro',
      'Blood Moon',
      'Opalescence',
      'Rancor',
    ];
    const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Swamp'];
    const taken = agreesWithFull({
      statics: STATICS,
      bodies: BODIES,
      kinds: ['control', 'control', 'control', 'die', 'giant', 'counter', 'enter'],
      taken: (before, after, a) => a.kind === 'gainControl' && patchControl(before, after, a.object, a.player, full(before)) !== null,
      numRuns: 120,
    });
    expect(taken).toBeGreaterThan(20);
  });
});
