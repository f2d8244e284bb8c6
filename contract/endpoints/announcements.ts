import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, okSchema, roles } from '../http';
import { announcementSchema } from '../schemas/communication';

/** Announcements: the one addressed to the user now, dismissal, and (for admins) writing them. */
export const announcementsEndpoints = {
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
};
