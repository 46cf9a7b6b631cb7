/** oracle.js: the Oracle compiler as a classic script for the built playground (compiler.ts loads it). */
import { compileCard } from '../../src/oracle/index.js';

globalThis.mtgLayersOracle = { compileCard };
