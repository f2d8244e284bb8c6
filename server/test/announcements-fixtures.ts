/** Rows behind the announcement endpoints and the publisher job, read back for their tests. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { announcements, auditLog, notifications, users } from '../db/schema';

export async function announcementRow(db: Db, id: string) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** Who got a notification of kind `announcement` with this title (one entry per notification). */
export async function announcementRecipients(db: Db, title: string): Promise<string[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, 'announcement'), eq(notifications.title, title)));
  return rows.map((r) => r.userId);
}

export async function announcementNotification(db: Db, userId: string, title: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'announcement'), eq(notifications.title, title)));
  return row;
}

export function auditOf(db: Db, announcementId: string) {
  return db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'announcement'), eq(auditLog.entityId, announcementId)))
    .orderBy(auditLog.id);
}

/** Every active user's id (the platform's audience). */
export async function activeUserIds(db: Db) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.disabled, false));
  return rows.map((r) => r.id);
}
