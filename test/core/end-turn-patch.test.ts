/**
 * The evaluator's end-of-turn shortcut (end-turn-patch.ts, 514.2: "until end of turn" effects end) and a
 * cast's targets judged on the evaluator's known characteristics (601.2c, 115.1): each result is exactly
 * a full evaluate of the same position, and the shortcut is taken only where its conditions hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomStream, realisticEntries, realisticState } from '../../bench/realistic.js';
import { type Action, createEvaluator, enterObjects } from '../../src/core/index.js';
import * as lib from '../../src/index.js';
import { card } from '../helpers/game.js';
import { full, step } from '../helpers/shortcut-property.js';
import { cardOf } from '../oracle/helpers.js';

const board = (entries: { id: string; name: string }[]) => {
  const r = enterObjects(
    lib.emptyState(),
    entries.map((e) => ({ id: e.id, card: card(e.name), controller: 'you' })),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const pump = (id: string, target: string): Action => ({
  kind: 'cast',
  spec: { id, card: card('Giant Growth'), controller: 'you', targets: [target] },
});

describe('end of turn (514.2) through the evaluator', () => {
  it("Giant Growth's +3/+3 ends: the creature under Glorious Anthem is 3/3 again, its neighbour untouched, without a full pass", () => {
    const root = createEvaluator(
      board([
        { id: 'a', name: 'Glorious Anthem' },
        { id: 'b', name: 'Grizzly Bears' },
        { id: 'c', name: 'Grizzly Bears' },
      ]),
    );
    root.result();
    const grown = step(root, pump('gg', 'b'));
    expect(grown.result().objects.b?.power).toBe(6);
    const next = step(grown, { kind: 'endTurn' });
    expect(next.path()).toBe('endTurn');
    expect(next.result().objects.b).toMatchObject({ power: 3, toughness: 3 });
    expect(next.result()).toStrictEqual(full(next.state));
  });

  it('a static that reads whose turn it is ("as long as it\'s your turn") makes the end of turn a full pass, which says why', () => {
    const knight = cardOf('Turn Knight', 'Creature — Human Knight', "As long as it's your turn, Turn Knight gets +2/+0.", ['2', '2']);
    const made = enterObjects(board([{ id: 'b', name: 'Grizzly Bears' }]), [{ id: 'k', card: knight, controller: 'you' }]);
    if (!made.ok) throw new Error(made.error.message);
    const root = createEvaluator(made.value);
    expect(root.result().objects.k?.power).toBe(4);
    const next = step(step(root, pump('gg', 'b')), { kind: 'endTurn' });
    expect(next.path()).toBe('full');
    expect(next.reason()).toBe('reads-turn');
    expect(next.result().objects.k?.power).toBe(2);
    expect(next.result()).toStrictEqual(full(next.state));
  });

  it('on realistic boards, pumps, counters and taps then the end of turn give exactly a full evaluate, by the shortcut at least once', () => {
    const paths = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(2, 4),
        fc.integer({ min: 15, max: 60 }),
        (seed, players, objects) => {
          const state = realisticState(lib, realisticEntries(seed, { objects, players }));
          const r = randomStream(seed + 3);
          let ev = createEvaluator(state);
          ev.result();
          for (let turn = 0; turn < 3; turn++) {
            for (let i = 0; i < 3; i++) {
              const bodies = ev.state.objects.filter((o) => o.zone === 'battlefield' && o.card.types.includes('Creature'));
              const o = bodies[Math.floor(r() * bodies.length)];
              if (!o) break;
              const name = ['Giant Growth', 'Twisted Image', 'Brave the Elements'][Math.floor(r() * 3)] as string;
              const roll = r();
              const a: Action =
                roll < 0.6
                  ? {
                      kind: 'cast',
                      spec: {
                        id: `x${turn}-${i}`,
                        card: card(name),
                        controller: o.controller,
                        targets: name === 'Brave the Elements' ? [] : [o.id],
                        choices: { color: 'red' },
                      },
                    }
                  : roll < 0.8
                    ? { kind: 'counters', object: o.id, counters: { '+1/+1': 1 } }
                    : { kind: 'status', action: 'tap', object: o.id };
              const next = ev.apply(a);
              const direct = lib.applyAction(ev.state, a);
              expect(next.ok).toBe(direct.ok);
              if (!next.ok || !direct.ok) continue;
              expect(next.value.state).toStrictEqual(direct.value);
              ev = next.value;
              expect(ev.result()).toStrictEqual(full(ev.state));
            }
            ev = step(ev, { kind: 'endTurn' });
            expect(ev.result()).toStrictEqual(full(ev.state));
            const p = ev.path() ?? 'none';
            paths.set(p, (paths.get(p) ?? 0) + 1);
          }
        },
      ),
      { numRuns: 10, seed: 514 },
    );
    expect(paths.get('endTurn') ?? 0).toBeGreaterThan(0);
  });
});

describe("a cast's targets judged on the evaluator's characteristics (601.2c, 115.1)", () => {
  it('under Opalescence an enchantment is a creature (613.1d) and may be targeted by "target creature"; without it, not — as applyAction says', () => {
    for (const [names, ok] of [
      [['Opalescence', 'Glorious Anthem'], true],
      [['Glorious Anthem'], false],
    ] as const) {
      const state = board(names.map((n, i) => ({ id: i === names.length - 1 ? 'target' : `e${i}`, name: n })));
      const root = createEvaluator(state);
      root.result();
      const a = pump('gg', 'target');
      const via = root.apply(a);
      const direct = lib.applyAction(state, a);
      expect(via.ok).toBe(ok);
      expect(direct.ok).toBe(ok);
      if (via.ok && direct.ok) expect(via.value.state).toStrictEqual(direct.value);
      else if (!via.ok && !direct.ok) expect(via.error).toStrictEqual(direct.error);
    }
  });
});
