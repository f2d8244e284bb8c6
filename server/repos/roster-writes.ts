/**
 * The batched statements of an import's writes and of its rollback: each batch is one statement over
 * a JSON array of row images (`json_to_recordset`), the same SQL on PGlite and PostgreSQL, so 40,000
 * students and 200,000 enrollments take a few hundred statements rather than a quarter of a million.
 * Table and column names come from the drizzle schema (`server/roster/tables.ts`).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { keyImage, type RosterTable, type RowImage } from './roster-tables';

/** What an import does to a row. */
export type WriteAction = 'delete' | 'update' | 'insert';

/**
 * Rows per statement: large enough to amortise a round trip, small enough to keep one JSON parameter
 * a few MB. On PGlite a statement runs in the server's thread and holds its event loop: at 4,000 rows
 * that was up to ~300 ms (health p99 252 ms during a 40,000-student apply), at 2,000 about half
 * (docs/ARCHITECTURE.md §17.2).
 */
export const batchRows = 2000;

const ident = (name: string) => sql.identifier(name);

function recordset(table: RosterTable, columns: string[], images: RowImage[]): SQL {
  const definition = sql.join(
    columns.map((c) => sql`${ident(c)} ${sql.raw(table.types[c]!)}`),
    sql`, `,
  );
  return sql`json_to_recordset(${JSON.stringify(images)}::json) as r(${definition})`;
}

function columnsOf(images: RowImage[]): string[] {
  const set = new Set<string>();
  for (const image of images) for (const column of Object.keys(image)) set.add(column);
  return [...set];
}

/** Inserts, updates (by primary key) or deletes (by primary key) the rows of one table in one statement. */
export async function writeRows(tx: Tx, table: RosterTable, action: WriteAction, images: RowImage[]): Promise<void> {
  if (images.length === 0) return;
  const target = ident(table.name);
  const matchKey = sql.join(
    table.key.map((k) => sql`t.${ident(k)} = r.${ident(k)}`),
    sql` and `,
  );
  if (action === 'insert') {
    const columns = columnsOf(images);
    const list = sql.join(columns.map(ident), sql`, `);
    await tx.execute(sql`insert into ${target} (${list}) select ${list} from ${recordset(table, columns, images)}`);
  } else if (action === 'update') {
    const columns = columnsOf(images);
    const set = sql.join(
      columns.filter((c) => !table.key.includes(c)).map((c) => sql`${ident(c)} = r.${ident(c)}`),
      sql`, `,
    );
    await tx.execute(sql`update ${target} as t set ${set} from ${recordset(table, columns, images)} where ${matchKey}`);
  } else {
    const keys = images.map((image) => keyImage(table, image));
    await tx.execute(sql`delete from ${target} as t using ${recordset(table, [...table.key], keys)} where ${matchKey}`);
  }
}

/** One batch of an import's writes: its table and key columns, and its rows' images (before null: inserted; after null: deleted). */
export interface LoggedChange {
  seq: number;
  table: string;
  keyColumns: string[];
  before: RowImage[] | null;
  after: RowImage[] | null;
}

/** Appends one batch's entry to the import's change log. */
export async function logChanges(tx: Tx, importId: string, change: LoggedChange): Promise<void> {
  await tx.execute(sql`
    insert into roster_import_changes (import_id, seq, table_name, row_key, before, after)
    values (${importId}, ${change.seq}, ${change.table}, ${JSON.stringify(change.keyColumns)}::jsonb,
      ${change.before ? JSON.stringify(change.before) : null}::jsonb, ${change.after ? JSON.stringify(change.after) : null}::jsonb)`);
}

/** The import's logged batches before `beforeSeq`, newest first, a few at a time (a rollback reads them backwards). */
export function loggedChangesBefore(tx: Tx, importId: string, beforeSeq: number, limit: number) {
  return sqlRows<{ seq: number; table_name: string; before: RowImage[] | null; after: RowImage[] | null }>(
    tx,
    sql`select seq, table_name, before, after from roster_import_changes
      where import_id = ${importId} and seq < ${beforeSeq} order by seq desc limit ${limit}`,
  );
}

export async function forgetChanges(tx: Tx, importId: string): Promise<void> {
  await tx.execute(sql`delete from roster_import_changes where import_id = ${importId}`);
}
