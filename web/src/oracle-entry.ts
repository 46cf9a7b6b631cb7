/** oracle.js: the Oracle compiler and the card-file indexer as a classic script for the built playground (compiler.ts loads it). */
import { compileCard } from '../../src/oracle/index.js';
import { openCardBytes } from './card-open.js';

globalThis.mtgLayersOracle = { compileCard, openCardBytes };
