/**
 * Pure updates of the cached notification list (the infinite query's pages): what a live event, a
 * mark-read and a mark-all-read do to it, without asking the server again.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationStreamEvent } from '@/contract/schemas/communication';
import type { NotificationsPage } from './notifications-query';

export type NotificationsData = InfiniteData<NotificationsPage>;

/**
 * Every loaded notification once, newest first. A page loaded after live ones were prepended starts
 * later than it did on the server (its offset moved), so it may repeat the first page's tail.
 */
export function loadedNotifications(data: NotificationsData): Notification[] {
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.items.filter((n) => !seen.has(n._id) && seen.add(n._id)));
}

export const unreadOf = (data: NotificationsData | undefined) => data?.pages[0]?.unread ?? 0;

/** A pushed notification goes on top of the first page and counts as unread; one already there is left alone. */
export function addNotification(data: NotificationsData, { seq, notification }: NotificationStreamEvent): NotificationsData {
  const [first, ...rest] = data.pages;
  if (!first || data.pages.some((page) => page.items.some((n) => n._id === notification._id))) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        items: [notification, ...first.items],
        total: first.total + 1,
        unread: first.unread + (notification.read ? 0 : 1),
        lastSeq: Math.max(first.lastSeq, seq),
      },
      ...rest,
    ],
  };
}

function mapItems(
  data: NotificationsData,
  change: (n: Notification) => Notification,
  unread: (count: number) => number,
): NotificationsData {
  return {
    ...data,
    pages: data.pages.map((page, i) => ({ ...page, items: page.items.map(change), ...(i === 0 ? { unread: unread(page.unread) } : {}) })),
  };
}

export function markOneRead(data: NotificationsData, id: string): NotificationsData {
  const wasUnread = loadedNotifications(data).some((n) => n._id === id && !n.read);
  return mapItems(
    data,
    (n) => (n._id === id ? { ...n, read: true } : n),
    (count) => (wasUnread ? Math.max(0, count - 1) : count),
  );
}

export function markEveryRead(data: NotificationsData): NotificationsData {
  return mapItems(
    data,
    (n) => (n.read ? n : { ...n, read: true }),
    () => 0,
  );
}

/** The server's unread count after a change, which also counts what is not loaded. */
export function withUnread(data: NotificationsData, unread: number): NotificationsData {
  const [first, ...rest] = data.pages;
  return first ? { ...data, pages: [{ ...first, unread }, ...rest] } : data;
}
