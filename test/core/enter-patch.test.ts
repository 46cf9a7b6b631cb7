import { describe, expect, it } from 'vitest';
import { patchEnter } from '../../src/core/incremental/enter-patch.js';
import { twinOf } from '../../src/core/incremental/twins.js';
import { castSpell, type EnterSpec, emptyState, enterObjects, type GameState } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';
import { agreesWithFull, board, full } from '../helpers/shortcut-property.js';

function enter(state: GameState, id: string, name: string, controller = 'you', more: Partial<EnterSpec> = {}): GameState {
  const r = enterObjects(state, [{ id, card: findCard(name), controller, ...more } as EnterSpec]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The enter shortcut's answer for `id` entering, checked against a full evaluate, and the twin it used if any. */
function patchedEnter(before: GameState, after: GameState, id: string) {
  const patched = patchEnter(before, after, id, full(before));
  expect(patched).not.toBeNull();
  expect(patched).toStrictEqual(full(after));
  const entered = after.objects.find((o) => o.id === id);
  return { patched, twin: entered && twinOf(before, entered, after.effects)?.id };
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

  it("takes a twin's result without a pass: a Grizzly Bears entering beside another one under the same player", () => {
    const before = board(['Glorious Anthem', 'Humility', 'Bad Moon'], ['Grizzly Bears', 'Grizzly Bears', 'Serra Angel']);
    const { patched, twin } = patchedEnter(before, enter(before, 'n', 'Grizzly Bears', 'opponent'), 'n');
    // b0 is the opponent's, b1 yours (board): the twin is b0. Humility 1/1, then 7c: Bad Moon +1/+1 (black creatures only: none).
    expect(twin).toBe('b0');
    expect(patched?.objects.n).toMatchObject({ id: 'n', power: 1, toughness: 1, controller: 'opponent' });
  });

  it('no twin when an Aura is attached to the only one (its `attached` effect names that object: Rancor gives +2/+0 and trample)', () => {
    // b1 is the only Bears of yours (b0 is the opponent's): with Rancor on it, it is no twin.
    const withAura = enterObjects(board(['Glorious Anthem'], ['Grizzly Bears', 'Grizzly Bears']), [
      { id: 'r', card: findCard('Rancor'), controller: 'you', attachedTo: 'b1' } as EnterSpec,
    ]);
    if (!withAura.ok) throw new Error(withAura.error.message);
    const { patched, twin } = patchedEnter(withAura.value, enter(withAura.value, 'n', 'Grizzly Bears', 'you'), 'n');
    expect(twin).toBeUndefined();
    expect(patched?.objects.n).toMatchObject({ power: 3, toughness: 3, abilities: [] });
    expect(patched?.objects.b1).toMatchObject({ power: 5, toughness: 3, abilities: ['Trample'] });
  });

  it('no twin for a target of a resolved effect (611.2c: Giant Growth locked its set on that object)', () => {
    const grown = castSpell(board(['Glorious Anthem'], ['Grizzly Bears']), { id: 'gg', card: findCard('Giant Growth'), targets: ['b0'] });
    if (!grown.ok) throw new Error(grown.error.message);
    const { patched, twin } = patchedEnter(grown.value, enter(grown.value, 'n', 'Grizzly Bears', 'opponent'), 'n');
    // b0, the opponent's only Bears, is 5/5; the new one is 2/2 (the anthem is yours).
    expect(twin).toBeUndefined();
    expect(patched?.objects.b0).toMatchObject({ power: 5, toughness: 5 });
    expect(patched?.objects.n).toMatchObject({ power: 2, toughness: 2 });
  });

  it('no twin with a keyword counter: its timestamp orders it against Humility in layer 6 (613.7c)', () => {
    // The first Bears' flying counter is older than Humility, which removes it; the new one's is newer.
    let before = enter(emptyState(), 'old', 'Grizzly Bears', 'you', { counters: { flying: 1 } });
    before = enter(before, 'h', 'Humility');
    const after = enter(before, 'n', 'Grizzly Bears', 'you', { counters: { flying: 1 } });
    const { patched, twin } = patchedEnter(before, after, 'n');
    expect(twin).toBeUndefined();
    expect(patched?.objects.old?.abilities).toEqual([]);
    expect(patched?.objects.n?.abilities).toEqual(['Flying']);
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
    // The same with many bodies alike, where most entering objects have a twin.
    const twins = agreesWithFull({
      statics: STATICS,
      bodies: ['Grizzly Bears', 'Llanowar Elves'],
      kinds: ['enter', 'enter', 'enter', 'die', 'giant', 'counter', 'control'],
      taken: (before, after, a) => {
        const id = a.kind === 'enter' ? (a.specs[0]?.id ?? '') : '';
        const entered = after.objects.find((o) => o.id === id);
        return !!entered && !!twinOf(before, entered, after.effects) && patchEnter(before, after, id, full(before)) !== null;
      },
      numRuns: 120,
    });
    expect(twins).toBeGreaterThan(20);
  });
});
