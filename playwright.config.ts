import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

/**
 * The built SPA against the real server over a freshly seeded, temporary database
 * (`scripts/e2e-server.mjs`), in Debian's Chromium. `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: 'e2e',
  // Two cores: two browsers at most, and a test that fails is reported as failed, not retried.
  workers: ci ? 2 : Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    // No trace unless asked for (`E2E_TRACE=1`): recording one for every test and throwing the passing
    // ones away cost 13 % of the suite's CPU (DOM snapshots around every action, over the browser's
    // protocol; the screencast, dropped earlier, cost a third of the accessibility spec). A failure
    // still keeps its screenshot and Playwright's snapshot of the page's accessibility tree; to see
    // every action of a failing test, run it again with E2E_TRACE=1.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    navigationTimeout: 20_000,
    // The built app registers a service worker (ARCHITECTURE.md §20); the specs that mock the API
    // with page.route need requests to come from the page. e2e/offline-grades.spec.ts allows it.
    serviceWorkers: 'block',
    actionTimeout: 10_000,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !ci,
    // A fresh PGlite folder plus the demo seed: several seconds on a busy two-core machine.
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
