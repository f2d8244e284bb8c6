import type { notificationsEndpoints } from '@/contract/endpoints/notifications';
import { notFound } from '../lib/errors';
import type { Handlers } from '../lib/register';
import { serveNotificationStream } from '../notifications/stream';
import { markAllRead, markRead, notificationsPage, unreadCount } from '../repos/notifications';

/** Every call works on the caller's own notifications only: another user's id answers 404 like an unknown one. */
export const notificationsHandlers: Handlers<typeof notificationsEndpoints> = {
  notificationsReceived: async ({ body, user, services }) => notificationsPage(services.db, user.id, body),

  notificationRead: async ({ params, user, services: { db } }) => {
    if (!(await markRead(db, user.id, params.id))) throw notFound('No such notification');
    return { unread: await unreadCount(db, user.id) };
  },

  notificationsReadAll: async ({ user, services: { db } }) => {
    await markAllRead(db, user.id);
    return { unread: await unreadCount(db, user.id) };
  },

  notificationStream: async ({ req, reply, user, services }) =>
    serveNotificationStream({
      req,
      reply,
      db: services.db,
      hub: services.notificationHub,
      userId: user.id,
      heartbeatMs: services.config.sseHeartbeatSeconds * 1000,
    }),
};
