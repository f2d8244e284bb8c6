import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, okSchema, paged, pageRequestSchema, roles } from '../http';
import { announcementSchema, childSchema, districtSchema, notificationSchema, schoolSchema } from '../schemas/shell';
import { schoolRefSchema } from '../schemas/user';

const staff = ['super-admin', 'district-admin', 'school-admin', 'teacher'] as const;

/** Calls every signed-in screen may make: schools, announcements, notifications, reports, time. */
export const shellEndpoints = {
  mySchools: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/my/schools',
    summary: "The signed-in user's schools (feeds the school switcher).",
    roles: staff,
    school: false,
    response: z.array(schoolRefSchema),
  }),
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
  parentChildren: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parent/get-children',
    summary: "The signed-in parent's children with their courses and progress.",
    roles: ['parent'],
    school: false,
    response: z.array(childSchema),
  }),
  districtsAll: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sup-admin/district/get/all',
    summary: 'Districts: all for the super admin, their own for a district admin.',
    roles: ['super-admin', 'district-admin'],
    school: false,
    response: z.array(districtSchema),
  }),
  schoolsAll: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sup-admin/school/get/all',
    summary: "Schools with counts: all for the super admin, the district's for a district admin, their own for a school admin.",
    roles: ['super-admin', 'district-admin', 'school-admin'],
    school: false,
    response: z.array(schoolSchema),
  }),
};
