/**
 * Type tests of the library's public types, compiled by tsc (test/library-types.test.ts): every
 * `@ts-expect-error` line must be an error, or tsc reports the directive as unused and the test fails.
 * Nothing here runs.
 */
import * as core from '../../src/core/index.js';
import {
  type Action,
  type CardType,
  type Color,
  type CompiledCard,
  compileCard,
  createEvaluator,
  emptyState,
  evaluate,
  type Failure,
  findCard,
  type LoadResult,
  loadScenario,
  type ObjectResult,
  type ReadonlyDeep,
  type ReadonlyEvaluationResult,
  type ReadonlyGameState,
  type Result,
  type Scenario,
  type Supertype,
  suggestCards,
} from '../../src/index.js';
import type { Result as ScenarioEntryResult } from '../../src/scenario/index.js';

declare const action: Action;
const ev = createEvaluator(emptyState(['you', 'them']), { freeze: true });

// Point 3: one Result; annotating the evaluator's and the loader's answers with it compiles.
const applied: Result<core.Evaluator> = ev.apply(action);
const loaded: Result<Scenario> = loadScenario('players: [you]\n', 'a.yaml', { cards: { findCard, suggestCards } });
const loadedExactly: LoadResult<Scenario> = loadScenario('players: [you]\n', 'a.yaml', { cards: { findCard, suggestCards } });
// The loader's error always lists its located problems; the core's generic one may not.
if (!loadedExactly.ok) loadedExactly.error.problems[0]?.line.toFixed();
// @ts-expect-error: problems is optional on the generic Result's error
if (!loaded.ok) loaded.error.problems.length;
// The /scenario entry's old name still means the loader's result (deprecated alias).
const old: ScenarioEntryResult<Scenario> = loadedExactly;
// The root and /core export the same Result.
const same: core.Result<core.Evaluator> = applied;

// Point 1: results and states are readonly to callers.
if (applied.ok) {
  const child = applied.value.result();
  const x = child.objects.x;
  if (x) {
    // @ts-expect-error: a result is shared with the parent's and siblings' results
    x.power = 99;
    // @ts-expect-error: its lists too
    x.types.push('Creature');
    // @ts-expect-error: and its counters
    x.counters['+1/+1'] = 3;
  }
  // @ts-expect-error: and the map of objects
  child.objects.y = child.objects.x as ObjectResult;
  const asReadonly: ReadonlyEvaluationResult = child;
  // @ts-expect-error: a readonly result is not a mutable one
  const mutable: core.EvaluationResult = child;
  void asReadonly;
  void mutable;
}
const frozen = evaluate(emptyState(), { freeze: true });
// @ts-expect-error: evaluate(..., { freeze: true }) is typed readonly
frozen.rules.push('x');
// Without freeze the result is the caller's own.
evaluate(emptyState()).rules.push('x');
const view: ReadonlyGameState = emptyState();
// @ts-expect-error: a readonly position
view.objects.push(view.objects[0] as never);
const deep: ReadonlyDeep<{ a: { b: number[] } }> = { a: { b: [1] } };
// @ts-expect-error: readonly all the way down
deep.a.b[0] = 2;

// Point 2: literal unions in results.
declare const o: ObjectResult;
const t: CardType | undefined = o.types[0];
const c: Color | undefined = o.colors[0];
const s: Supertype | undefined = o.supertypes[0];
// @ts-expect-error: a misspelt card type is not a CardType
o.types.includes('Creatur');
// @ts-expect-error: nor a colour that isn't one (105.1)
o.colors.includes('purple');
o.types.includes('Creature');
core.CARD_TYPES satisfies readonly CardType[];

// Point 4: compileCard of a card gives a compiled card; of anything else, a Result error.
const compiled: CompiledCard = compileCard({ name: 'Grizzly Bears', type_line: 'Creature — Bear', power: '2', toughness: '2' });
const unknownInput: CompiledCard | Failure = compileCard(JSON.parse('null') as unknown);
if (unknownInput.ok) unknownInput.card.name.toUpperCase();
else unknownInput.error.path?.join('.');

export { c, compiled, loaded, old, s, same, t };
