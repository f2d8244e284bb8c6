import { defineEndpoint } from '../define';
import { adminRoles, idParams, paged, pageRequestSchema } from '../http';
import { studentListRequestSchema } from '../schemas/admin-people';
import { fileDownloadSchema } from '../schemas/files';
import {
  deletionRequestSchema,
  deletionScheduledSchema,
  privacyPolicySchema,
  privacyStudentSchema,
  recordAccessSchema,
} from '../schemas/privacy';

/**
 * Student privacy (FERPA, COPPA; docs/ARCHITECTURE.md, "Student privacy"): a student's whole record as a zip for
 * their parent or an admin, deletion with a grace period, who read the record, and the policy.
 * Every read here is audited; every student id is checked by `reach.ts` (out of reach: 404).
 */
export const privacyEndpoints = {
  parentChildExport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parent/child/:id/export',
    summary:
      "The parent's child's whole record as a zip of JSON and CSV: profile, enrollments, progress, grades, time spent and who read it.",
    roles: ['parent'],
    school: false,
    params: idParams,
    rateLimit: { perUser: 10, windowSeconds: 600 },
    response: fileDownloadSchema,
  }),
  adminStudents: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/student/get/all',
    summary:
      'A page of the students the admin reaches (the privacy page and the students console): searchable (`q`) by name or student number, ' +
      'sortable, filtered by school, grade section and status.',
    roles: adminRoles,
    school: false,
    auditedRead: { record: 'students', action: 'student.list.read' },
    body: studentListRequestSchema,
    response: paged(privacyStudentSchema),
  }),
  adminStudentExport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/student/:id/export',
    summary: "A student's whole record as a zip, as their parent gets it.",
    roles: adminRoles,
    school: false,
    params: idParams,
    rateLimit: { perUser: 30, windowSeconds: 600 },
    response: fileDownloadSchema,
  }),
  studentRecordAccess: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/student/:id/access-log',
    summary: "Who read or changed the student's record and when, newest first.",
    roles: adminRoles,
    school: false,
    auditedRead: { record: 'student', action: 'student.access-log.read' },
    params: idParams,
    body: pageRequestSchema,
    response: paged(recordAccessSchema).extend({ student: privacyStudentSchema }),
  }),
  studentDeletionRequest: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/student/:id/delete',
    summary:
      'Schedules the student for deletion after the grace period (the policy): then everything about them is purged for good. ' +
      '`confirmName` must be their full name (400 otherwise); already scheduled: 409.',
    roles: adminRoles,
    school: false,
    params: idParams,
    body: deletionRequestSchema,
    response: deletionScheduledSchema,
  }),
  studentDeletionCancel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/student/:id/delete/cancel',
    summary: 'Cancels a pending deletion (none pending: 409).',
    roles: adminRoles,
    school: false,
    params: idParams,
    response: privacyStudentSchema,
  }),
  privacyPolicy: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/privacy/policy',
    summary: 'The retention and deletion policy this server runs, and the last run of its retention job.',
    roles: adminRoles,
    school: false,
    response: privacyPolicySchema,
  }),
};
