import { desc, eq, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { Notification } from '@/contract/schemas/communication';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/** A page of a user's notifications, newest first, with the total and the unread count: two queries. */
export async function notificationsPage(
  db: Db,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<Notification> & { unread: number }> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset(page * pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return {
    items: rows.map((n) => ({
      _id: n.id,
      title: n.title,
      body: n.body,
      kind: n.kind,
      link: n.link,
      read: n.readAt !== null,
      createdAt: n.createdAt.toISOString(),
    })),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    page,
    pageSize,
  };
}
