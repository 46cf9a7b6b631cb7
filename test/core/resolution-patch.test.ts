/**
 * The evaluator's resolution shortcut (src/core/resolution-patch.ts): a spell whose only lasting
 * result is +N/+M for a set locked in as it resolved (611.2c) changes only layer 7c (613.4c), so
 * when nothing reads power, toughness or counters and nothing can see the spell's card where it
 * went, the new result is the old one with those objects moved and the card added. It must give
 * exactly what a full evaluate gives, and it must not be taken when it can't.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  castSpell,
  createEvaluator,
  emptyState,
  enterObjects,
  evaluate,
  type GameState,
} from '../../src/core/index.js';
import { patchResolution } from '../../src/core/resolution-patch.js';
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

function cast(state: GameState, id: string, name: string, target: string): GameState {
  const r = castSpell(state, { id, card: findCard(name), controller: 'you', targets: [target] });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const full = (s: GameState) => evaluate(s, { trace: false });

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
    const step = fc.record({ kind: fc.constantFrom('giant', 'giant', 'twist', 'counter', 'die', 'control'), n: fc.nat(40) });
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
              s.kind === 'giant' || s.kind === 'twist'
                ? {
                    kind: 'cast',
                    spec: { id: `x${i}`, card: findCard(s.kind === 'giant' ? 'Giant Growth' : 'Twisted Image'), targets: [o.id] },
                  }
                : s.kind === 'counter'
                  ? { kind: 'counters', object: o.id, counters: { '+1/+1': 1 } }
                  : s.kind === 'die'
                    ? { kind: 'move', object: o.id, zone: 'graveyard' }
                    : { kind: 'gainControl', object: o.id, player: s.n % 2 ? 'opponent' : 'you' };
            const r = ev.apply(a);
            const d = applyAction(state, a);
            expect(r.ok).toBe(d.ok);
            if (!r.ok || !d.ok) return;
            if (a.kind === 'cast' && patchResolution(state, d.value, a.spec.id, full(state)) !== null) taken++;
            ev = r.value;
            state = d.value;
            expect(ev.result()).toStrictEqual(full(state));
          });
        },
      ),
      { numRuns: 120 },
    );
    // The runs must exercise the shortcut, not only the full pass.
    expect(taken).toBeGreaterThan(20);
  });
});
