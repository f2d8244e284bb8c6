import { createFileRoute } from '@tanstack/react-router';
import { NotificationsError, NotificationsPage, NotificationsPending } from '@/src/features/communication/notifications/notifications-page';
import { notificationsQueryOptions } from '@/src/features/communication/notifications/notifications-query';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

export const Route = createFileRoute('/_signed-in/notifications')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient } }) =>
    withCatalogs(['communication'], queryClient.ensureInfiniteQueryData(notificationsQueryOptions())),
  pendingComponent: NotificationsPending,
  errorComponent: NotificationsError,
  component: NotificationsPage,
});
