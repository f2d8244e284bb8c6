import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A transaction or the database: both insert the same way. */
export type Writer = Pick<Db, 'insert'>;

/**
 * Inserts rows in multi-row statements of `chunk` rows: one round trip per chunk instead of one
 * per row (PGlite runs one statement at a time), and well under PostgreSQL's 65,535 parameters.
 */
export async function insertChunked<T extends PgTable>(db: Writer, table: T, rows: T['$inferInsert'][], chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}
