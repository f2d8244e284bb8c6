import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemo } from './seed/demo';

/** Starts the API and the SPA on one port; seeds the demo school on an empty database (not in production). */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
  );
  let seeded = false;
  if (!config.production && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
    seeded = true;
  }
  const app = await buildApp({ config, database, logger: true });
  await app.listen({ port: config.port, host: config.host });

  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  CS curriculum LMS is running at http://localhost:${config.port}  (${where}, ready in ${Math.round(performance.now() - started)} ms)`,
  ];
  if (!config.production) {
    lines.push(
      seeded ? '  Demo school seeded. Sign in with password demo1234 as:' : '  Demo logins (password demo1234):',
      '    teacher@demo.test   teacher, schools A and B',
      '    teacher2@demo.test  teacher, school C',
      '    admin@demo.test     school admin, school A',
      '    district@demo.test  district admin, district 1',
      '    parent@demo.test    parent of two children in school A',
      '    super@demo.test     super admin',
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing open requests, then closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('Could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
