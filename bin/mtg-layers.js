#!/usr/bin/env node
// mtg-layers command line. The code lives in dist/ (built by `npm run build`, run by `prepare`).
let main;
try {
  main = await import('../dist/cli/main.js');
} catch (e) {
  process.stderr.write(`mtg-layers: cannot load dist/cli/main.js (run \`npm run build\` first): ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
  process.exit(70);
}
process.exitCode = await main.run(process.argv.slice(2));
