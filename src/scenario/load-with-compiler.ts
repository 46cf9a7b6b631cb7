/**
 * The root entry's `loadScenario` (`mtg-layers`, for Node and for bundles that want the whole
 * library): inline cards' Oracle lines are read by the Oracle compiler unless the options say
 * otherwise, as the command line reads them. `mtg-layers/scenario` keeps the loader without
 * the compiler, so that a browser bundle carries it only when it asks for it (`compile`).
 */
import { findCard, suggestCards } from '../catalog/index.js';
import { compileCard } from '../oracle/index.js';
import { type LoadOptions, loadScenario as loadWithout } from './load.js';
import type { LoadResult } from './problems.js';
import type { Scenario } from './types.js';

/**
 * Reads a scenario file's text (YAML or JSON) into a checked scenario, or every problem located
 * (`file:line:col` and the path); inline Oracle lines are compiled (`compileCard`) unless
 * `options.compile` says how else. Cards are looked up in the bundled catalog unless
 * `options.cards` gives another source.
 */
export function loadScenario(text: string, file: string, options: Partial<LoadOptions> = {}): LoadResult<Scenario> {
  const given = options !== null && typeof options === 'object' ? options : {};
  return loadWithout(text, file, { compile: compileCard, cards: { findCard, suggestCards }, ...given });
}
