/** Scenario text through the loader and replay, as `mtg-layers check` runs it (the catalog's cards). */
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { compileCard } from '../../src/oracle/index.js';
import { type CheckResult, loadScenario, type Problem, replay } from '../../src/scenario/index.js';

const options = { cards: { findCard, suggestCards }, compile: compileCard };

/** Every asserted field's result, or throws with the problems of bad input. */
export function check(text: string): CheckResult[] {
  const l = loadScenario(text, 'case.yaml', options);
  if (!l.ok) throw new Error(l.error.problems.map((p) => p.message).join('\n'));
  const r = replay(l.value);
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value.checkpoints.flatMap((c) => c.results);
}

/** The failed fields as "subject.field: actual" (an empty list when every expectation held). */
export function failures(text: string): string[] {
  return check(text)
    .filter((r) => !r.pass)
    .map((r) => `${r.subject}.${r.field}: ${JSON.stringify(r.actual)}`);
}

/** The problems of bad input (load or replay), none when the file is good. */
export function problems(text: string): Problem[] {
  const l = loadScenario(text, 'case.yaml', options);
  if (!l.ok) return l.error.problems;
  const r = replay(l.value);
  return r.ok ? [] : r.error.problems;
}
