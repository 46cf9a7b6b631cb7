/**
 * The project's import check (`npm run check:imports`, part of `npm test`): no import circle in
 * src/, and imports that run down the floors of docs/architecture.md only:
 *
 *   cli -> scenario -> cards / oracle -> catalog / explain -> core
 *
 * A floor may import its own floor and those below it, never one above. Type-only imports count
 * (tsPreCompilationDeps): a circle of types is a circle of concepts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import one way: a circle means two concepts that are one, or a third one to take out.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'The rules core runs anywhere (browser, worker): no Node API.',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-imports-only-core',
      severity: 'error',
      comment: 'The ground floor: src/core imports nothing from the rest of src/ nor any package.',
      from: { path: '^src/core/' },
      to: { pathNot: '^src/core/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'catalog-explain-below-cards-oracle',
      severity: 'error',
      comment: 'catalog/ and explain/ read the core only: not the card files, the compiler, the loader or the CLI.',
      from: { path: '^src/(catalog|explain)/' },
      to: { path: '^src/(cards|oracle|scenario|cli)/|^src/index\\.ts$' },
    },
    {
      name: 'cards-oracle-below-scenario',
      severity: 'error',
      comment:
        "cards/ and oracle/ serve the loader, not the other way. Known crossing, left as it is: cards/ uses three of scenario/'s " +
        'leaf modules (located problems, source positions, the CardSource interface), which import only the core and yaml.',
      from: { path: '^src/(cards|oracle)/' },
      to: { path: '^src/(scenario|cli)/|^src/index\\.ts$', pathNot: '^src/scenario/(problems|positions|types)\\.ts$' },
    },
    {
      name: 'scenario-below-cli',
      severity: 'error',
      comment: 'The loader is a library: it never imports the CLI or the package root.',
      from: { path: '^src/scenario/' },
      to: { path: '^src/cli/|^src/index\\.ts$' },
    },
    {
      name: 'src-not-tests-or-web',
      severity: 'error',
      comment: 'The library ships alone: src/ never imports tests, the playground or scripts.',
      from: { path: '^src/' },
      to: { path: '^(test|test-web|web|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
