/**
 * examples/ are documentation and tests at once: every file loads without a problem, replays,
 * and every `expect` in it holds (the same as `mtg-layers check examples/`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { formatProblem, loadScenario, replay } from '../src/scenario/index.js';

const dir = new URL('../examples/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => /\.(?:ya?ml|json)$/.test(f))
  .sort();

describe('examples/*.yaml: every expectation holds', () => {
  it('there are examples', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const loaded = loadScenario(readFileSync(new URL(file, dir), 'utf8'), `examples/${file}`, {
      cards: { findCard, suggestCards },
      compile: compileCard,
    });
    if (!loaded.ok) expect.fail(loaded.error.problems.map(formatProblem).join('\n'));
    const r = replay(loaded.value);
    if (!r.ok) expect.fail(r.error.problems.map(formatProblem).join('\n'));
    const failures = r.value.checkpoints.flatMap((c) =>
      c.results.filter((x) => !x.pass).map((x) => `${x.path}: expected ${JSON.stringify(x.expected)}, actual ${JSON.stringify(x.actual)}`),
    );
    expect(failures).toEqual([]);
    expect(r.value.passed).toBeGreaterThan(0);
  });
});
