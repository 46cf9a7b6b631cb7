import { defineConfig } from 'vitest/config';

/** The playground's browser tests (npm run test:web): a real Chromium, never run by `npm test`. */
export default defineConfig({
  test: {
    include: ['test-web/**/*.test.ts'],
    reporters: ['default', './test/summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
