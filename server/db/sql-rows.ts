import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs a statement written as `sql<Row>` and answers its rows: the one place that reads a raw
 * result, which both drivers (node-postgres, PGlite) hand back as `{ rows }`. Repositories use
 * the query builder (docs/ARCHITECTURE.md §5); this is for what it cannot say (trigger checks in
 * tests, bulk generation in the benches). Write names from the schema objects (`${students.id}`)
 * so that a rename fails the compile.
 */
export async function sqlRows<Row>(db: Db, query: SQL<Row>): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
