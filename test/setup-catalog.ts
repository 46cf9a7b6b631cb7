/**
 * Test mode: MTG_LAYERS_CATALOG=compiled runs the suite with the Oracle compiler's definitions
 * in place of the hand-written ones for every catalog card it reads fully (src/oracle/catalog-bench.ts).
 * The environment is read here only; src/catalog stays free of process.env.
 */
import { setCatalogOverrides } from '../src/catalog/index.js';
import { compiledCatalogDefinitions } from '../src/oracle/catalog-bench.js';

if (process.env.MTG_LAYERS_CATALOG === 'compiled') setCatalogOverrides(compiledCatalogDefinitions());
