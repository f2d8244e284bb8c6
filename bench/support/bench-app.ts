import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/client';

/**
 * The app in process on `database`, ready for `app.inject`: its files in a fresh temporary folder
 * (`prefix` names it), no built client, and the rate limits lifted (a bench asks far faster than a person).
 */
export async function openBenchApp(database: Database, prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    RATE_LIMIT_PER_USER: '1000000',
    RATE_LIMIT_PER_ADDRESS: '1000000',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}
