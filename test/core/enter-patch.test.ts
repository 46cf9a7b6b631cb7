import { describe, expect, it } from 'vitest';
import { patchEnter } from '../../src/core/enter-patch.js';
import { enterObjects, type GameState } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';
import { agreesWithFull, board, full } from '../helpers/shortcut-property.js';

function enter(state: GameState, id: string, name: string, controller = 'you'): GameState {
  const r = enterObjects(state, [{ id, card: findCard(name), controller }]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('enter shortcut of the evaluator (613.8a)', () => {
  it('is taken for a creature entering under anthems, Humility and a lord, with their effects on it (613.4b, 613.4c)', () => {
    const before = board(['Glorious Anthem', 'Humility', 'Elvish Champion', 'Crusade'], ['Grizzly Bears', 'Serra Angel']);
    const after = enter(before, 'n', 'Llanowar Elves');
    const patched = patchEnter(before, after, 'n', full(before));
    expect(patched).not.toBeNull();
    expect(patched).toStrictEqual(full(after));
    // Humility: 1/1 with no abilities (613.1f, 613.4b); then the anthem (yours) adds 1 in 7c. Elvish Champion is
    // a creature too: its effect depends on Humility for its existence (613.8a), so it gives neither forestwalk nor +1/+1.
    expect(patched?.objects.n).toMatchObject({ power: 2, toughness: 2, abilities: [] });
  });

  it('is not taken when an effect counts the board (Nightmare counts Swamps; a Swamp entering grows it)', () => {
    const before = board(['Nightmare'], ['Grizzly Bears']);
    const after = enter(before, 'n', 'Swamp');
    expect(patchEnter(before, after, 'n', full(before))).toBeNull();
    expect(full(after).objects.s0).toMatchObject({ power: 1, toughness: 1 });
  });

  it('is not taken for an object that is a source (Glorious Anthem entering changes the others, 611.3a)', () => {
    const before = board([], ['Grizzly Bears']);
    expect(patchEnter(before, enter(before, 'n', 'Glorious Anthem'), 'n', full(before))).toBeNull();
  });

  it('is not taken when an effect reads what its own layer writes (Opalescence and Humility depend on the board, 613.8a)', () => {
    const before = board(['Opalescence', 'Humility'], ['Grizzly Bears']);
    expect(patchEnter(before, enter(before, 'n', 'Grizzly Bears'), 'n', full(before))).toBeNull();
  });

  it('on random boards and actions, the evaluator gives exactly a full evaluate, shortcut or not', () => {
    const STATICS = [
      'Glorious Anthem',
      'Humility',
      'Crusade',
      'Bad Moon',
      'Levitation',
      'Lord of Atlantis',
      'Elvish Champion',
      'Conspiracy',
      'Mycosynth Lattice',
      'Nightmare',
      'Maro',
      'Blood Moon',
      'Opalescence',
      'Omo, Queen of Vesuva',
    ];
    const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Sol Ring', 'Swamp'];
    const taken = agreesWithFull({
      statics: STATICS,
      bodies: BODIES,
      kinds: ['enter', 'enter', 'die', 'giant', 'counter', 'control'],
      taken: (before, after, a) => a.kind === 'enter' && patchEnter(before, after, a.specs[0]?.id ?? '', full(before)) !== null,
      numRuns: 120,
    });
    expect(taken).toBeGreaterThan(20);
  });
});
