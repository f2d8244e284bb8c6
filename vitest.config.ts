import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own in-memory PGlite; a few at a time keeps two cores responsive.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
