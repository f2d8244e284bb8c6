/**
 * `npm run db:seed [-- --reset] [-- --force]`: seeds the demo school into the configured database
 * (`DATABASE_URL`, or PGlite under `DATA_DIR`, as `server/main.ts`). Idempotent: a database that
 * already has users is left alone. `--reset` empties every table first. Refuses to run with
 * `NODE_ENV=production` unless `--force` is given, so demo accounts never reach a real school by accident.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runSeed } from '../seed/run';

async function main() {
  const args = new Set(process.argv.slice(2));
  const reset = args.has('--reset');
  const config = loadConfig();
  if (config.production && !args.has('--force')) {
    console.error('Refusing to seed demo data with NODE_ENV=production (pass --force if you really mean it).');
    process.exit(1);
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const started = performance.now();
    const outcome = await runSeed(database.db, { reset });
    const ms = Math.round(performance.now() - started);
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    if (outcome === 'already-seeded') console.log(`The database (${where}) already has data: already seeded. Use --reset to start over.`);
    else
      console.log(
        `Demo school ${outcome === 'reset' ? 'reset and ' : ''}seeded into ${where} in ${ms} ms. Password for every demo login: demo1234`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
