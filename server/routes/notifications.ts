import type { notificationsEndpoints } from '@/contract/endpoints/notifications';
import { findSessionUser } from '../auth/users';
import { notFound, unauthorized } from '../lib/refusal';
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

  notificationStream: async ({ req, reply, user, services }) => {
    // Set by the guard for every signed-in request; the stream closes when this family is revoked.
    const familyId = req.auth?.familyId;
    if (!familyId) throw unauthorized();
    return serveNotificationStream({
      req,
      reply,
      db: services.db,
      hub: services.notificationHub,
      userId: user.id,
      familyId,
      sessionLive: async () => (await findSessionUser(services.db, user.id, familyId)) !== null,
      heartbeatMs: services.config.sseHeartbeatSeconds * 1000,
    });
  },
};
