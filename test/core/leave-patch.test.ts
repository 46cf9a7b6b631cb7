import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchLeave } from '../../src/core/incremental/leave-patch.js';
import { LOCAL_KEYS, NON_LOCAL_KEYS } from '../../src/core/incremental/locality.js';
import { createEvaluator, emptyState, enterObjects, type GameState, moveObject } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';
import { abilityDefSchema } from '../../src/scenario/ability-schema.js';
import { agreesWithFull, board, full } from '../helpers/shortcut-property.js';

function move(state: GameState, id: string, zone: 'graveyard' | 'exile' | 'hand'): GameState {
  const r = moveObject(state, id, zone);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('leave shortcut of the evaluator (400.7, 613.8a)', () => {
  it('is taken for a creature dying on a board of anthems, Humility and Crusade, and gives what a full evaluate gives', () => {
    const before = board(['Glorious Anthem', 'Humility', 'Crusade'], ['Grizzly Bears', 'Serra Angel', 'Llanowar Elves']);
    const after = move(before, 'b1', 'graveyard');
    const patched = patchLeave(before, after, 'b1', full(before));
    expect(patched).not.toBeNull();
    expect(patched).toStrictEqual(full(after));
    // 400.7, 108.4a: in the graveyard it is a new object, its card as printed, its owner's.
    expect(patched?.objects.b1).toMatchObject({ zone: 'graveyard', power: 4, toughness: 4, abilities: ['Flying', 'Vigilance'] });
  });

  it('is taken for exile and a return to hand, one after another through the evaluator', () => {
    let state = board(['Glorious Anthem', 'Bad Moon'], ['Grizzly Bears', 'Serra Angel', 'Llanowar Elves']);
    let ev = createEvaluator(state);
    ev.result();
    for (const [id, zone] of [
      ['b0', 'exile'],
      ['b2', 'hand'],
    ] as const) {
      const r = ev.apply({ kind: 'move', object: id, zone });
      if (!r.ok) throw new Error(r.error.message);
      ev = r.value;
      state = move(state, id, zone);
      expect(ev.result()).toStrictEqual(full(state));
    }
  });

  it('is not taken when an effect counts cards (Tarmogoyf, 604.3: its CDA counts the creature card in the graveyard)', () => {
    const goyf = board(['Tarmogoyf'], ['Grizzly Bears']);
    const after = move(goyf, 'b0', 'graveyard');
    expect(patchLeave(goyf, after, 'b0', full(goyf))).toBeNull();
    expect(full(after).objects.s0).toMatchObject({ power: 1, toughness: 2 });
  });

  it("is not taken when an effect counts a hand (Maro: a creature returned to its owner's hand is one more card, 402)", () => {
    const before = board(['Maro'], ['Grizzly Bears']);
    const after = move(before, 'b0', 'hand');
    expect(patchLeave(before, after, 'b0', full(before))).toBeNull();
    // b0 is the opponent's (i % 3 === 0) and returns to its owner's hand; Maro (s0) is yours.
    expect(full(after).objects.s0?.power).toBe(full(before).objects.s0?.power);
    const mine = board(['Maro'], ['Grizzly Bears', 'Serra Angel']);
    const bounced = move(mine, 'b1', 'hand');
    expect(patchLeave(mine, bounced, 'b1', full(mine))).toBeNull();
    expect(full(bounced).objects.s0).toMatchObject({ power: 1, toughness: 1 });
  });

  it('is not taken when an effect reads what its own layer writes (Opalescence: a dependency could go through the object, 613.8a)', () => {
    const before = board(['Opalescence', 'Humility'], ['Grizzly Bears']);
    expect(patchLeave(before, move(before, 'b0', 'graveyard'), 'b0', full(before))).toBeNull();
  });

  it('is not taken when the object is a source (Glorious Anthem leaving ends its effect, 611.3b)', () => {
    const before = board(['Glorious Anthem'], ['Grizzly Bears']);
    expect(patchLeave(before, move(before, 's0', 'graveyard'), 's0', full(before))).toBeNull();
  });

  it("evaluates the card against the sources when an effect reaches its new zone (Painter's Servant: cards outside the battlefield are the chosen color too)", () => {
    const r = enterObjects(emptyState(), [
      { id: 's0', card: findCard("Painter's Servant"), controller: 'you', choices: { color: 'blue' } },
      { id: 's1', card: findCard('Glorious Anthem'), controller: 'you' },
      { id: 'b0', card: findCard('Grizzly Bears'), controller: 'you' },
      { id: 'b1', card: findCard('Serra Angel'), controller: 'opponent' },
    ]);
    if (!r.ok) throw new Error(r.error.message);
    const before = r.value;
    const after = move(before, 'b0', 'graveyard');
    const patched = patchLeave(before, after, 'b0', full(before));
    expect(patched).not.toBeNull();
    expect(patched).toStrictEqual(full(after));
    // 400.7: a new object in the graveyard, 2/2 as printed (the anthem is for creatures on the battlefield), blue and green (105.1 order).
    expect(patched?.objects.b0).toMatchObject({ zone: 'graveyard', colors: ['blue', 'green'], power: 2 });
  });

  it('on random boards and actions, the evaluator gives exactly a full evaluate, shortcut or not', () => {
    const STATICS = [
      'Glorious Anthem',
      'Humility',
      'Crusade',
      'Bad Moon',
      'Conspiracy',
      'Mycosynth Lattice',
      "Painter's Servant",
      'Tarmogoyf',
      'Elvish Champion',
      'Blood Moon',
      'Opalescence',
      'Rancor',
      'Nightmare',
      'Maro',
      'Omo, Queen of Vesuva',
    ];
    const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Sol Ring'];
    const taken = agreesWithFull({
      statics: STATICS,
      bodies: BODIES,
      kinds: ['die', 'die', 'exile', 'hand', 'giant', 'counter', 'control', 'enter'],
      taken: (before, after, a) => a.kind === 'move' && patchLeave(before, after, a.object, full(before)) !== null,
      numRuns: 120,
    });
    expect(taken).toBeGreaterThan(20);
  });
});

describe('what the leave shortcut must know of the effect language', () => {
  it('every filter, value and condition key is known to be local or not (400.7, 613.8a)', () => {
    const js = z.toJSONSchema(abilityDefSchema, { unrepresentable: 'any' }) as {
      $defs?: Record<string, { anyOf?: { properties?: object }[] }>;
    };
    const unknown: string[] = [];
    for (const id of ['Filter', 'Value', 'Condition', 'Selector'])
      for (const o of js.$defs?.[id]?.anyOf ?? [])
        for (const k of Object.keys(o.properties ?? {})) if (!LOCAL_KEYS.has(k) && !NON_LOCAL_KEYS.has(k)) unknown.push(`${id}.${k}`);
    expect([...new Set(unknown)]).toEqual([]);
  });
});
