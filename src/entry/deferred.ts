/**
 * Node's root loads `loadScenario`, `toScenario` and `compileCard` (yaml, zod and the Oracle
 * compiler: most of the root's import time) on the first call of one of them, synchronously,
 * with `require` of the ES module `heavy.js` (Node 20.19 and later, the package's `engines`).
 * Each wrapper has the type of the function it calls. A bundle for Node that leaves `heavy.js`
 * out (esbuild does not follow `createRequire`) gets an error saying what to import instead.
 */
import { createRequire } from 'node:module';
import type * as Heavy from './heavy.js';

let heavy: typeof Heavy | undefined;

function loaded(): typeof Heavy {
  if (heavy) return heavy;
  try {
    heavy = createRequire(import.meta.url)('./heavy.js') as typeof Heavy;
  } catch (e) {
    throw new Error(
      "mtg-layers: the package root could not load its loader and compiler (dist/entry/heavy.js) on first use, as in a bundle that left it out; import loadScenario and toScenario from 'mtg-layers/scenario' instead, or bundle with the 'import' condition rather than 'node'",
      { cause: e },
    );
  }
  return heavy;
}

/** `loadScenario` of the loader with the Oracle compiler (scenario/load-with-compiler.ts), loaded on first use. */
export const loadScenario: typeof Heavy.loadScenario = (text, file, options) => loaded().loadScenario(text, file, options);

/** `toScenario` (scenario/to-scenario.ts), loaded on first use. */
export const toScenario: typeof Heavy.toScenario = (state, options) => loaded().toScenario(state, options);

/** `compileCard` (oracle/compile.ts), loaded on first use. */
export const compileCard = ((card: unknown) => loaded().compileCard(card)) as typeof Heavy.compileCard;
