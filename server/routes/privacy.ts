import type { privacyEndpoints } from '@/contract/endpoints/privacy';
import { badRequest, conflict, notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { exportStudentRecord } from '../privacy/student-export';
import { lastRetentionRun } from '../repos/privacy-retention';
import { cancelDeletion, listPrivacyStudents, privacyStudent, recordAccessPage, requestDeletion } from '../repos/privacy-students';

const studentNotFound = () => notFound('Student not found');

/** Student privacy (docs/ARCHITECTURE.md, "Student privacy"): exports, the access log, deletion, the policy. */
export const privacyHandlers: Handlers<typeof privacyEndpoints> = {
  parentChildExport: async ({ params, user, services }) => {
    const file = await exportStudentRecord(services.db, user, params.id, 'child');
    if (!file) throw studentNotFound();
    return file;
  },

  adminStudents: async ({ body, user, services }) => listPrivacyStudents(services.db, user, body),

  adminStudentExport: async ({ params, user, services }) => {
    const file = await exportStudentRecord(services.db, user, params.id, 'student');
    if (!file) throw studentNotFound();
    return file;
  },

  // Reading who read the record is itself a read of the record: audited like any other (declared in the contract).
  studentRecordAccess: async ({ params, body, services }) => {
    const student = await privacyStudent(services.db, params.id);
    if (!student) throw studentNotFound();
    return { ...(await recordAccessPage(services.db, params.id, body)), student };
  },

  studentDeletionRequest: async ({ params, body, user, services }) => {
    const result = await requestDeletion(services.db, user, {
      studentId: params.id,
      confirmName: body.confirmName,
      now: new Date(),
      graceDays: services.config.privacy.deletionGraceDays,
    });
    switch (result.outcome) {
      case 'scheduled':
        return { deletionDueAt: result.deletionDueAt };
      case 'not-found':
        throw studentNotFound();
      case 'name-mismatch':
        throw badRequest('The name does not match the student', [
          { path: 'body.confirmName', message: "Type the student's first and last name" },
        ]);
      case 'already-scheduled':
        throw conflict('This student is already scheduled for deletion');
    }
  },

  studentDeletionCancel: async ({ params, user, services }) => {
    const result = await cancelDeletion(services.db, user, params.id);
    if (result.outcome === 'cancelled') return result.student;
    if (result.outcome === 'none-pending') throw conflict('No deletion is pending for this student');
    throw studentNotFound();
  },

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
