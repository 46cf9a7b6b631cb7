/** Text → scenario → evaluation, with the project's own loader (located problems) and core. */
import { findCard, suggestCards } from '../../src/catalog/index.js';
import type { EvaluationResult } from '../../src/core/pass/trace.js';
import { evaluateScenario, loadScenario, type Problem, type Result, type Scenario } from '../../src/scenario/index.js';
import type { CardSource } from '../../src/scenario/types.js';
import type { Compile } from './compiler.js';

export type RunResult =
  | { ok: true; scenario: Scenario; result: EvaluationResult }
  | { ok: false; problems: Problem[]; scenario: Scenario | null };

export const FILE_NAME = 'scenario.yaml';

/** Card files open in the page: given to every scenario (as `--cards`), and found by name for `cards: FILE`. */
export interface RunCards {
  files: readonly CardSource[];
  open: (path: string) => Result<CardSource>;
  /** The Oracle compiler, for inline cards' Oracle lines, once the page has loaded it. */
  compile?: Compile;
}

export function runScenario(text: string, cards?: RunCards): RunResult {
  const loaded = loadScenario(text, FILE_NAME, {
    cards: { findCard, suggestCards },
    ...(cards === undefined ? {} : { cardFiles: cards.files, openCards: cards.open }),
    ...(cards?.compile === undefined ? {} : { compile: cards.compile }),
  });
  if (!loaded.ok) return { ok: false, problems: loaded.error.problems, scenario: null };
  try {
    const evaluated = evaluateScenario(loaded.value);
    if (!evaluated.ok) return { ok: false, problems: evaluated.error.problems, scenario: loaded.value };
    return { ok: true, scenario: loaded.value, result: evaluated.value.result };
  } catch (e) {
    const message = `internal error: ${e instanceof Error ? e.message : String(e)} (this is a bug in mtg-layers)`;
    return { ok: false, problems: [{ file: FILE_NAME, line: 1, col: 1, path: '', message }], scenario: loaded.value };
  }
}
