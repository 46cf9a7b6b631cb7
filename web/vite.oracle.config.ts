/**
 * The second script of the built playground: the Oracle compiler and the card-file indexer
 * (`web/dist/oracle.js`, a classic script that sets `globalThis.mtgLayersOracle`), loaded by
 * compiler.ts only when a card file is opened or a scenario has inline Oracle lines. `yaml` and
 * the card schema (zod) come from the first script through globals (src/oracle-globals.ts). Run
 * after web/vite.config.ts, into the same web/dist.
 */
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { isCardSchema, ORACLE_GLOBALS } from './src/oracle-globals.js';

export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: join(import.meta.dirname, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: join(import.meta.dirname, 'src/oracle-entry.ts'),
      formats: ['iife'],
      name: 'mtgLayersOracleScript',
      fileName: () => 'oracle.js',
    },
    rollupOptions: {
      external: (id) => id === 'yaml' || isCardSchema(id),
      output: { globals: (id) => (id === 'yaml' ? ORACLE_GLOBALS.yaml : ORACLE_GLOBALS.cardSchema) },
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
});
