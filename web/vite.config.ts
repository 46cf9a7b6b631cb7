/**
 * The playground's build: a static site in web/dist with relative URLs (base './'), so it
 * works from any static host and any sub-path. The card data and the rules text are kept
 * in chunks of their own, and the gzipped size of each file is printed after the build.
 */
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

function gzipSizes(): Plugin {
  return {
    name: 'mtg-layers-gzip-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const rows: { file: string; raw: number; gz: number }[] = [];
      for (const [file, out] of Object.entries(bundle)) {
        const data = out.type === 'chunk' ? out.code : out.source;
        const buf = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
        rows.push({ file, raw: buf.length, gz: gzipSync(buf, { level: 9 }).length });
      }
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      const isData = (f: string) => /(?:^|\/)(?:cards|rules)-[^/]*\.js$/.test(f);
      const app = rows.filter((r) => !isData(r.file) && !r.file.endsWith('.map'));
      const data = rows.filter((r) => isData(r.file));
      const sum = (rs: typeof rows) => rs.reduce((s, r) => s + r.gz, 0);
      const lines = rows
        .filter((r) => !r.file.endsWith('.map'))
        .sort((a, b) => b.gz - a.gz)
        .map((r) => `  ${r.file.padEnd(44)} ${kb(r.raw).padStart(10)}  gzip ${kb(r.gz).padStart(9)}`);
      this.info(
        `\n${lines.join('\n')}\n  app (before card data and rules text), gzipped: ${kb(sum(app))}\n  card data + rules text, gzipped: ${kb(sum(data))}\n  total, gzipped: ${kb(sum(rows.filter((r) => !r.file.endsWith('.map'))))}`,
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  server: { host: '127.0.0.1', port: 5173, strictPort: false, fs: { allow: ['..'] } },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // zod's and yaml's sources carry /* @__PURE__ */ comments Rollup cannot place; harmless.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          if (/src\/catalog\/(?:oracle-data|definitions\/)/.test(id)) return 'cards';
          if (id.includes('generated/cr-rules.json')) return 'rules';
          return undefined;
        },
      },
    },
  },
  plugins: [gzipSizes()],
});
