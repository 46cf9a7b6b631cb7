import { describe, expect, it } from 'vitest';
import { BENCH_FILLER, BENCH_STATICS } from '../../bench/boards.js';
import { patchControl } from '../../src/core/incremental/control-patch.js';
import { patchEnter } from '../../src/core/incremental/enter-patch.js';
import { applyAction } from '../../src/core/incremental/evaluator.js';
import { patchLeave } from '../../src/core/incremental/leave-patch.js';
import { isSource } from '../../src/core/incremental/locality.js';
import { replayOne } from '../../src/core/incremental/order-replay.js';
import { patchResolution } from '../../src/core/incremental/resolution-patch.js';
import {
  castSpell,
  createEvaluator,
  type EnterSpec,
  emptyState,
  enterObjects,
  type GameState,
  gainControl,
  moveObject,
} from '../../src/core/index.js';
import { objectResult } from '../../src/core/pass/evaluate.js';
import { findCard } from '../../src/index.js';
import { inline } from '../helpers/game.js';
import { agreesWithFull, board, full, logOf } from '../helpers/shortcut-property.js';

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const enter = (state: GameState, id: string, name: string, controller = 'you') =>
  ok(enterObjects(state, [{ id, card: findCard(name), controller } as EnterSpec]));

/** The statics of the bench board (bench/run.js section 5): type changes that read types, a Lattice, Conspiracy, Humility, lords. */
const BENCH = BENCH_STATICS;

describe("the parent's order replayed on one object (order-replay.ts, 613.8a)", () => {
  it('gives every object that is the source of nothing its full result on the bench board (613.1-613.7)', () => {
    const state = board(BENCH, BENCH_FILLER);
    const log = logOf(state);
    const r = full(state);
    let n = 0;
    for (const o of state.objects) {
      if (isSource(o)) continue;
      n++;
      expect(objectResult(o, replayOne(log, state, o, false).record)).toStrictEqual(r.objects[o.id]);
    }
    expect(n).toBe(6);
  });

  it('finds a dependency that goes through the object: a Saproling entering makes Blood Moon wait for Life and Limb (613.8a)', () => {
    // Without it, nothing changes Blood Moon's set (basic Forests are lands already): timestamp order.
    const before = board(['Blood Moon', 'Life and Limb'], ['Forest', 'Grizzly Bears']);
    const after = enter(before, 'sap', 'Shroofus Sproutsire');
    const log = logOf(before);
    const sap = after.objects.find((o) => o.id === 'sap');
    if (!sap) throw new Error('no Saproling');
    expect(replayOne(log, after, sap, true).induces).toBe(true);
    expect(patchEnter(before, after, 'sap', full(before), log)).toBeNull();
    // A full pass: Life and Limb makes it a Forest land, then Blood Moon a Mountain (613.8b).
    expect(full(after).objects.sap?.subtypes).toContain('Mountain');
    expect(full(after).objects.sap?.subtypes).not.toContain('Forest');
    // A Grizzly Bears entering makes none: the shortcut is taken and is exact.
    const bears = enter(before, 'n', 'Grizzly Bears');
    expect(patchEnter(before, bears, 'n', full(before), log)).toStrictEqual(full(bears));
  });

  it('finds the dependency a leaving or controlled object made in the parent (the Saproling dying, changing control)', () => {
    const before = board(['Blood Moon', 'Life and Limb'], ['Forest', 'Shroofus Sproutsire', 'Grizzly Bears']);
    const log = logOf(before);
    expect(patchLeave(before, ok(moveObject(before, 'b1', 'graveyard')), 'b1', full(before), log)).toBeNull();
    expect(patchControl(before, ok(gainControl(before, 'b1', 'opponent')), 'b1', 'opponent', full(before), log)).toBeNull();
    const dies = ok(moveObject(before, 'b2', 'graveyard'));
    expect(patchLeave(before, dies, 'b2', full(before), log)).toStrictEqual(full(dies));
  });

  it('on the bench board, an entering creature, a death, a control change and a Giant Growth are patched exactly', () => {
    const before = board(BENCH, BENCH_FILLER);
    const log = logOf(before);
    const entered = enter(before, 'n', 'Grizzly Bears');
    expect(patchEnter(before, entered, 'n', full(before), log)).toStrictEqual(full(entered));
    // Without the order, an effect that reads what its layer writes (Opalescence, March of the Machines) stops it.
    expect(patchEnter(before, entered, 'n', full(before))).toBeNull();
    // 400.7: in the graveyard a new object: Mycosynth Lattice makes it colorless, Conspiracy an Elf (the chosen type).
    const dies = ok(moveObject(before, 'b0', 'graveyard'));
    const died = patchLeave(before, dies, 'b0', full(before), log);
    expect(died).toStrictEqual(full(dies));
    expect(died?.objects.b0).toMatchObject({ zone: 'graveyard', colors: [], subtypes: ['Elf'] });
    const control = ok(gainControl(before, 'b0', 'you'));
    expect(patchControl(before, control, 'b0', 'you', full(before), log)).toStrictEqual(full(control));
    // The spell in the graveyard is colorless (Lattice, 613.1e); Giant Growth's +3/+3 goes on b0 in 7c.
    const cast = ok(castSpell(before, { id: 'gg', card: findCard('Giant Growth'), targets: ['b0'] }));
    const grown = patchResolution(before, cast, 'gg', full(before), log);
    expect(grown).toStrictEqual(full(cast));
    expect(grown?.objects.gg).toMatchObject({ zone: 'graveyard', colors: [] });
  });

  it('applies an effect in each of its layers, even where the record it meets is the one of an earlier layer (613.6)', () => {
    // "Creatures are artifacts and blue": on an artifact creature, layer 4 changes nothing; layer 5 still makes it blue.
    const painter = inline({
      name: 'Blue Foundry',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'static',
          text: 'Creatures are blue artifacts in addition to their other types.',
          effects: [
            {
              affects: { all: { type: 'Creature' } },
              ops: [
                { op: 'addTypes', types: ['Artifact'] },
                { op: 'setColors', colors: ['blue'] },
              ],
            },
          ],
        },
      ],
    });
    const golem = inline({ name: 'Golem', types: ['Artifact', 'Creature'], power: 3, toughness: 3, abilities: [] });
    const before = ok(enterObjects(emptyState(), [{ id: 's', card: painter, controller: 'you' }]));
    const after = ok(enterObjects(before, [{ id: 'g', card: golem, controller: 'you' }]));
    const patched = patchEnter(before, after, 'g', full(before), logOf(before));
    expect(patched).toStrictEqual(full(after));
    expect(patched?.objects.g?.colors).toEqual(['blue']);
  });

  it('on random boards of the bench statics and random actions, the evaluator gives exactly a full evaluate', () => {
    const STATICS = [...BENCH, 'Life and Limb', "Painter's Servant", 'Rancor', 'Tarmogoyf'];
    const BODIES = ['Grizzly Bears', 'Forest', 'Llanowar Elves', 'Serra Angel', 'Sol Ring', 'Stomping Ground', 'Shroofus Sproutsire'];
    const taken = agreesWithFull({
      statics: STATICS,
      bodies: BODIES,
      maxStatics: 8,
      kinds: ['enter', 'enter', 'die', 'exile', 'hand', 'giant', 'counter', 'control', 'control'],
      taken: (before, after, a) => {
        const log = logOf(before);
        const r = full(before);
        if (a.kind === 'enter') return patchEnter(before, after, a.specs[0]?.id ?? '', r, log) !== null;
        if (a.kind === 'move') return patchLeave(before, after, a.object, r, log) !== null;
        if (a.kind === 'gainControl') return patchControl(before, after, a.object, a.player, r, log) !== null;
        if (a.kind === 'cast') return patchResolution(before, after, a.spec.id, r, log) !== null;
        return false;
      },
      numRuns: 150,
    });
    expect(taken).toBeGreaterThan(100);
  });
});

describe('the evaluator carries the order from one shortcut to the next', () => {
  it('a counter, a Giant Growth, a control change and a death in a row on the bench board, each exact', () => {
    let state = board(BENCH, BENCH_FILLER);
    let ev = createEvaluator(state);
    ev.result();
    const steps = [
      { kind: 'counters', object: 'b0', counters: { '+1/+1': 2 } },
      { kind: 'cast', spec: { id: 'gg', card: findCard('Giant Growth'), targets: ['b0'] } },
      { kind: 'gainControl', object: 'b0', player: 'you' },
      { kind: 'enter', specs: [{ id: 'n', card: findCard('Grizzly Bears'), controller: 'opponent' }] },
      { kind: 'gainControl', object: 'n', player: 'you' },
      { kind: 'move', object: 'b0', zone: 'graveyard' },
    ] as const;
    for (const a of steps) {
      const next = ok(ev.apply(a as never));
      state = ok(applyAction(state, a as never));
      ev = next;
      expect(ev.result()).toStrictEqual(full(state));
    }
  });
});
