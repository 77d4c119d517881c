import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    // Generous: CLI tests start real processes, and CI shares two cores with PostgreSQL.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two cores gain nothing from more forks.
    maxWorkers: 2,
  },
});
