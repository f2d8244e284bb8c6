import { z } from 'zod';
import { defineEndpoint } from '../define';
import { paged, pageRequestSchema, roles } from '../http';
import { notificationSchema } from '../schemas/communication';

/** The signed-in user's notifications: the page list, read state and the live stream. */
export const notificationsEndpoints = {
  notificationsReceived: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/received',
    summary: "A page of the user's notifications, newest first (page size 20 from page 0 in the app).",
    roles,
    school: false,
    body: pageRequestSchema,
    response: paged(notificationSchema).extend({ unread: z.number().int() }),
  }),
};
