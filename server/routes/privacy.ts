import type { privacyEndpoints } from '@/contract/endpoints/privacy';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { exportStudentRecord } from '../privacy/student-export';
import { lastRetentionRun } from '../repos/privacy-retention';
import { cancelDeletion, listPrivacyStudents, privacyStudent, recordAccessPage, requestDeletion } from '../repos/privacy-students';

const studentNotFound = 'Student not found';

/** Student privacy (docs/ARCHITECTURE.md, "Student privacy"): exports, the access log, deletion, the policy. */
export const privacyHandlers: Handlers<typeof privacyEndpoints> = {
  parentChildExport: async ({ params, user, services }) =>
    found(await exportStudentRecord(services.db, user, params.id, 'child'), studentNotFound),

  adminStudents: async ({ body, user, services }) => listPrivacyStudents(services.db, user, body),

  adminStudentExport: async ({ params, user, services }) =>
    found(await exportStudentRecord(services.db, user, params.id, 'student'), studentNotFound),

  // Reading who read the record is itself a read of the record: audited like any other (declared in the contract).
  studentRecordAccess: async ({ params, body, services }) => {
    const student = found(await privacyStudent(services.db, params.id), studentNotFound);
    return { ...(await recordAccessPage(services.db, params.id, body)), student };
  },

  studentDeletionRequest: ({ params, body, user, services }) =>
    requestDeletion(services.db, user, {
      studentId: params.id,
      confirmName: body.confirmName,
      now: new Date(),
      graceDays: services.config.privacy.deletionGraceDays,
    }),

  studentDeletionCancel: ({ params, user, services }) => cancelDeletion(services.db, user, params.id),

  privacyPolicy: async ({ services }) => {
    const policy = services.config.privacy;
    return {
      deletionGraceDays: policy.deletionGraceDays,
      deactivatedRetentionDays: policy.deactivatedRetentionDays,
      rosterUploadRetentionDays: policy.rosterUploadRetentionDays,
      jobIntervalSeconds: policy.jobIntervalSeconds,
      lastRun: await lastRetentionRun(services.db),
    };
  },
};
