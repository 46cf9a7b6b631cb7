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
import { scenarioArb } from '../../scripts/fuzz/scenarios.mjs';
import * as cli from '../../src/cli/main.js';
import * as lib from '../../src/index.js';

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
  });
});

describe('fuzz (fixed seeds)', () => {
  it('random scenarios: no exception, under 2 s, deterministic, both dependency modes alike (trace too), invariants hold', () => {
    let evaluated = 0;
    fc.assert(
      fc.property(scenarioArb(lib.allCards()), (doc) => {
        const r = checkScenario(lib, doc);
        if (r.outcome === 'ok') evaluated += 1;
        expect(r.finding).toBeNull();
      }),
      { numRuns: 120, seed: 9 },
    );
    // Most generated scenarios are legal positions, not bad input.
    expect(evaluated).toBeGreaterThan(105);
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
