/**
 * examples/cards/*.yaml: scenarios with cards from examples/cards/test-cards.json, whose
 * abilities are compiled from their Oracle text by src/oracle. Each asserts what a judge would
 * rule, so each holds only while the compiler reads its sentences correctly.
 * (test/cards-cli.test.ts also checks that every one of them loads without bad input.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../src/cards/node.js';
import { openCardFile } from '../src/cards/open.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { formatProblem, loadScenario, replay } from '../src/scenario/index.js';

const dir = fileURLToPath(new URL('../examples/cards/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('examples/cards/*.yaml: every expectation holds (compiled cards)', () => {
  it.each(files)('%s', (file) => {
    const path = join(dir, file);
    const loaded = loadScenario(readFileSync(path, 'utf8'), `examples/cards/${file}`, {
      cards: { findCard, suggestCards },
      openCards: (p) => openCardFile(join(dir, p), fileSource),
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
