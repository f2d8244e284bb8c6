import { defineEndpoint } from '../define';
import { adminRoles, idParams, okSchema, paged, pageRequestSchema, roles } from '../http';
import { adminAnnouncementSchema, announcementAudiencesSchema, announcementInputSchema } from '../schemas/announcements';
import { announcementSchema } from '../schemas/communication';

/** Announcements: the one addressed to the user now, dismissal, and (for admins) writing them. */
export const announcementsEndpoints = {
  announcement: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/notification/announcement',
    summary:
      'The newest running announcement for this user (platform, their district or school), not withdrawn and not dismissed by them, or null.',
    roles,
    school: false,
    response: announcementSchema.nullable(),
  }),
  dismissAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/notification/announcement/:id/dismiss',
    summary: 'Dismiss an announcement for this user (stored on the server: it stays dismissed on every device).',
    roles,
    school: false,
    params: idParams,
    response: okSchema,
  }),
  adminAnnouncements: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/announcement/list',
    summary:
      "A page of the announcements within the admin's scope (all, their district's and its schools', or their school's), newest first, with their status.",
    roles: adminRoles,
    school: false,
    body: pageRequestSchema,
    response: paged(adminAnnouncementSchema),
  }),
  announcementAudiences: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/announcement/audiences',
    summary: 'The audiences this admin may address: the platform (super admin), districts and schools in their scope.',
    roles: adminRoles,
    school: false,
    response: announcementAudiencesSchema,
  }),
  createAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/announcement/create',
    summary: 'Write (and schedule) an announcement for an audience in scope; its audience is notified when it starts.',
    roles: adminRoles,
    school: false,
    body: announcementInputSchema,
    response: adminAnnouncementSchema,
    status: 201,
    bodyLimit: 64 * 1024,
  }),
  updateAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/announcement/update/:id',
    summary: 'Edit an announcement that has not ended and is not withdrawn (409 otherwise).',
    roles: adminRoles,
    school: false,
    params: idParams,
    body: announcementInputSchema,
    response: adminAnnouncementSchema,
    bodyLimit: 64 * 1024,
  }),
  withdrawAnnouncement: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/announcement/withdraw/:id',
    summary: 'Withdraw an announcement: it stops showing at once and stays on record.',
    roles: adminRoles,
    school: false,
    params: idParams,
    response: adminAnnouncementSchema,
  }),
};
