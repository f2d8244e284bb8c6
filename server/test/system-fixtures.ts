/** Rows the system endpoints write, read back for the tests. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

export interface ErrorReportRow {
  userId: string | null;
  error: string;
  path: string;
  userAgent: string | null;
}

export async function errorReportById(db: Db, id: string): Promise<ErrorReportRow | undefined> {
  const [row] = await sqlRows<ErrorReportRow>(
    db,
    sql`select user_id as "userId", error, path, user_agent as "userAgent" from error_reports where id = ${id}`,
  );
  return row;
}
