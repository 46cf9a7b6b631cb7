/**
 * The package root's functions that need yaml, zod or the Oracle compiler: one module, so that
 * Node's root (`src/node.ts`) can load them together on the first call of any of them.
 */

export { compileCard } from '../oracle/index.js';
export { loadScenario } from '../scenario/load-with-compiler.js';
export { toScenario } from '../scenario/to-scenario.js';
