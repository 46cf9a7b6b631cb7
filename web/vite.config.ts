/**
 * The playground's build: a static site in web/dist with relative URLs (base './').
 * One classic (non-module) script, so the page also works opened from file:// —
 * browsers refuse ES module scripts there; the examples and the rules text are classic
 * scripts of their own, loaded when needed (lazy-data.ts). After the build the gzipped
 * sizes are printed: each file, what the first load fetches (the page and its script),
 * and the card data inside that script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { lazyData } from './lazy-data.js';
import { lazyLocales } from './lazy-locales.js';
import { zodWithoutJsonSchema } from './zod-without-json-schema.js';

const outDir = join(import.meta.dirname, 'dist');
const isCardData = (id: string) => /src\/catalog\/(?:oracle-data|definitions\/)/.test(id);
const gz = (s: string | Uint8Array) => gzipSync(typeof s === 'string' ? Buffer.from(s) : s, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

function classicScriptAndSizes(): Plugin {
  return {
    name: 'mtg-layers-playground-build',
    apply: 'build',
    generateBundle(_options, bundle) {
      const lines: string[] = [];
      let first = 0;
      let data = '';
      for (const [file, out] of Object.entries(bundle)) {
        if (file.endsWith('.map')) continue;
        const content = out.type === 'chunk' ? out.code : out.source;
        const lazy = out.type === 'asset' && file.endsWith('.js');
        lines.push(
          `  ${file.padEnd(36)} ${kb(Buffer.byteLength(typeof content === 'string' ? content : Buffer.from(content))).padStart(10)}  gzip ${kb(gz(content)).padStart(9)}${lazy ? '  (loaded when needed)' : ''}`,
        );
        if (!lazy) first += gz(content);
        // The card data are data literals: minifying leaves them as they are, so their rendered code gzipped on its own is what they weigh.
        if (out.type === 'chunk') for (const [id, m] of Object.entries(out.modules)) if (isCardData(id)) data += m.code ?? '';
      }
      this.info(
        `\n${lines.join('\n')}\n  first load (index.html and its script), gzipped: ${kb(first)}  (target <= 300 kB)\n  in it, the catalog's card data, gzipped: ${kb(gz(data))}\n  oracle.js: built next (vite.oracle.config.ts), loaded when needed`,
      );
    },
    closeBundle() {
      // A classic deferred script instead of type="module": works from file:// too.
      const file = join(outDir, 'index.html');
      const html = readFileSync(file, 'utf8').replace(/<script type="module" crossorigin src=/, '<script defer src=');
      writeFileSync(file, html);
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  server: { host: '127.0.0.1', port: 5173, strictPort: false, fs: { allow: ['..'] } },
  preview: { host: '127.0.0.1' },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // zod's and yaml's sources carry /* @__PURE__ */ comments Rollup cannot place; harmless.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
      output: { format: 'iife', inlineDynamicImports: true },
    },
  },
  plugins: [zodWithoutJsonSchema(), lazyLocales(), lazyData(), classicScriptAndSizes()],
});
