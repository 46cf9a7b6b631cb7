/**
 * The evaluator's shortcut for an Aura or Equipment entering or leaving (attached-source-patch.ts):
 * only it and its host are made again (303.4, 301.5; 613.7 timestamp order where nothing in layers 6
 * and 7 depends on another, 613.8a), and each result is exactly a full evaluate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomStream, realisticEntries, realisticState } from '../../bench/realistic.js';
import { type Action, createEvaluator, enterObjects } from '../../src/core/index.js';
import * as lib from '../../src/index.js';
import { card } from '../helpers/game.js';
import { full, step } from '../helpers/shortcut-property.js';

const board = (names: string[]) => {
  const r = enterObjects(
    lib.emptyState(),
    names.map((n, i) => ({ id: `o${i}`, card: card(n), controller: 'you' })),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('an Aura or Equipment entering or leaving, through the evaluator', () => {
  it('Rancor on a Grizzly Bears under Glorious Anthem: 5/3 with trample, then back to 3/3 when Rancor dies; its neighbour untouched, no full pass', () => {
    const root = createEvaluator(board(['Glorious Anthem', 'Grizzly Bears', 'Grizzly Bears']));
    root.result();
    const on = step(root, { kind: 'enter', specs: [{ id: 'r', card: card('Rancor'), controller: 'you', attachedTo: 'o1' }] });
    expect(on.path()).toBe('enter');
    expect(on.result().objects.o1).toMatchObject({ power: 5, toughness: 3 });
    expect(on.result().objects.o1?.abilities).toContain('Trample');
    expect(on.result()).toStrictEqual(full(on.state));
    const off = step(on, { kind: 'move', object: 'r', zone: 'graveyard' });
    expect(off.path()).toBe('leave');
    expect(off.result().objects.o1).toMatchObject({ power: 3, toughness: 3 });
    expect(off.result()).toStrictEqual(full(off.state));
  });

  it('under March of the Machines and Humility an Equipment is a creature that loses its abilities (613.8a): a full pass, and Bonesplitter gives nothing', () => {
    const root = createEvaluator(board(['March of the Machines', 'Humility', 'Grizzly Bears']));
    root.result();
    const on = step(root, { kind: 'enter', specs: [{ id: 'b', card: card('Bonesplitter'), controller: 'you', attachedTo: 'o2' }] });
    expect(on.result()).toStrictEqual(full(on.state));
    expect(on.result().objects.o2).toMatchObject({ power: 1, toughness: 1 });
    expect(on.path()).toBe('full');
  });

  it('on realistic boards, Auras and Equipment entering and leaving give exactly a full evaluate, by the shortcut at least once', () => {
    const paths = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(2, 4),
        fc.integer({ min: 15, max: 60 }),
        (seed, players, objects) => {
          const r = randomStream(seed + 5);
          let ev = createEvaluator(realisticState(lib, realisticEntries(seed, { objects, players })));
          ev.result();
          for (let i = 0; i < 8; i++) {
            const live = ev.state.objects.filter((o) => o.zone === 'battlefield');
            const bodies = live.filter((o) => o.card.types.includes('Creature'));
            const sources = live.filter((o) => typeof o.attachedTo === 'string');
            const host = bodies[Math.floor(r() * bodies.length)];
            const gone = sources[Math.floor(r() * sources.length)];
            const name = ['Rancor', 'Bonesplitter', 'Holy Strength', 'Unholy Strength'][Math.floor(r() * 4)] as string;
            const a: Action | undefined =
              r() < 0.5 || !gone
                ? host && { kind: 'enter', specs: [{ id: `s${i}`, card: card(name), controller: host.controller, attachedTo: host.id }] }
                : { kind: 'move', object: gone.id, zone: r() < 0.5 ? 'graveyard' : 'exile' };
            if (!a) break;
            const next = ev.apply(a);
            const direct = lib.applyAction(ev.state, a);
            expect(next.ok).toBe(direct.ok);
            if (!next.ok) continue;
            ev = next.value;
            expect(ev.result()).toStrictEqual(full(ev.state));
            const p = ev.path() ?? 'none';
            paths.set(p, (paths.get(p) ?? 0) + 1);
          }
        },
      ),
      { numRuns: 12, seed: 303 },
    );
    expect((paths.get('enter') ?? 0) + (paths.get('leave') ?? 0)).toBeGreaterThan(0);
  });
});
