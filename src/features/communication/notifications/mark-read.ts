import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { markEveryRead, markOneRead, type NotificationsData, withUnread } from './notifications-cache';
import { notificationsQueryOptions } from './notifications-query';

const key = notificationsQueryOptions().queryKey;

/**
 * Optimistic: the list shows the change at once and takes the previous copy back if the server
 * refuses (the shared snackbar says so). Afterwards the server's unread count is kept, which also
 * counts notifications not loaded yet.
 */
function optimistic<V>(queryClient: QueryClient, change: (data: NotificationsData, variables: V) => NotificationsData) {
  return {
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationsData>(key);
      if (previous) queryClient.setQueryData<NotificationsData>(key, change(previous, variables));
      return { previous };
    },
    onError: (_error: unknown, _variables: V, context: { previous: NotificationsData | undefined } | undefined) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ unread }: { unread: number }) => {
      queryClient.setQueryData<NotificationsData>(key, (data) => data && withUnread(data, unread));
    },
    meta: { errorMessage: 'Could not mark as read. Try again.' },
  };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.notificationRead, { params: { id } }),
    ...optimistic<string>(queryClient, markOneRead),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.notificationsReadAll, {}),
    ...optimistic<void>(queryClient, (data) => markEveryRead(data)),
  });
}
