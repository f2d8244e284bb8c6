import { infiniteQueryOptions, useInfiniteQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { communicationKeys } from '../api/keys';

/** ARCHITECTURE.md §6: notifications come 20 to a page, from page 0. */
export const notificationsPageSize = 20;

export function fetchNotifications(page: number, signal?: AbortSignal) {
  return callEndpoint(api.notificationsReceived, { body: { page, pageSize: notificationsPageSize }, ...(signal ? { signal } : {}) });
}

export type NotificationsPage = Awaited<ReturnType<typeof fetchNotifications>>;

/**
 * The user's notifications as one infinite list: the bell, the page and the live stream all read
 * and write this one cache entry (the stream prepends into the first page, see notifications-cache.ts).
 */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: communicationKeys.notifications(),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationsPage) => ((last.page + 1) * last.pageSize < last.total ? last.page + 1 : undefined),
    // New ones arrive over the stream; the list needs no polling.
    staleTime: 5 * 60_000,
  });
}

/** For the bell: loads with the shell, never suspends it. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** For the notifications page, whose route has loaded the first page. */
export function useNotificationsPage() {
  return useSuspenseInfiniteQuery(notificationsQueryOptions());
}
