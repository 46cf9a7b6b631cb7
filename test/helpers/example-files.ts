/**
 * Scenario folders whose every file must hold (examples/cards/, examples/held-out/): the folder's
 * YAML files, and one file loaded with the catalog, the folder's card files and the Oracle
 * compiler, replayed, with every `expect` checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { fileSource } from '../../src/cards/node.js';
import { openCardFile } from '../../src/cards/open.js';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { compileCard } from '../../src/oracle/index.js';
import { formatProblem, loadScenario, replay } from '../../src/scenario/index.js';

/** The `.yaml` files of `dir`, sorted. */
export function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
}

/** `file` of `dir` (named `shown` in messages) loads, replays, and every check passes (at least one). */
export function expectScenarioHolds(dir: string, file: string, shown: string): void {
  const loaded = loadScenario(readFileSync(join(dir, file), 'utf8'), shown, {
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
}
