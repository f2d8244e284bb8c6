/** Rows behind the communication endpoints, written and read back for their tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcements, bugReports, notifications } from '../db/schema';

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
