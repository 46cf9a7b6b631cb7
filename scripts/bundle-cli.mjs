#!/usr/bin/env node
/**
 * Part of `npm run build`: the command line as one file, `dist/cli/bundle.js` (esbuild, minified,
 * its dependencies inlined), which `bin/mtg-layers.js` loads. Loading one file instead of some
 * three hundred modules (the project's, zod's, yaml's, commander's) takes about a third less CPU
 * at every start, which is most of the time of `mtg-layers evaluate` on a real game board.
 * The library entries stay plain modules. The bundle sits beside dist/cli/main.js, so the paths
 * it reads relative to itself (package.json for --version) are the same.
 */
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../dist/cli/main.js', import.meta.url).pathname],
  outfile: new URL('../dist/cli/bundle.js', import.meta.url).pathname,
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
  // yaml and commander are CommonJS: their require() of Node's modules needs a require in ESM.
  banner: { js: "import { createRequire as __mtgLayersRequire } from 'node:module'; const require = __mtgLayersRequire(import.meta.url);" },
});
