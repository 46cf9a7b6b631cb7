#!/usr/bin/env node
// mtg-layers command line. The code lives in dist/ (built by `npm run build`, run by `prepack`).
// dist/cli/bundle.js is the command line in one file with its dependencies (scripts/bundle-cli.mjs):
// an installed package ships only the bundle, and always runs it. In a checkout, dist/cli/main.js
// is used instead when the bundle is missing or older (a `tsc` run without the bundle step).
import { statSync } from 'node:fs';

const built = (file) => statSync(new URL(file, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;
const bundle = built('../dist/cli/bundle.js');
const unbundled = built('../dist/cli/main.js');
const entry = bundle !== undefined && (unbundled === undefined || bundle >= unbundled) ? '../dist/cli/bundle.js' : '../dist/cli/main.js';
let main;
try {
  main = await import(entry);
} catch (e) {
  process.stderr.write(`mtg-layers: cannot load ${entry.slice(3)} (run \`npm run build\` first): ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
  process.exit(70);
}
process.exitCode = await main.run(process.argv.slice(2));
