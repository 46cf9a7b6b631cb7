/**
 * The compatibility corpus (test/compat/): scenario files in the forms format v1 documented
 * (../shared/spec/scenario-format.md) and the older forms the project accepted over time, each with `expect:`
 * stating what it must mean. Every one must load, replay and pass, as `mtg-layers check` runs it, so that a
 * change to the format can't break them silently.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { loadScenario, replay } from '../src/scenario/index.js';

const dir = join(import.meta.dirname, 'compat');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('compatibility corpus (format v1 and older forms)', () => {
  it('holds the v1 forms and the older ones', () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });
  for (const file of files) {
    it(`${file}: loads, replays and every expectation holds`, () => {
      const loaded = loadScenario(readFileSync(join(dir, file), 'utf8'), file, {
        cards: { findCard, suggestCards },
        compile: compileCard,
      });
      if (!loaded.ok) throw new Error(loaded.error.problems.map((p) => `${p.line}:${p.col} ${p.message}`).join('\n'));
      const r = replay(loaded.value);
      if (!r.ok) throw new Error(r.error.problems.map((p) => `${p.line}:${p.col} ${p.message}`).join('\n'));
      const failed = r.value.checkpoints.flatMap((c) =>
        c.results.filter((x) => !x.pass).map((x) => `${x.subject}.${x.field}: ${JSON.stringify(x.actual)}`),
      );
      expect(r.value.checkpoints.length).toBeGreaterThan(0);
      expect(failed).toEqual([]);
    });
  }
});
