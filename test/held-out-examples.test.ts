/**
 * examples/held-out/*.yaml: one scenario per card drawn at random from the held-out parts of both
 * card pools (scripts/draw-held-out.mjs, issue #26), each written from the Comprehensive Rules and
 * the card's Oracle text, with its cards in examples/held-out/cards.json. Scenarios the engine
 * gets wrong wait in examples/held-out/.failing/ (not collected here), each saying why at its top.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectScenarioHolds, yamlFiles } from './helpers/example-files.js';

const dir = fileURLToPath(new URL('../examples/held-out/', import.meta.url));
const files = yamlFiles(dir);

describe('examples/held-out/*.yaml: scenarios on held-out cards, written from the rules, hold', () => {
  it('there are scenarios', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => expectScenarioHolds(dir, file, `examples/held-out/${file}`));
});
