import type { privacyEndpoints } from '@/contract/endpoints/privacy';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { privacyPolicy } from '../privacy/policy';
import { studentRecordAccess } from '../privacy/record-access';
import { exportStudentRecord } from '../privacy/student-export';
import { cancelDeletion, listPrivacyStudents, requestDeletion } from '../repos/privacy-students';

const studentNotFound = 'Student not found';

/** Student privacy (docs/ARCHITECTURE.md, "Student privacy"): exports, the access log, deletion, the policy. */
export const privacyHandlers: Handlers<typeof privacyEndpoints> = {
  parentChildExport: async ({ params, user, services }) =>
    found(await exportStudentRecord(services.db, user, params.id, 'child'), studentNotFound),

  adminStudents: async ({ body, user, services }) => listPrivacyStudents(services.db, user, body),

  adminStudentExport: async ({ params, user, services }) =>
    found(await exportStudentRecord(services.db, user, params.id, 'student'), studentNotFound),

  // Reading who read the record is itself a read of the record: audited like any other (declared in the contract).
  studentRecordAccess: ({ params, body, services }) => studentRecordAccess(services.db, params.id, body),

  studentDeletionRequest: ({ params, body, user, services }) =>
    requestDeletion(services.db, user, {
      studentId: params.id,
      confirmName: body.confirmName,
      now: new Date(),
      graceDays: services.config.privacy.deletionGraceDays,
    }),

  studentDeletionCancel: ({ params, user, services }) => cancelDeletion(services.db, user, params.id),

  privacyPolicy: ({ services }) => privacyPolicy(services.db, services.config.privacy),
};
