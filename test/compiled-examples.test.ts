/**
 * examples/cards/*.yaml: scenarios with cards from examples/cards/test-cards.json, whose
 * abilities are compiled from their Oracle text by src/oracle. Each asserts what a judge would
 * rule, so each holds only while the compiler reads its sentences correctly.
 * (test/cards-cli.test.ts also checks that every one of them loads without bad input.)
 */
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { expectScenarioHolds, yamlFiles } from './helpers/example-files.js';

const dir = fileURLToPath(new URL('../examples/cards/', import.meta.url));
const files = yamlFiles(dir);

describe('examples/cards/*.yaml: every expectation holds (compiled cards)', () => {
  it.each(files)('%s', (file) => expectScenarioHolds(dir, file, `examples/cards/${file}`));
});
