import { createFileRoute } from '@tanstack/react-router';
import { NotificationsError, NotificationsPage, NotificationsPending } from '@/src/features/communication/notifications/notifications-page';
import { notificationsQueryOptions } from '@/src/features/communication/notifications/notifications-query';

export const Route = createFileRoute('/_signed-in/notifications')({
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureInfiniteQueryData(notificationsQueryOptions());
  },
  pendingComponent: NotificationsPending,
  errorComponent: NotificationsError,
  component: NotificationsPage,
});
