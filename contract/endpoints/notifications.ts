import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, paged, pageRequestSchema, roles } from '../http';
import { notificationEventSchema, notificationSchema } from '../schemas/communication';

const unreadSchema = z.object({ unread: z.number().int() });

/** The signed-in user's notifications: the page list, read state and the live stream. */
export const notificationsEndpoints = {
  notificationsReceived: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/received',
    summary:
      "A page of the user's notifications, newest first (page size 20 from page 0 in the app), with the unread count and " +
      "the newest notification's `seq` (0 without any): the live stream's `Last-Event-ID` to resume from.",
    roles,
    school: false,
    body: pageRequestSchema,
    response: paged(notificationSchema).extend({ unread: z.number().int(), lastSeq: z.number().int() }),
  }),
  notificationRead: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/:id/read',
    summary: "Marks one of the user's notifications read (another user's or an unknown id: 404); answers the unread count.",
    roles,
    school: false,
    params: idParams,
    response: unreadSchema,
  }),
  notificationsReadAll: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/read-all',
    summary: "Marks every one of the user's notifications read; answers the unread count (0).",
    roles,
    school: false,
    response: unreadSchema,
  }),
  notificationStream: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/notification/stream',
    summary:
      "The user's new notifications as Server-Sent Events (`event: notification`, `id`: the notification's seq, `data`: " +
      'this schema as JSON). With `Last-Event-ID` it first replays the ones after that seq; a comment line every ~25 s keeps it open.',
    roles,
    school: false,
    stream: 'sse',
    response: notificationEventSchema,
  }),
};
