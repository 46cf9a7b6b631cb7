#!/usr/bin/env node
// mtg-layers command line. The code lives in dist/ (built by `npm run build`, run by `prepare`).
// dist/cli/bundle.js is the same code in one file (scripts/bundle-cli.mjs), faster to start; it is
// used unless it is missing or older than dist/cli/main.js (a `tsc` run without the bundle step).
import { statSync } from 'node:fs';

const built = (file) => statSync(new URL(file, import.meta.url), { throwIfNoEntry: false })?.mtimeMs;
const bundle = built('../dist/cli/bundle.js');
const entry = bundle !== undefined && bundle >= (built('../dist/cli/main.js') ?? 0) ? '../dist/cli/bundle.js' : '../dist/cli/main.js';
let main;
try {
  main = await import(entry);
} catch (e) {
  process.stderr.write(`mtg-layers: cannot load ${entry.slice(3)} (run \`npm run build\` first): ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
  process.exit(70);
}
process.exitCode = await main.run(process.argv.slice(2));
