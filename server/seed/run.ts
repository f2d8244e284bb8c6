import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { isDatabaseEmpty, seedDemo } from './demo';

/** Every table of the schema, so a reset never forgets one added later. */
export function allTableNames(): string[] {
  return (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
}

/**
 * Deletes every row of every table (the schema and the migration history stay), but the data
 * versions: they only ever grow, so an instance still running keeps no answer of the old data under a
 * version the new data reaches again (the truncates bump the global row, ARCHITECTURE.md §19).
 */
export async function truncateAll(db: Db): Promise<void> {
  const list = allTableNames()
    .filter((name) => name !== getTableName(schema.dataVersions))
    .map((name) => `"${name}"`)
    .join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`));
}

export type SeedOutcome = 'seeded' | 'already-seeded' | 'reset';

/** What `npm run db:seed` does: seed an empty database; with `reset`, empty it first. */
export async function runSeed(db: Db, { reset = false }: { reset?: boolean } = {}): Promise<SeedOutcome> {
  if (reset) {
    await truncateAll(db);
    await seedDemo(db);
    return 'reset';
  }
  if (!(await isDatabaseEmpty(db))) return 'already-seeded';
  await seedDemo(db);
  return 'seeded';
}
