import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type PendingGate, takePendingGate } from '../lib/request-context';
import { batchHandleOf, type Db, type Tx } from './client';

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
  const gate = takePendingGate(db);
  if (gate) {
    const carried = await carryGate<Row>(db, gate, query);
    if (carried) return carried;
  }
  return runPrepared<Row>(db, dialect.sqlToQuery(query));
}

/**
 * `preparedRows` for a statement made for several requests at once (`GroupCommit`): it never carries
 * a request's pending gate. On PostgreSQL it runs on the database's batch connections
 * (`batchHandleOf`), where the server keeps one plan for it; in a transaction, on the transaction.
 */
export function preparedRowsOfMany<Row>(db: Db | Tx, query: SQL<Row> | SQL): Promise<Row[]> {
  return runPrepared<Row>(batchHandleOf(db), dialect.sqlToQuery(query));
}

/**
 * A PostgreSQL array literal of `values`, for a parameter cast `::text::<type>[]` (a batch's column:
 * `unnest(…)`). Sent as text, which both drivers pass through as it is.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/** The built text and parameters of a statement, as `preparedRows` sends them. */
export const builtQuery = (query: SQL) => dialect.sqlToQuery(query);

async function runPrepared<Row>(db: Db | Tx, built: { sql: string; params: unknown[] }): Promise<Row[]> {
  const name = `t_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}

/** A read that may carry a gate: a select (no data-modifying part, which PostgreSQL allows only at the top). */
const plainRead = /^\s*(select|with)\b/i;
const modifies = /\b(insert|update|delete)\b/i;

/**
 * Runs a declared read's audit gate (`auditGate`) and the handler's first statement as one (ARCHITECTURE.md §19):
 * the gate as a data-modifying CTE, the statement below it run only when the gate wrote its row, in the
 * same snapshot. Sets `gate.opened`; answers the statement's rows (none when refused), or null when
 * the statement cannot carry the gate (not a plain read, or it reads the audit log, which would not
 * see the gate's row yet): then the gate runs alone first.
 */
async function carryGate<Row>(db: Db | Tx, gate: PendingGate, query: SQL): Promise<Row[] | null> {
  const inner = dialect.sqlToQuery(query).sql;
  if (!plainRead.test(inner) || modifies.test(inner) || inner.includes('"audit_log"')) {
    gate.opened = runPrepared<{ id: string }>(db, dialect.sqlToQuery(gate.statement)).then((rows) => rows.length > 0);
    gate.opened.catch(() => {}); // awaited by the registrar too: its failure is reported there, once
    await gate.opened.finally(() => gate.release?.());
    return null;
  }
  const folded = sql`with gate as (${gate.statement})
    select g.opened as "__gateOpened", q.* from (select count(*)::int as opened from gate) g
    left join lateral (select true as "__gateRow", q0.* from (${query}) q0 where g.opened > 0) q on true`;
  const run = runPrepared<Row & { __gateOpened: number; __gateRow: boolean | null }>(db, dialect.sqlToQuery(folded));
  gate.opened = run.then((rows) => (rows[0]?.__gateOpened ?? 0) > 0);
  gate.opened.catch(() => {}); // the registrar awaits it; a failure also fails `run` below
  const rows = await run.finally(() => gate.release?.());
  const out: Row[] = [];
  for (const { __gateOpened, __gateRow, ...row } of rows) if (__gateRow) out.push(row as Row);
  return out;
}
