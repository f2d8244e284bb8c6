import type { PrivacyPolicy, PrivacyStudent, RecordAccess } from '@/contract/schemas/privacy';

/** Fixtures of the student privacy screens, shaped by the contract. */
export function privacyStudentFixture(overrides: Partial<PrivacyStudent> = {}): PrivacyStudent {
  return {
    _id: '00000000-0000-4000-8000-0000000005a1',
    firstName: 'Ella',
    lastName: 'Morgan',
    studentNumber: 'RMS-26185',
    school: { _id: '00000000-0000-4000-8000-00000000000a', name: 'Maple Middle School' },
    gradeSection: '6-A',
    deactivatedAt: null,
    deletionDueAt: null,
    ...overrides,
  };
}

/** `count` students with distinct ids, names and numbers. */
export function privacyStudentsFixture(count: number, from = 0): PrivacyStudent[] {
  return Array.from({ length: count }, (_, i) =>
    privacyStudentFixture({
      _id: `00000000-0000-4000-8000-${String(from + i + 1).padStart(12, '0')}`,
      firstName: `Student${from + i + 1}`,
      lastName: 'Lee',
      studentNumber: `RMS-${26000 + from + i + 1}`,
    }),
  );
}

export const policyFixture: PrivacyPolicy = {
  deletionGraceDays: 30,
  deactivatedRetentionDays: 365,
  rosterUploadRetentionDays: 7,
  jobIntervalSeconds: 21_600,
  lastRun: { at: '2026-11-23T06:00:00.000Z', studentsPurged: 2, uploadsCleared: 1 },
};

export const accessFixture: RecordAccess[] = [
  { at: '2026-11-23T09:15:00.000Z', action: 'student.export', actor: { _id: 'u1', name: 'Grace Nakamura', role: 'school-admin' } },
  { at: '2026-11-22T14:02:00.000Z', action: 'student.progress.read', actor: { _id: 'u2', name: 'Alex Rivera', role: 'teacher' } },
  { at: '2026-11-20T08:30:00.000Z', action: 'student.read', actor: null },
];

/** A small zip's bytes as base64 (the local file header's "PK\u0003\u0004" and a little more). */
export const zipFileFixture = { fileName: 'ella-morgan-record.zip', contentType: 'application/zip', file: 'UEsDBAoAAAAAAA==' };
