import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { communicationKeys } from './keys';

/** ARCHITECTURE.md §6: notifications come 20 to a page, from page 0. */
export const notificationsPageSize = 20;

export function fetchNotifications(page: number, signal?: AbortSignal) {
  return callEndpoint(api.notificationsReceived, { body: { page, pageSize: notificationsPageSize }, ...(signal ? { signal } : {}) });
}

export function notificationsQueryOptions(page = 0) {
  return queryOptions({
    queryKey: communicationKeys.notifications(page),
    queryFn: ({ signal }) => fetchNotifications(page, signal),
    staleTime: 60_000,
  });
}

/** A page of the user's notifications with the unread count; a later page keeps the earlier one showing while it loads. */
export function useNotifications(page = 0) {
  return useQuery({ ...notificationsQueryOptions(page), placeholderData: keepPreviousData });
}
