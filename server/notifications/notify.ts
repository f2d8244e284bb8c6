import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema';
import type { NotificationHub } from './hub';

export interface NewNotification {
  kind: string;
  title: string;
  body?: string;
  /** A path in the app the notification leads to. */
  link?: string | null;
}

/**
 * Stores one notification per recipient (one statement) and pushes each to the recipient's open
 * tabs. Inside a transaction, pass the transaction as `db` and push only after commit with the
 * answered `publish`, so a rolled-back change never notifies anyone.
 */
export async function storeNotifications(db: Db | Tx, userIds: readonly string[], notification: NewNotification) {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return { count: 0, publish: (_hub: NotificationHub) => undefined };
  const rows = await db
    .insert(notifications)
    .values(
      recipients.map((userId) => ({
        userId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body ?? '',
        link: notification.link ?? null,
      })),
    )
    .returning();
  return {
    count: rows.length,
    publish(hub: NotificationHub) {
      for (const row of rows) {
        hub.publish(row.userId, {
          seq: row.seq,
          notification: {
            _id: row.id,
            kind: row.kind,
            title: row.title,
            body: row.body,
            link: row.link,
            read: false,
            createdAt: row.createdAt.toISOString(),
          },
        });
      }
    },
  };
}

/** Stores and pushes at once: for producers that are not inside a transaction. */
export async function notifyUsers(
  services: { db: Db; notificationHub: NotificationHub },
  userIds: readonly string[],
  notification: NewNotification,
) {
  const stored = await storeNotifications(services.db, userIds, notification);
  stored.publish(services.notificationHub);
  return stored.count;
}
