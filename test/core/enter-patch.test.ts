/**
 * The evaluator's enter shortcut (src/core/enter-patch.ts): when every effect is local and reads
 * nothing its own layer writes, an object entering with no static ability changes no other
 * object's result (613.8a: no dependency can go through it), and its own result is what a pass
 * over the board's sources and it alone gives. It must give exactly what a full evaluate gives,
 * and it must not be taken when it can't.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patchEnter } from '../../src/core/enter-patch.js';
import { type Action, applyAction, createEvaluator, emptyState, enterObjects, evaluate, type GameState } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';

function board(names: string[], bodies: string[]): GameState {
  const specs = [
    ...names.map((name, i) => ({
      id: `s${i}`,
      card: findCard(name),
      controller: i % 2 ? 'opponent' : 'you',
      choices: { creatureType: 'Elf' },
    })),
    ...bodies.map((name, i) => ({ id: `b${i}`, card: findCard(name), controller: i % 3 ? 'you' : 'opponent' })),
  ];
  const r = enterObjects(emptyState(), specs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function enter(state: GameState, id: string, name: string, controller = 'you'): GameState {
  const r = enterObjects(state, [{ id, card: findCard(name), controller }]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const full = (s: GameState) => evaluate(s, { trace: false });

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
    const step = fc.record({ kind: fc.constantFrom('enter', 'enter', 'die', 'giant', 'counter', 'control'), n: fc.nat(40) });
    let taken = 0;
    fc.assert(
      fc.property(
        fc.subarray(STATICS, { maxLength: 4 }),
        fc.array(fc.constantFrom(...BODIES), { minLength: 1, maxLength: 6 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        (statics, bodies, steps) => {
          let state = board(statics, bodies);
          let ev = createEvaluator(state);
          ev.result();
          steps.forEach((s, i) => {
            const live = state.objects.filter((o) => o.zone === 'battlefield');
            const o = live[s.n % Math.max(1, live.length)];
            if (!o) return;
            const a: Action =
              s.kind === 'enter'
                ? {
                    kind: 'enter',
                    specs: [
                      { id: `n${i}`, card: findCard(BODIES[s.n % BODIES.length] as string), controller: s.n % 2 ? 'you' : 'opponent' },
                    ],
                  }
                : s.kind === 'die'
                  ? { kind: 'move', object: o.id, zone: 'graveyard' }
                  : s.kind === 'giant'
                    ? { kind: 'cast', spec: { id: `x${i}`, card: findCard('Giant Growth'), targets: [o.id] } }
                    : s.kind === 'counter'
                      ? { kind: 'counters', object: o.id, counters: { '+1/+1': 1 } }
                      : { kind: 'gainControl', object: o.id, player: s.n % 2 ? 'opponent' : 'you' };
            const r = ev.apply(a);
            const d = applyAction(state, a);
            expect(r.ok).toBe(d.ok);
            if (!r.ok || !d.ok) return;
            if (a.kind === 'enter' && patchEnter(state, d.value, `n${i}`, full(state)) !== null) taken++;
            ev = r.value;
            state = d.value;
            expect(ev.result()).toStrictEqual(full(state));
          });
        },
      ),
      { numRuns: 120 },
    );
    expect(taken).toBeGreaterThan(20);
  });
});
