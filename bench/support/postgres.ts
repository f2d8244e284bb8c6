import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '@/server/db/client';
import { seedDemo } from '@/server/seed/demo';

/** Whether a PostgreSQL server answers at `url` (within 2 s): benches skip their PostgreSQL half when not. */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Where the benches find PostgreSQL: `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`, else the local server. */
export const benchPostgresUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `bench` on the demo data twice: in an in-memory PGlite, then in a throwaway PostgreSQL schema
 * (`<schemaPrefix>_<random>`, dropped afterwards) when a server answers; `emit` gets each run's lines.
 * `BENCH_DATABASES=postgres`: only the PostgreSQL run.
 */
export async function onSeededDatabases(
  schemaPrefix: string,
  emit: (...lines: string[]) => void,
  bench: (label: string, database: Database) => Promise<string[]>,
): Promise<void> {
  // BENCH_DATABASES=postgres runs only the PostgreSQL half.
  if (process.env.BENCH_DATABASES !== 'postgres') {
    const pglite = await openDatabase({});
    try {
      await seedDemo(pglite.db);
      emit(...(await bench('PGlite (in memory)', pglite)));
    } finally {
      await pglite.close();
    }
  }
  const url = benchPostgresUrl();
  if (!(await postgresReachable(url))) {
    emit(`PostgreSQL: skipped (${url.replace(/:[^:@/]*@/, ':***@')} not reachable)`);
    return;
  }
  const schema = `${schemaPrefix}_${randomBytes(4).toString('hex')}`;
  const postgres = await openDatabase({ databaseUrl: url, searchPath: schema });
  try {
    await seedDemo(postgres.db);
    emit(...(await bench('PostgreSQL (pool 10, a throwaway schema)', postgres)));
  } finally {
    await postgres.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
    await postgres.close();
  }
}
