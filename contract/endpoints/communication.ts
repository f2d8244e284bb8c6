import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, okSchema, paged, pageRequestSchema, roles } from '../http';
import { announcementSchema, notificationSchema } from '../schemas/communication';

/** Calls every signed-in screen may make: announcements, notifications, bug reports, time spent. */
export const communicationEndpoints = {
  announcement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/notification/announcement',
    summary: 'The newest active announcement for this user (platform, their district or school) not dismissed by them, or null.',
    roles,
    school: false,
    response: announcementSchema.nullable(),
  }),
  dismissAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/announcement/:id/dismiss',
    summary: 'Dismiss an announcement for this user.',
    roles,
    school: false,
    params: idParams,
    response: okSchema,
  }),
  notificationsReceived: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/received',
    summary: "A page of the user's notifications, newest first (page size 20 from page 0 in the app).",
    roles,
    school: false,
    body: pageRequestSchema,
    response: paged(notificationSchema).extend({ unread: z.number().int() }),
  }),
  bugReport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/bug-report',
    summary: 'A bug report from the form.',
    roles,
    school: false,
    body: z.strictObject({
      title: z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(200),
      description: z.string().trim().min(10, { error: 'must be at least 10 characters' }).max(5000),
      path: z.string().max(2000).optional(),
    }),
    response: z.object({ _id: z.string() }),
    status: 201,
  }),
  timeSpent: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/time-spent/add',
    summary: "Add seconds to today's time spent for this user.",
    roles,
    school: false,
    body: z.strictObject({ time: z.number().int().min(1).max(86_400) }),
    response: okSchema,
  }),
};
