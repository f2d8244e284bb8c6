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
    // A failed test keeps its trace: every action with the DOM before and after it, the network and
    // the console. Without the screencast: it made Chromium encode and send a frame for every paint of
    // every test (about a third of the accessibility spec's CPU) and is what the DOM snapshots show
    // anyway; the failure's own screenshot is still taken (`screenshot`).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
