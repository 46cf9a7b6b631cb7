/** Property tests (fast-check) over random positions built from catalog cards. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/core/index.js';
import { Game } from '../helpers/game.js';

const POOL = [
  'Blood Moon',
  'Urborg, Tomb of Yawgmoth',
  'Yavimaya, Cradle of Growth',
  'Prismatic Omen',
  'Humility',
  'Opalescence',
  'Mycosynth Lattice',
  'March of the Machines',
  'Conspiracy',
  'Life and Limb',
  'Darkest Hour',
  'Bad Moon',
  'Crusade',
  'Glorious Anthem',
  'Levitation',
  'Gravity Sphere',
  'Kwende, Pride of Femeref',
  'Enchanted Evening',
  'Living Lands',
  'Godhead of Awe',
  'Painter’s Servant',
  'Magus of the Moon',
  'Archetype of Imagination',
  'Elvish Champion',
  'Hivestone',
  'Forest',
  'Stomping Ground',
  'Dryad Arbor',
  'Grizzly Bears',
  'Llanowar Elves',
  'Serra Angel',
  'Tarmogoyf',
  'Memnite',
  'Sol Ring',
  'Ashaya, Soul of the Wild',
  'Titania’s Song',
  'Starfield of Nyx',
  'Life and Limb',
  'Chariot of Victory',
  'Necrotic Ooze',
  'Yixlid Jailer',
  'Conspiracy',
  'Mind Control',
  'Confiscate',
  'Humility',
  'Bludgeon Brawl',
  'Azorius Keyrune',
  'Lord of Atlantis',
  'Dark Depths',
];

const SPELLS = [
  'Giant Growth',
  'Turn to Frog',
  'Twisted Image',
  'Sleight of Mind',
  'Magical Hack',
  'Moonlace',
  'Act of Treason',
  'Cytoshape',
  'Artificial Evolution',
];

const entry = fc.record({
  card: fc.constantFrom(...POOL),
  controller: fc.constantFrom('you', 'opponent'),
  counter: fc.constantFrom(null, '+1/+1', '-0/-1', 'flying'),
  spell: fc.option(fc.record({ name: fc.constantFrom(...SPELLS), target: fc.nat(6), other: fc.nat(6) }), { freq: 3 }),
});

type Entry = { card: string; controller: string; counter: string | null; spell: { name: string; target: number; other: number } | null };

function build(entries: Entry[]): Game {
  const g = new Game();
  entries.forEach((e, i) => {
    g.enter(e.card, { id: `o${i}`, controller: e.controller, choices: { creatureType: 'Elf', color: 'blue' } });
    if (e.counter) g.counters(`o${i}`, { [e.counter]: 1 });
    if (e.spell) {
      const target = `o${e.spell.target % (i + 1)}`;
      const choices =
        e.spell.name === 'Magical Hack'
          ? { from: 'Swamp', to: 'Forest' }
          : e.spell.name === 'Artificial Evolution'
            ? { from: 'Merfolk', to: 'Elf' }
            : { from: 'white', to: 'black', copyOf: `o${e.spell.other % (i + 1)}` };
      try {
        g.cast(e.spell.name, { id: `s${i}`, targets: [target], choices });
      } catch (err) {
        // 707.2: Cytoshape may choose only a nonlegendary creature on the battlefield; 601.2c: a target must fit
        // its phrase (compiled cards carry it). A generated choice or target it can't take is skipped, like any
        // spell nobody could cast.
        if (!/can't be the object chosen|doesn't fit|can't be a target/.test(String(err))) throw err;
      }
    }
  });
  return g;
}

/** The whole answer: characteristics, players, rules and the trace (reasons, dependsOn, aheadOf, changes). */
function answer(g: Game, exhaustive = false) {
  const r = g.result(exhaustive);
  return { objects: r.objects, players: r.players, rules: r.rules, trace: r.trace };
}

describe('properties', () => {
  // 1,000 random boards in all (two halves, so that they can run side by side), the trace included.
  it.each([
    ['boards of 1 to 7 objects', 1, 7, 700],
    ['boards of 5 to 12 objects', 5, 12, 300],
  ])(
    '613.8: pruning trials by footprint gives the same answer and the same trace as trialling every pair (%s)',
    (_, min, max, runs) => {
      fc.assert(
        fc.property(fc.array(entry, { minLength: min, maxLength: max }), (entries) => {
          const g = build(entries);
          expect(answer(g, false)).toEqual(answer(g, true));
        }),
        { numRuns: runs },
      );
    },
    300_000,
  );

  it('613.1: effects that apply in different layers give the same result whatever their timestamps', () => {
    // One single-layer effect per layer: 4 Enchanted Evening, 5 Darkest Hour, 6 Levitation, 7b Godhead of Awe's, 7c Glorious Anthem.
    const effects = ['Enchanted Evening', 'Darkest Hour', 'Levitation', 'Glorious Anthem'];
    fc.assert(
      fc.property(fc.shuffledSubarray(effects, { minLength: 2 }), fc.nat(3), (order, bearsAt) => {
        const withBears = [...order];
        withBears.splice(Math.min(bearsAt, withBears.length), 0, 'Grizzly Bears');
        const sorted = [...order].sort();
        sorted.push('Grizzly Bears');
        const a = new Game();
        for (const c of withBears) a.enter(c);
        const b = new Game();
        for (const c of sorted) b.enter(c);
        const bear = (g: Game) => {
          const { timestamp: _t, ...o } = g.obj('grizzly-bears');
          return o;
        };
        expect(bear(a)).toEqual(bear(b));
      }),
      { numRuns: 40 },
    );
  });

  it('evaluation is deterministic and does not change the position it reads', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 6 }), (entries) => {
        const g = build(entries);
        const before = JSON.stringify(g.state);
        const first = evaluate(g.state);
        const second = evaluate(g.state);
        expect(second).toEqual(first);
        expect(JSON.stringify(g.state)).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});
