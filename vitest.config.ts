import { configDefaults, defineConfig } from 'vitest/config';
import { HeavyFirstSequencer } from './scripts/heavy-first-sequencer';

/** The server, contract, domain and script tests: Node, a process per worker. */
const serverFiles = {
  include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'domain/**/*.test.ts', 'scripts/**/*.test.ts'],
  environment: 'node' as const,
  // Each suite opens its own database from one seeded copy built here first
  // (server/test/pglite-template.ts, server/test/postgres-template.ts).
  pool: 'forks' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Server test files that replace a module with `vi.mock`. The other server files share their
 * worker's loaded modules from file to file (`isolate: false`: importing fastify, drizzle, zod and
 * PGlite again for every file took about 30 % of the server files' CPU time); a mock would
 * not take over a module an earlier file already loaded, so these run isolated.
 */
const moduleMockingFiles = ['server/repos/account-email.test.ts', 'server/roster/district-gone.test.ts'];

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
        test: { ...serverFiles, name: 'server', exclude: [...configDefaults.exclude, ...moduleMockingFiles], isolate: false },
      },
      { extends: true, test: { ...serverFiles, name: 'server-mocks', include: moduleMockingFiles } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // jsdom + Chakra renders are CPU-bound; on a busy 2-core machine a full sign-in flow can take 10–20 s.
          testTimeout: 30_000,
          // A worker keeps its loaded modules (React, Chakra, the router) from file to file: importing
          // them again for every file was about two thirds of this project's CPU time. Module state a
          // page leaves behind is put back after each test (src/test/setup.ts); no web test uses vi.mock.
          isolate: false,
        },
      },
    ],
  },
});
