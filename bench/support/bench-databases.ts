import type { Database } from '@/server/db/client';
import { openBenchDatabase } from '../generate-large-school';
import { benchPostgresUrl, postgresReachable } from './postgres';

interface Options {
  /** Run on one engine only. */
  only?: 'pglite' | 'postgres' | undefined;
  /** Start from an empty database (the data is generated again). */
  reset?: boolean | undefined;
  pglite: { label: string; dir?: string };
  postgres: { label: string; database?: string };
  /** Where the "PostgreSQL: skipped" line goes, when not to `emit` (a bench whose runs log their own lines). */
  note?: (line: string) => void;
}

/**
 * Runs `bench` on the generated data in the PGlite folder, then in its PostgreSQL database when a
 * server answers (else says it skipped it); `emit` gets each run's lines. The data stays for the next run.
 */
export async function onBenchDatabases(
  options: Options,
  emit: (...lines: string[]) => void,
  bench: (label: string, database: Database) => Promise<string[]>,
): Promise<void> {
  if (options.only !== 'postgres') {
    const database = await openBenchDatabase({ pgliteDir: options.pglite.dir, reset: options.reset });
    try {
      emit(...(await bench(options.pglite.label, database)));
    } finally {
      await database.close();
    }
  }
  if (options.only === 'pglite') return;
  const url = benchPostgresUrl();
  if (!(await postgresReachable(url))) {
    (options.note ?? emit)(`PostgreSQL: skipped (${url.replace(/:[^:@/]*@/, ':***@')} not reachable)`);
    return;
  }
  const database = await openBenchDatabase({ postgres: url, database: options.postgres.database, reset: options.reset });
  try {
    emit(...(await bench(options.postgres.label, database)));
  } finally {
    await database.close();
  }
}
