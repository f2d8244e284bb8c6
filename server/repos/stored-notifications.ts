import type { NotificationStreamEvent } from '@/contract/schemas/communication';
import type { Db, Tx } from '../db/client';
import { notifications } from '../db/schema';

/**
 * Whatever pushes a stored notification to its recipient's open tabs once the transaction has
 * committed: the notification hub (`server/notifications/hub.ts`), named here by what it does so a
 * repository depends on no module above it.
 */
export interface NotificationSink {
  publish(userId: string, event: NotificationStreamEvent): void;
}

export interface NewNotification {
  kind: string;
  title: string;
  body?: string;
  /** A path in the app the notification leads to. */
  link?: string | null;
}

/** Notifications stored in a transaction, to push to open tabs once it has committed. */
export interface StoredNotifications {
  count: number;
  publish(hub: NotificationSink): void;
}

/** What a producer with nobody to tell answers. */
export const noNotifications: StoredNotifications = { count: 0, publish: () => undefined };

/**
 * Stores one notification per recipient (one statement) inside the change's transaction; the
 * caller pushes them with the answered `publish` after commit, so a rolled-back change never
 * notifies anyone.
 */
export async function storeNotifications(
  db: Db | Tx,
  userIds: readonly string[],
  notification: NewNotification,
): Promise<StoredNotifications> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return noNotifications;
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
    publish(hub: NotificationSink) {
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
