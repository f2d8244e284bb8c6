import type { Db } from '../db/client';
import { errorReports } from '../db/schema';

/** Stores a client-side crash report (the user may be signed out); answers its id. */
export async function createErrorReport(
  db: Db,
  report: { userId: string | null; error: string; path: string; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  return row?.id ?? '';
}
