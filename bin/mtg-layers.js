#!/usr/bin/env node
// mtg-layers command line. The code lives in dist/ (built by `npm run build`, run by `prepare`).
// dist/cli/bundle.js is the same code in one file (scripts/bundle-cli.mjs): faster to start.
let main;
try {
  main = await import('../dist/cli/bundle.js').catch((e) => {
    if (e?.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('bundle.js')) return import('../dist/cli/main.js');
    throw e;
  });
} catch (e) {
  process.stderr.write(`mtg-layers: cannot load dist/cli/main.js (run \`npm run build\` first): ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
  process.exit(70);
}
process.exitCode = await main.run(process.argv.slice(2));
