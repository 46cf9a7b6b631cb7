/**
 * Rereads of twin subjects (rereads.ts, twins.ts's replayTwins): Tarmogoyfs that nothing tells apart
 * but their identity are replayed once and share the record (604.3, 613.4a: each one's CDA applies to
 * it alone); a Tarmogoyf with an Aura, a counter or a pump on it is replayed on its own. Every result
 * still equals a full evaluate.
 */
import { describe, expect, it } from 'vitest';
import { namedIds, replayTwins } from '../../src/core/incremental/twins.js';
import { type Action, createEvaluator, type Evaluator, enterObjects, evaluate, type GameState } from '../../src/core/index.js';
import { emptyState, findCard } from '../../src/index.js';

const card = (name: string) => {
  const c = findCard(name);
  if (!c) throw new Error(name);
  return c;
};

function position(entries: [string, string, string, { zone?: 'graveyard'; attachedTo?: string }?][]): GameState {
  const r = enterObjects(
    emptyState(),
    entries.map(([id, name, controller, extra]) => ({ id, card: card(name), controller, ...(extra ?? {}) })) as never,
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function step(ev: Evaluator, action: Action): Evaluator {
  const r = ev.apply(action);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.value.result()).toStrictEqual(evaluate(r.value.state, { trace: false }));
  return r.value;
}

const byId = (s: GameState, id: string) => {
  const o = s.objects.find((x) => x.id === id);
  if (!o) throw new Error(id);
  return o;
};

describe('twin subjects of counting effects (replayTwins)', () => {
  const s = position([
    ['g1', 'Tarmogoyf', 'you'],
    ['g2', 'Tarmogoyf', 'you'],
    ['g3', 'Tarmogoyf', 'you'],
    ['g4', 'Tarmogoyf', 'opponent'],
    ['r', 'Rancor', 'you', { attachedTo: 'g3' }],
    ['l1', 'Goblin King', 'you'],
    ['l2', 'Goblin King', 'you'],
    ['b', 'Grizzly Bears', 'you'],
  ]);
  const named = namedIds(s);

  it('two plain Tarmogoyfs of one controller are twins; one with an Aura on it, or of another controller, is not', () => {
    expect(replayTwins(byId(s, 'g1'), byId(s, 'g2'), named)).toBe(true);
    expect(replayTwins(byId(s, 'g1'), byId(s, 'g3'), named)).toBe(false);
    expect(replayTwins(byId(s, 'g1'), byId(s, 'g4'), named)).toBe(false);
  });

  it('a card with a static effect that is not a CDA is never a twin (its own timestamp orders it, 613.7)', () => {
    expect(replayTwins(byId(s, 'l1'), byId(s, 'l2'), named)).toBe(false);
  });

  it('a creature dying and a pump going to the graveyard: every Tarmogoyf counts again (613.4a), twins or not, as a full pass says', () => {
    let ev = createEvaluator(s);
    ev.result();
    ev = step(ev, { kind: 'counters', object: 'g2', counters: { '+1/+1': 1 } });
    ev = step(ev, { kind: 'move', object: 'b', zone: 'graveyard' });
    expect(ev.path()).toBe('leave');
    const r = ev.result().objects;
    // Grizzly Bears in a graveyard: one card type, so */1+* is 1/2; g2 has a counter, g3 Rancor's +2/+0.
    expect([r.g1?.power, r.g1?.toughness, r.g2?.power, r.g3?.power, r.g4?.power]).toEqual([1, 2, 2, 3, 1]);
    ev = step(ev, { kind: 'cast', spec: { id: 'gg', card: card('Giant Growth'), controller: 'you', targets: ['g1'] } } as Action);
    const after = ev.result().objects;
    // An instant joins the creature card: two card types, 2/3; Giant Growth's +3/+3 on g1 only.
    expect([after.g1?.power, after.g2?.power, after.g4?.power, after.g4?.toughness]).toEqual([5, 3, 2, 3]);
  });
});
