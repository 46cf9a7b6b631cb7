/**
 * 608.2h, 611.2b: a number a resolving effect needs is determined once, as the effect begins —
 * also one read per object ("where X is its power"): each object's X is fixed as it resolves,
 * and a later change of that object's power doesn't change X (as for doubling, 701.10b).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/core/index.js';
import { castSpell, emptyState, enterObjects, evaluate, findCard } from '../../src/index.js';

const text = 'Creatures you control get +X/+X until end of turn, where X is its power.';
const SURGE: CardDef = {
  name: 'Test Surge',
  manaCost: '{G}',
  types: ['Sorcery'],
  subtypes: [],
  supertypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  abilities: [
    {
      kind: 'spell',
      text,
      resolve: {
        effects: [
          {
            affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' }] } },
            ops: [{ op: 'modifyPT', power: { power: 'affected' }, toughness: { power: 'affected' } }],
            duration: 'endOfTurn',
          },
        ],
      },
    },
  ],
};

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

describe('608.2h: per-object numbers of a resolved effect are fixed as it resolves', () => {
  it("each creature's X is its own power then; Humility arriving later doesn't change X (613.4b, 613.4c)", () => {
    let s = ok(
      enterObjects(emptyState(), [
        { id: 'bear', card: findCard('Grizzly Bears') as CardDef, controller: 'you' },
        { id: 'angel', card: findCard('Serra Angel') as CardDef, controller: 'you' },
      ]),
    ).value;
    s = ok(castSpell(s, { id: 'surge', card: SURGE, controller: 'you' })).value;
    expect(evaluate(s, { trace: false }).objects.bear).toMatchObject({ power: 4, toughness: 4 });
    expect(evaluate(s, { trace: false }).objects.angel).toMatchObject({ power: 8, toughness: 8 });
    // Humility (later timestamp) sets 1/1 in layer 7b; the +X/+X of layer 7c keeps X = 2 and X = 4.
    s = ok(enterObjects(s, [{ id: 'humility', card: findCard('Humility') as CardDef, controller: 'opponent' }])).value;
    const r = evaluate(s, { trace: false }).objects;
    expect(r.bear).toMatchObject({ power: 3, toughness: 3 });
    expect(r.angel).toMatchObject({ power: 5, toughness: 5 });
  });
});
