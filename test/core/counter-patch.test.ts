/**
 * The evaluator's counter shortcut (src/core/counter-patch.ts): +N/+M counters change only
 * layer 7c (613.4c, 122.1a), so when nothing reads counters, power or toughness and nothing
 * switches them (613.4d), the new result is the old one moved by the counters. It must give
 * exactly what a full evaluate gives, and it must not be taken when it can't.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COUNTER_READING_KEYS, patchCounters } from '../../src/core/incremental/counter-patch.js';
import { castSpell, createEvaluator, evaluate, type GameState, putCounters } from '../../src/core/index.js';
import { findCard } from '../../src/index.js';
import { abilityDefSchema } from '../../src/scenario/ability-schema.js';
import { board } from '../helpers/shortcut-property.js';

function counters(state: GameState, id: string, c: Record<string, number>): GameState {
  const r = putCounters(state, id, c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('counter shortcut of the evaluator (613.4c)', () => {
  it('is taken on an anthem board, and gives what a full evaluate gives (122.1a: +1/+1 counters add in layer 7c)', () => {
    const before = board(['Glorious Anthem', 'Humility'], ['Grizzly Bears', 'Serra Angel']);
    const after = counters(before, 'b0', { '+1/+1': 2 });
    const patched = patchCounters(before, after, 'b0', evaluate(before, { trace: false }));
    expect(patched).not.toBeNull();
    expect(patched).toEqual(evaluate(after, { trace: false }));
    // Humility sets 1/1 in 7b and the counters add 2 in 7c (b0 is the opponent's: the anthem is not for it); b1 is yours.
    expect(patched?.objects.b0?.power).toBe(3);
    expect(patched?.objects.b1?.power).toBe(2);
  });

  it('is not taken when a switch applies (613.4d: counters are added before power and toughness are switched)', () => {
    const before0 = board([], ['Grizzly Bears']);
    const cast = castSpell(before0, { id: 'ti', card: findCard('Twisted Image'), controller: 'you', targets: ['b0'] });
    if (!cast.ok) throw new Error(cast.error.message);
    const before = counters(cast.value, 'b0', { '+1/+1': 1 });
    const after = counters(before, 'b0', { '+1/+0': 1 });
    expect(patchCounters(before, after, 'b0', evaluate(before, { trace: false }))).toBeNull();
    // 2/2 with +1/+1 and +1/+0 is 4/3 before the switch: 3/4.
    expect(createEvaluator(after).result().objects.b0).toMatchObject({ power: 3, toughness: 4 });
  });

  it('is not taken when an effect reads counters (Omo: "each land with an everything counter on it", 122.1)', () => {
    const before = board(['Omo, Queen of Vesuva'], ['Grizzly Bears']);
    const after = counters(before, 'b0', { '+1/+1': 1 });
    expect(patchCounters(before, after, 'b0', evaluate(before, { trace: false }))).toBeNull();
  });

  it('is not taken for keyword counters (122.1b: they grant abilities in layer 6)', () => {
    const before = board(['Glorious Anthem'], ['Grizzly Bears']);
    const after = counters(before, 'b0', { flying: 1 });
    expect(patchCounters(before, after, 'b0', evaluate(before, { trace: false }))).toBeNull();
  });

  it('on random boards and counters, the evaluator gives exactly a full evaluate, shortcut or not', () => {
    const STATICS = ['Glorious Anthem', 'Humility', 'Opalescence', 'Elvish Champion', 'Omo, Queen of Vesuva', 'Windreaver', 'Mind Control'];
    const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Sol Ring'];
    const KINDS = ['+1/+1', '-1/-1', '+1/+0', '-0/-1', 'flying', 'charge'];
    fc.assert(
      fc.property(
        fc.subarray(STATICS, { maxLength: 4 }),
        fc.array(fc.constantFrom(...BODIES), { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ who: fc.nat(20), kind: fc.constantFrom(...KINDS), n: fc.integer({ min: -2, max: 3 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        (statics, bodies, steps) => {
          let state = board(statics, bodies);
          let ev = createEvaluator(state);
          ev.result();
          for (const s of steps) {
            const id = state.objects[s.who % state.objects.length]?.id as string;
            const r = ev.apply({ kind: 'counters', object: id, counters: { [s.kind]: s.n } });
            if (!r.ok) throw new Error(r.error.message);
            ev = r.value;
            state = counters(state, id, { [s.kind]: s.n });
            expect(ev.result()).toEqual(evaluate(state, { trace: false }));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('what the counter shortcut must know of the effect language', () => {
  /** Every key of the filters, values and conditions, as the effect-language schema lists them. */
  function languageKeys(): Map<string, string[]> {
    const js = z.toJSONSchema(abilityDefSchema, { unrepresentable: 'any' }) as {
      $defs?: Record<string, { anyOf?: { properties?: object }[] }>;
    };
    const out = new Map<string, string[]>();
    for (const id of ['Filter', 'Value', 'Condition']) {
      const keys = (js.$defs?.[id]?.anyOf ?? []).flatMap((o) => Object.keys(o.properties ?? {}));
      out.set(id, [...new Set(keys)]);
    }
    return out;
  }

  // Keys that read neither counters nor anything counters change besides power and toughness
  // (which the shortcut checks through the footprints). A key added to the language must be put
  // here or in COUNTER_READING_KEYS: until it is, this test fails, and the shortcut can't be wrong.
  const BLIND = new Set([
    // structure and fields of the nodes
    'and',
    'or',
    'not',
    'zones',
    'kind',
    'player',
    'among',
    'with',
    'filter',
    'compare',
    'source',
    'target',
    // filters
    'type',
    'subtype',
    'supertype',
    'color',
    'colorless',
    'multicolored',
    'controller',
    'owner',
    'zone',
    'other',
    'token',
    'tapped',
    'faceDown',
    'manaValue',
    'power',
    'toughness',
    'hasAbility',
    'name',
    'attachedBySource',
    'isTarget',
    'attacking',
    'blocking',
    'attacks',
    'blocks',
    'blockedBy',
    'equipped',
    'bestowed',
    'levelAtLeast',
    'solved',
    'monstrous',
    'renowned',
    'commander',
    'dealtDamage',
    'costPaid',
    'coinFlips',
    'rolled',
    'rollResult',
    'coins',
    'enteredThisTurn',
    'pairedWith',
    'exiledWith',
    'attachedTo',
    'attachedBy',
    'shares',
    'is',
    'isChosen',
    // values
    'x',
    'count',
    'cardTypesAmong',
    'life',
    'startingLife',
    'thisWay',
    'manaSpentToCast',
    'handSize',
    'sum',
    'times',
    'thisTurn',
    'basicLandTypesAmong',
    'colorsAmong',
    'greatest',
    'total',
    'creatureTypesOf',
    'atMost',
    'difference',
    'devotion',
    // conditions
    'yourTurn',
    'designation',
    'dayNight',
    'mostCommonColor',
    'attachedObject',
    'gte',
    'lte',
    'topOfGraveyard',
    'topOfLibrary',
    'option',
  ]);

  it('every filter, value and condition key is known to read counters or not (122.1)', () => {
    const unknown: string[] = [];
    for (const [id, keys] of languageKeys())
      for (const k of keys) if (!BLIND.has(k) && !COUNTER_READING_KEYS.has(k)) unknown.push(`${id}.${k}`);
    expect(unknown).toEqual([]);
  });
});
