/**
 * Bounded cost (issue #30): many resolved effects and a layer of a thousand effects with dependencies,
 * on generated files (bench/cost-scenarios.js, also timed by `node bench/cost.js`). The bounds are CPU
 * time, about ten times what the code takes on a loaded machine and far below the cubic code's (200
 * Switcheroos: 79 s; 1,001 Opalescences and a Song of the Dryads: 51 s); the rules outcome is checked too.
 * A file beyond the size limits is refused, located, before any replay.
 */
import { describe, expect, it, vi } from 'vitest';
import { bloodMoonsAndUrborgs, opalescencesThenSong, switcherooCasts } from '../../bench/cost-scenarios.js';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import * as cli from '../../src/cli/main.js';
import { evaluate } from '../../src/core/index.js';
import { loadScenario } from '../../src/scenario/index.js';
import { MAX_EVENTS, MAX_OBJECT_ENTRIES } from '../../src/scenario/limits.js';
import { replay } from '../../src/scenario/replay.js';

vi.setConfig({ testTimeout: 180_000 });

const cpuMs = () => process.cpuUsage().user / 1000;

function replayed(doc: unknown) {
  const loaded = loadScenario(JSON.stringify(doc), 'generated.json', { cards: { findCard, suggestCards } });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const r = replay(loaded.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('cost stays bounded as effects grow', () => {
  it('500 Switcheroo casts: 1,000 resolved effects replay and evaluate in seconds (701.12b, 613.1b)', () => {
    const t = cpuMs();
    const state = replayed(switcherooCasts(500));
    const r = evaluate(state);
    expect(state.effects).toHaveLength(1000);
    expect(cpuMs() - t).toBeLessThan(8_000);
    // An even number of exchanges: each creature is back with its first controller (the latest effect wins, 613.7).
    expect(r.objects['grizzly-bears']?.controller).toBe('you');
    expect(r.objects['hill-giant']?.controller).toBe('opponent');
    const odd = evaluate(replayed(switcherooCasts(21)));
    expect(odd.objects['grizzly-bears']?.controller).toBe('opponent');
    expect(evaluate(replayed(switcherooCasts(21)), { trace: false }).objects['hill-giant']?.controller).toBe('you');
  });

  it('1,000 Opalescences, then Song of the Dryads: one evaluation of a 1,001-effect layer 4 in seconds (613.8a)', () => {
    const state = replayed(opalescencesThenSong(1000));
    const t = cpuMs();
    const r = evaluate(state, { trace: false });
    expect(cpuMs() - t).toBeLessThan(3_000);
    const traced = cpuMs();
    expect(evaluate(state).objects['opalescence-1000']?.power).toBe(4);
    expect(cpuMs() - traced).toBeLessThan(5_000);
    // Every Opalescence depends on the Song (it changes what they apply to): Crusade is a Forest land, no creature.
    expect(r.objects.crusade?.types).toEqual(['Land']);
    // Each Opalescence is a creature through the others, with power and toughness its mana value (4).
    expect(r.objects.opalescence?.types).toEqual(['Enchantment', 'Creature']);
    expect(r.objects['opalescence-1000']?.power).toBe(4);
  });

  it('pruned and exhaustive modes agree on the generated boards (613.8a), trace included', () => {
    for (const state of [replayed(opalescencesThenSong(12)), replayed(switcherooCasts(7)), replayed(bloodMoonsAndUrborgs(8))]) {
      expect(JSON.stringify(evaluate(state))).toBe(JSON.stringify(evaluate(state, { exhaustive: true })));
    }
  });
});

describe('the held-out board (bench/cost-scenarios.js bloodMoonsAndUrborgs)', () => {
  it("Blood Moons take Urborg's ability away: Urborgs are Mountains, the Forest stays a Forest, no land is a Swamp (613.8a, 305.7)", () => {
    const r = evaluate(replayed(bloodMoonsAndUrborgs(20)), { trace: false });
    expect(r.objects.forest?.subtypes).toEqual(['Forest']);
    expect(r.objects.island?.subtypes).toEqual(['Island']);
    expect(r.objects['urborg-tomb-of-yawgmoth-10']?.subtypes).toEqual(['Mountain']);
    expect(r.objects['grizzly-bears']?.types).toEqual(['Creature']);
  });
});

describe('size limits', () => {
  async function run(text: string) {
    let err = '';
    const io = {
      out: () => {},
      err: (t: string) => {
        err += t;
      },
      env: { NO_COLOR: '1' },
      stdoutIsTTY: false,
      stderrIsTTY: false,
      readFile: () => text,
      scenarioFilesIn: () => undefined,
    };
    const status = await cli.run(['evaluate', 'big.json'], io as never);
    return { status, err };
  }

  it(`more than ${MAX_EVENTS} events: exit 2 at the first event too many, naming the limit`, async () => {
    const doc = switcherooCasts(MAX_EVENTS + 1);
    const text = JSON.stringify(doc, null, 1);
    const r = await run(text);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(
      new RegExp(
        `^big\\.json:(\\d+):(\\d+): events\\[${MAX_EVENTS}\\]: too many events: ${MAX_EVENTS + 1}; a file has at most ${MAX_EVENTS}`,
      ),
    );
    const [, line] = /^big\.json:(\d+):/.exec(r.err) ?? [];
    expect(Number(line)).toBeLessThanOrEqual(text.split('\n').length);
    // At the limit, the file is read.
    expect(loadScenario(JSON.stringify(switcherooCasts(MAX_EVENTS)), 'ok.json', { cards: { findCard, suggestCards } }).ok).toBe(true);
  });

  it(`more than ${MAX_OBJECT_ENTRIES} object entries, counted over battlefield and enter lists: exit 2`, async () => {
    // MAX_OBJECT_ENTRIES - 1 Forests, an enter list of one, then one more.
    const doc = {
      battlefield: Array.from({ length: MAX_OBJECT_ENTRIES - 1 }, () => 'Forest'),
      events: [{ enter: 'Grizzly Bears' }, { enter: ['Grizzly Bears'] }],
    };
    const r = await run(JSON.stringify(doc));
    expect(r.status).toBe(2);
    expect(r.err).toMatch(
      new RegExp(`events\\[1\\]\\.enter: too many objects: ${MAX_OBJECT_ENTRIES + 1} entries by here .* at most ${MAX_OBJECT_ENTRIES}`),
    );
  });
});
