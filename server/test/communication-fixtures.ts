/** Rows behind the communication endpoints, written and read back for their tests. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcements, bugReports, notifications, timeSpent } from '../db/schema';

export async function addAnnouncements(db: Db, rows: Array<typeof announcements.$inferInsert>) {
  return db.insert(announcements).values(rows).returning();
}

export function notificationsOf(db: Db, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function bugReportById(db: Db, id: string) {
  const [row] = await db.select().from(bugReports).where(eq(bugReports.id, id));
  return row;
}

/** Seconds counted for the user on this day (`YYYY-MM-DD`); 0 without a row. */
export async function secondsSpent(db: Db, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select()
    .from(timeSpent)
    .where(and(eq(timeSpent.userId, userId), eq(timeSpent.day, day)));
  return row?.seconds ?? 0;
}
