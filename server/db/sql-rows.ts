import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Runs a statement written as `sql<Row>` and answers its rows: the one place that reads a raw
 * result, which both drivers (node-postgres, PGlite) hand back as `{ rows }`. Repositories use
 * the query builder unless a statement is measurably faster written out (docs/ARCHITECTURE.md §5);
 * those statements, the audit gates, the test fixtures and the bench generator run through here. Write names from the schema objects (`${students.id}`)
 * so that a rename fails the compile.
 */
export async function sqlRows<Row>(db: Db | Tx, query: SQL<Row> | SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
