/**
 * The second script of the built playground: the Oracle compiler (`web/dist/oracle.js`, a classic
 * script that sets `globalThis.mtgLayersOracle`), loaded by compiler.ts only when a card file is
 * opened. Run after web/vite.config.ts, into the same web/dist.
 */
import { join } from 'node:path';
import { defineConfig } from 'vite';

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
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
});
