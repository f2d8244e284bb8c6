#!/usr/bin/env node
// The server the Playwright suite runs against: the built SPA and the real API over a fresh,
// temporary DATA_DIR, so every run starts from the freshly seeded demo school. The folder is
// removed when the server stops (Playwright sends SIGTERM to this process group).
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './lib/dist-freshness.mjs';
import { runServer } from './lib/run-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const prefix = 'lms-e2e-';

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run test:e2e` (it builds first) or `npm run build`.');
  process.exit(1);
}
const stale = staleReason(root);
if (stale) console.warn(`Warning: testing an old build (${stale}); \`npm run test:e2e\` rebuilds.`);

// Folders of runs that were killed outright; a day old is never a run still going.
for (const name of readdirSync(tmpdir())) {
  const folder = path.join(tmpdir(), name);
  if (name.startsWith(prefix) && Date.now() - statSync(folder).mtimeMs > 24 * 3600_000) rmSync(folder, { recursive: true, force: true });
}

const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '3107',
  // The address the browser uses (playwright.config.ts's baseURL): single sign-on's redirect URI.
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3107'}`,
  HOST: '127.0.0.1',
  // Not production: the demo school is seeded on the empty database.
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Parallel specs all come from 127.0.0.1 and a few demo users: lift the default limits of mutating
  // endpoints (the limits declared in the contract still hold).
  RATE_LIMIT_PER_USER: '1000000',
  RATE_LIMIT_PER_ADDRESS: '1000000',
};
// Always the embedded database: a DATABASE_URL in the caller's shell is not a fresh database.
delete env.DATABASE_URL;
delete env.JWT_SECRET;
// The seed's written dates: the specs pick ranges and figures of that calendar.
delete env.DEMO_DATES;

await runServer(root, env, () => rmSync(dataDir, { recursive: true, force: true }));
