/**
 * The editor's typing aids as a classic script (`web/dist/editor-extras.js`, web/src/editor-extras.ts):
 * @codemirror/autocomplete and @codemirror/lint, with CodeMirror's state, view and language taken
 * from the first script through globals, and the scenario format's keys for completion
 * (`virtual:schema-keys`). Run after web/vite.config.ts, into the same web/dist.
 */
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { schemaKeysModule } from './lazy-data.js';
import { CODEMIRROR_GLOBALS } from './src/editor-extras-globals.js';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [schemaKeysModule()],
  build: {
    outDir: join(import.meta.dirname, 'dist'),
    emptyOutDir: false,
    target: 'es2022',
    minify: 'terser',
    lib: {
      entry: join(import.meta.dirname, 'src/editor-extras-entry.ts'),
      formats: ['iife'],
      name: 'mtgLayersEditorExtrasScript',
      fileName: () => 'editor-extras.js',
    },
    rollupOptions: { external: Object.keys(CODEMIRROR_GLOBALS), output: { globals: CODEMIRROR_GLOBALS } },
  },
});
