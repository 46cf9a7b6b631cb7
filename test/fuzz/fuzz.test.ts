/**
 * The fuzz harness (scripts/fuzz/*.mjs), short and with fixed seeds: random valid scenarios
 * over the whole catalog and every event kind, and mutated example files through the loader
 * and the CLI's commands. `npm run fuzz` runs the long version. Every finding of a fuzz run
 * is kept in test/fuzz/regressions/ and checked here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { checkScenario } from '../../scripts/fuzz/checks.mjs';
import { checkCliOn, checkLoaderInput, mutatedExampleArb } from '../../scripts/fuzz/mutate.mjs';
import { oracleInlineCards } from '../../scripts/fuzz/oracle-cards.mjs';
import { checkOutside, outsideArb, sampleCardFiles } from '../../scripts/fuzz/outside.mjs';
import { laterKeysIn, scenarioArb } from '../../scripts/fuzz/scenarios.mjs';
import * as cards from '../../src/cards/index.js';
import * as cli from '../../src/cli/main.js';
import * as lib from '../../src/index.js';
import { compileCard } from '../../src/oracle/index.js';

const regressions = new URL('regressions/', import.meta.url);

// Bounded by their run counts; busy machines need the room.
vi.setConfig({ testTimeout: 300_000 });

describe('fuzz findings stay fixed', () => {
  const files = readdirSync(regressions).filter((f) => f.endsWith('.json'));
  it.each(files)('%s', (f) => {
    const doc = JSON.parse(readFileSync(new URL(f, regressions), 'utf8'));
    const r = checkScenario(lib, doc);
    expect(r.finding).toBeNull();
    expect(r.outcome).toBe('ok');
    // A regression's own `expect`s state the rules outcome it is about; they all hold.
    const loaded = lib.loadScenario(JSON.stringify(doc), f, { cards: { findCard: lib.findCard, suggestCards: lib.suggestCards } });
    const replayed = loaded.ok ? lib.replay(loaded.value) : loaded;
    expect(replayed.ok && replayed.value.failed).toBe(0);
  });
});

describe('fuzz (fixed seeds)', () => {
  it('random scenarios: no exception, under 2 s, deterministic, both dependency modes alike (trace too), invariants hold', () => {
    let evaluated = 0;
    let runs = 0;
    const used = new Set<string>();
    fc.assert(
      fc.property(scenarioArb(lib.allCards(), { inline: oracleInlineCards(compileCard) }), (doc) => {
        // toScenario's round trip (a load, a replay and an evaluation more) on one scenario in three, to stay short.
        const r = checkScenario(lib, doc, { roundTrip: runs++ % 3 === 0 });
        if (r.outcome === 'ok') {
          evaluated += 1;
          for (const k of laterKeysIn(doc)) used.add(k);
        }
        expect(r.finding).toBeNull();
      }),
      { numRuns: 120, seed: 9 },
    );
    // Most generated scenarios are legal positions, not bad input (about one in nine is, on purpose).
    expect(evaluated).toBeGreaterThan(96);
    // The keys of the last sessions are used in scenarios that load and evaluate: soulbond pairs (702.95),
    // linked exile (607.2a), "entered this turn", the chosen keyword (608.2d), "this way" (608.2c), day and night
    // (731), combat status (506.4), and cards of the Oracle compiler inline.
    for (const k of [
      'pairedWith',
      'exiledWith',
      'enteredThisTurn',
      'choices.keyword',
      'choices.count',
      'dayNight',
      'attacking',
      'blocking',
      'inline card',
    ])
      expect([...used]).toContain(k);
  });

  it('mutated example files: a Result from the loader, then exit 0, 1 or 2 from every command, bad input located', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedExampleArb(), async (input) => {
        expect(checkLoaderInput(lib, input).finding).toBeNull();
        expect(await checkCliOn(cli, input)).toBeNull();
      }),
      { numRuns: 120, seed: 9 },
    );
  });
});

/**
 * The outside harness's inputs (issue #30; scripts/fuzz/outside.mjs): every finding it reported is fixed, so
 * a fixed-seed run finds none (tokens outside the battlefield, 208.5, prototype-key ids, determinism, numbers as
 * text, attachments in one enter list, toScenario round trips, `evaluate --json` against the library).
 */
describe('fuzz: the outside harness (fixed seed)', () => {
  it('odd entries, inline and Scryfall cards, prototype and Unicode ids: no finding', async () => {
    const cardFiles = sampleCardFiles(cards);
    const found: string[] = [];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(outsideArb, async (x) => {
        n += 1;
        const f = await checkOutside(lib, n % 4 === 0 ? cli : null, x, { cardFiles, compile: compileCard });
        if (f) found.push(f);
      }),
      { numRuns: 150, seed: 30 },
    );
    expect(found).toEqual([]);
  });
});
