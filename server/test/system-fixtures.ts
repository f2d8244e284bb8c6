/** Rows the system endpoints write, read back for the tests. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface ErrorReportRow {
  userId: string | null;
  error: string;
  path: string;
  userAgent: string | null;
}

export async function errorReportById(db: Db, id: string): Promise<ErrorReportRow | undefined> {
  const result = await db.execute(
    sql`select user_id as "userId", error, path, user_agent as "userAgent" from error_reports where id = ${id}`,
  );
  return (result as unknown as { rows: ErrorReportRow[] }).rows[0];
}
