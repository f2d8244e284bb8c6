import { defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './scripts/heavy-first-sequencer';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Two cores: two test files at a time across both projects. (Per-project `maxWorkers` would need
    // a separate `sequence.groupOrder` each, which runs the projects one after the other.)
    maxWorkers: 2,
    // The longest files start first whether or not vitest has timings yet (scripts/heavy-first-sequencer.ts).
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own in-memory PGlite in its own process, from one seeded dump
          // built here first (server/test/pglite-template.ts).
          pool: 'forks',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // jsdom + Chakra renders are CPU-bound; on a busy 2-core machine a full sign-in flow can take 10–20 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
