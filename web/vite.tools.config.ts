/**
 * The answer's tools as a classic script (`web/dist/tools.js`: the "state after layer N" slider
 * and the quiz, web/src/tools-entry.ts, which sets `globalThis.mtgLayersTools`), loaded by
 * tools.ts the first time the slider's box is opened or a quiz started. It imports only types
 * and the tiny dom.ts: the explanations' functions come from the first script as arguments.
 * Run after web/vite.config.ts, into the same web/dist.
 */
import { join } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  build: {
    outDir: join(import.meta.dirname, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    minify: 'terser',
    lib: {
      entry: join(import.meta.dirname, 'src/tools-entry.ts'),
      formats: ['iife'],
      name: 'mtgLayersToolsScript',
      fileName: () => 'tools.js',
    },
  },
});
