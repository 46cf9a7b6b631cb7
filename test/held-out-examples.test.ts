/**
 * examples/held-out/*.yaml: one scenario per card drawn at random from the held-out parts of both
 * card pools (scripts/draw-held-out.mjs, issue #26), each written from the Comprehensive Rules and
 * the card's Oracle text, with its cards in examples/held-out/cards.json. Scenarios the engine
 * gets wrong wait in examples/held-out/.failing/ (not collected here), each saying why at its top.
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

const dir = fileURLToPath(new URL('../examples/held-out/', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('examples/held-out/*.yaml: scenarios on held-out cards, written from the rules, hold', () => {
  it('there are scenarios', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const loaded = loadScenario(readFileSync(join(dir, file), 'utf8'), `examples/held-out/${file}`, {
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
