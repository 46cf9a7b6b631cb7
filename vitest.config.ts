import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 30_000,
    // MTG_LAYERS_CATALOG=compiled: catalog cards the Oracle compiler reads fully use its definitions.
    setupFiles: ['./test/setup-catalog.ts'],
  },
});
