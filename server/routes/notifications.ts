import type { notificationsEndpoints } from '@/contract/endpoints/notifications';
import type { Handlers } from '../lib/register';
import { readAllNotifications, readNotification } from '../notifications/own-notifications';
import { openNotificationStream } from '../notifications/stream';
import { notificationsPage } from '../repos/notifications';

/** Every call works on the caller's own notifications only: another user's id answers 404 like an unknown one. */
export const notificationsHandlers: Handlers<typeof notificationsEndpoints> = {
  notificationsReceived: async ({ body, user, services }) => notificationsPage(services.db, user.id, body),
  notificationRead: ({ params, user, services }) => readNotification(services.db, user.id, params.id),
  notificationsReadAll: ({ user, services }) => readAllNotifications(services.db, user.id),
  notificationStream: ({ req, reply, user, services }) => openNotificationStream(services, req, reply, user.id),
};
