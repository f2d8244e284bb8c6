import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * `sqlRows` for the hot statements (the teacher screens, the audited reads' gates), run as a named prepared statement
 * (docs/ARCHITECTURE.md §19). The name is a digest of the statement's text (its values are
 * parameters), so each text is parsed once per connection and PostgreSQL may keep its plan:
 * planning these statements cost about as much as running them (0.3–1.4 ms each on the large
 * school, bench/explain-teacher-api.ts). A statement whose text varies with its values (an `in`
 * list) must not come here: every variant would stay prepared on every connection. PGlite ignores
 * the name.
 */
export async function preparedRows<Row>(db: Db | Tx, query: SQL<Row> | SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `t_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}
