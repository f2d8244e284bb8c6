import { z } from 'zod';

/** A student as the privacy page lists them (admins, within their reach). */
export const privacyStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
  school: z.object({ _id: z.string(), name: z.string() }),
  gradeSection: z.string().nullable(),
  /** Set when the student has left (a roster import deactivated them). */
  deactivatedAt: z.string().nullable(),
  /** Set while a deletion is pending: the record is purged then unless cancelled. */
  deletionDueAt: z.string().nullable(),
});
export type PrivacyStudent = z.infer<typeof privacyStudentSchema>;

/** One read of (or change to) a student's record, from the audit log. */
export const recordAccessSchema = z.object({
  at: z.string(),
  /** e.g. `student.read`, `student.export`. */
  action: z.string(),
  /** Null when the account has since been deleted. */
  actor: z.object({ _id: z.string(), name: z.string(), role: z.string() }).nullable(),
});
export type RecordAccess = z.infer<typeof recordAccessSchema>;

/** The documented privacy policy as this server runs it (its configuration). */
export const privacyPolicySchema = z.object({
  /** Days between a deletion request and the purge (it can be cancelled until then). */
  deletionGraceDays: z.number(),
  /** Days a deactivated student's record is kept before the retention job purges it. */
  deactivatedRetentionDays: z.number(),
  /** Days an unapplied roster upload (which holds personal data) is kept. */
  rosterUploadRetentionDays: z.number(),
  /** Seconds between runs of the retention job (0: off). */
  jobIntervalSeconds: z.number(),
  /** When the job last ran and what it purged, or null before its first run. */
  lastRun: z.object({ at: z.string(), studentsPurged: z.number().int(), uploadsCleared: z.number().int() }).nullable(),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

export const deletionRequestSchema = z.strictObject({
  /** The student's full name ("First Last") typed again, so a deletion is never one careless click. */
  confirmName: z.string().trim().min(1).max(200),
});

export const deletionScheduledSchema = z.object({ deletionDueAt: z.string() });
