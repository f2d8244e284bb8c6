/**
 * Marking the caller's own notifications read. Every call works on the caller's own notifications
 * only: another user's id answers 404 like an unknown one. Each answers the count left unread, for
 * the bell.
 */
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import { markAllRead, markRead, unreadCount } from '../repos/notifications';

export async function readNotification(db: Db, userId: string, id: string): Promise<{ unread: number }> {
  if (!(await markRead(db, userId, id))) throw notFound('No such notification');
  return { unread: await unreadCount(db, userId) };
}

export async function readAllNotifications(db: Db, userId: string): Promise<{ unread: number }> {
  await markAllRead(db, userId);
  return { unread: await unreadCount(db, userId) };
}
