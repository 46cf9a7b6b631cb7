/**
 * The evaluator on the bench's realistic boards (bench/realistic.js: tribal decks, lords and anthems,
 * Auras and Equipment attached, Control Magic, Humility, Opalescence, Blood Moon, Urborg, Tarmogoyf
 * counting graveyards, changelings): along random playouts mixed as in a game (counters, pumps,
 * creatures entering and dying, control changes, tap/untap, end of turn), every result is exactly a
 * full evaluate of the same position; and the evaluator says which path each result took.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomAction, randomStream, realisticEntries, realisticState } from '../../bench/realistic.js';
import { createEvaluator, type Evaluator, enterObjects, evaluate, type GameState } from '../../src/core/index.js';
import * as lib from '../../src/index.js';
import { findCard } from '../../src/index.js';
import { cardOf } from '../oracle/helpers.js';

const full = (s: GameState) => evaluate(s, { trace: false });

describe('the evaluator on realistic boards (613 through the evaluator: incremental == full)', () => {
  it('after every action of random playouts from two- and four-player boards, result() equals a full evaluate', () => {
    const paths = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(2, 4),
        fc.integer({ min: 15, max: 60 }),
        (seed, players, objects) => {
          const state: GameState = realisticState(lib, realisticEntries(seed, { objects, players }));
          const root = createEvaluator(state);
          expect(root.result()).toStrictEqual(full(state));
          const r = randomStream(seed + 1);
          let ev: Evaluator = root;
          for (let i = 0; i < 10; i++) {
            const { action } = randomAction(lib, ev.state, r, i);
            const next = ev.apply(action);
            const direct = lib.applyAction(ev.state, action);
            expect(next.ok).toBe(direct.ok);
            if (!next.ok || !direct.ok) continue;
            ev = next.value;
            expect(ev.result()).toStrictEqual(full(direct.value));
            const p = ev.path() ?? 'none';
            paths.set(p, (paths.get(p) ?? 0) + 1);
          }
        },
      ),
      { numRuns: 12, seed: 27 },
    );
    // The playouts went through shortcuts as well as full passes (else this test would check nothing).
    expect(paths.get('full') ?? 0).toBeGreaterThan(0);
    expect([...paths.keys()].filter((p) => p !== 'full').length).toBeGreaterThan(0);
  });
});

describe('the evaluator says which path each result took', () => {
  const bears = findCard('Grizzly Bears');
  const anthem = findCard('Glorious Anthem');
  if (!bears || !anthem) throw new Error('catalog');
  const made = enterObjects(lib.emptyState(), [
    { id: 'a', card: anthem, controller: 'you' },
    { id: 'b', card: bears, controller: 'you' },
  ]);
  if (!made.ok) throw new Error(made.error.message);
  const state = made.value;

  it('a root takes a full pass; +1/+1 counters under an anthem take the counter shortcut (613.4c, 122.1a), the end of turn its own (514.2); stats count them', () => {
    const root = createEvaluator(state);
    expect(root.path()).toBeUndefined();
    root.result();
    expect(root.path()).toBe('full');
    const child = root.apply({ kind: 'counters', object: 'b', counters: { '+1/+1': 2 } });
    if (!child.ok) throw new Error(child.error.message);
    expect(child.value.result().objects.b?.power).toBe(5);
    expect(child.value.path()).toBe('counters');
    const turn = child.value.apply({ kind: 'endTurn' });
    if (!turn.ok) throw new Error(turn.error.message);
    turn.value.result();
    expect(turn.value.path()).toBe('endTurn');
    expect(turn.value.reason()).toBeUndefined();
    // A life change has no shortcut: a full pass, and why.
    const life = turn.value.apply({ kind: 'life', player: 'you', amount: -3 });
    if (!life.ok) throw new Error(life.error.message);
    expect(life.value.result()).toStrictEqual(full(life.value.state));
    expect(life.value.path()).toBe('full');
    expect(life.value.reason()).toBe('no-shortcut');
    expect(root.reason()).toBe('root');
    expect(root.stats()).toEqual({ root: { full: 1 }, counters: { counters: 1 }, endTurn: { endTurn: 1 }, life: { full: 1 } });
    expect(root.reasons()).toEqual({ root: { root: 1 }, life: { 'no-shortcut': 1 } });
  });

  it('a declined shortcut says which condition failed: an anthem entering is a source (611.3), counters where power is read (613.4c)', () => {
    const root = createEvaluator(state);
    root.result();
    const entered = root.apply({ kind: 'enter', specs: [{ id: 'a2', card: anthem, controller: 'you' }] });
    if (!entered.ok) throw new Error(entered.error.message);
    expect(entered.value.result()).toStrictEqual(full(entered.value.state));
    expect([entered.value.path(), entered.value.reason()]).toEqual(['full', 'source']);
    const bridge = cardOf('Might Banner', 'Enchantment', 'Creatures you control with power 4 or greater have trample.');
    const withBridge = enterObjects(state, [{ id: 'eb', card: bridge, controller: 'you' }]);
    if (!withBridge.ok) throw new Error(withBridge.error.message);
    const other = createEvaluator(withBridge.value);
    other.result();
    const counted = other.apply({ kind: 'counters', object: 'b', counters: { '+1/+1': 1 } });
    if (!counted.ok) throw new Error(counted.error.message);
    expect(counted.value.result()).toStrictEqual(full(counted.value.state));
    expect([counted.value.path(), counted.value.reason()]).toEqual(['full', 'reads-pt']);
    expect(other.reasons()).toEqual({ root: { root: 1 }, counters: { 'reads-pt': 1 } });
  });

  it('release() lets go of the result: asked again, it is the same, by a full pass', () => {
    const root = createEvaluator(state);
    const before = root.result();
    root.release();
    const child = root.apply({ kind: 'counters', object: 'b', counters: { '+1/+1': 1 } });
    if (!child.ok) throw new Error(child.error.message);
    // The parent's result is gone, so the child cannot be made from it.
    expect(child.value.result()).toStrictEqual(full(child.value.state));
    expect(child.value.path()).toBe('full');
    expect(child.value.reason()).toBe('parent-unknown');
    expect(root.result()).toStrictEqual(before);
    expect(root.stats().root).toEqual({ full: 2 });
    expect(root.reasons().root).toEqual({ root: 1, released: 1 });
  });
});

describe('the status shortcut: tapping and untapping (110.5: a status, not a characteristic)', () => {
  const card = (name: string) => {
    const c = findCard(name);
    if (!c) throw new Error(name);
    return c;
  };
  const position = (extra: string[]) => {
    const r = enterObjects(lib.emptyState(), [
      { id: 'a', card: card('Glorious Anthem'), controller: 'you' },
      { id: 'b', card: card('Grizzly Bears'), controller: 'opponent' },
      ...extra.map((name, i) => ({ id: `x${i}`, card: card(name), controller: 'you' as const })),
    ]);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('where nothing reads tapped, a tap keeps every characteristic and changes only the status (613: no layer writes it)', () => {
    const root = createEvaluator(position(['Blood Moon', 'Forest']));
    root.result();
    const tapped = root.apply({ kind: 'status', action: 'tap', object: 'b' });
    if (!tapped.ok) throw new Error(tapped.error.message);
    expect(tapped.value.result()).toStrictEqual(full(tapped.value.state));
    expect(tapped.value.result().objects.b?.tapped).toBe(true);
    expect(tapped.value.path()).toBe('status');
    const untapped = tapped.value.apply({ kind: 'status', action: 'untap', object: 'b' });
    if (!untapped.ok) throw new Error(untapped.error.message);
    expect(untapped.value.result()).toStrictEqual(full(untapped.value.state));
    expect(untapped.value.path()).toBe('status');
  });

  it('Old Man of the Sea ("for as long as it remains tapped") reads it: a full pass, and the right answer', () => {
    const root = createEvaluator(position(['Old Man of the Sea']));
    root.result();
    const tapped = root.apply({ kind: 'status', action: 'tap', object: 'x0' });
    if (!tapped.ok) throw new Error(tapped.error.message);
    expect(tapped.value.result()).toStrictEqual(full(tapped.value.state));
    expect(tapped.value.path()).toBe('full');
  });
});
