import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two test files at a time across both projects. (Per-project `maxWorkers` would need
    // a separate `sequence.groupOrder` each, which runs the projects one after the other.)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own in-memory PGlite in its own process, loaded from the images the
          // global setup makes once per run (a migrated and a seeded cluster).
          pool: 'forks',
          globalSetup: ['server/test/pglite-global-setup.ts'],
          testTimeout: 30_000,
          // Timeouts are a safety net, not a measure: a busy two-core machine can take a minute to
          // start a suite's server.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
