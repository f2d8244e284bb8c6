import { z } from 'zod';
import { isoDate } from '../http';
import { bugSeverities, bugStatuses } from './report-limits';

export type { BugSeverity, BugStatus } from './report-limits';

export const bugSeveritySchema = z.enum(bugSeverities);
export const bugStatusSchema = z.enum(bugStatuses);

const person = z.object({ _id: z.string(), name: z.string(), email: z.string() });

/** A row of the super admin's triage list. */
export const bugReportSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  severity: bugSeveritySchema,
  status: bugStatusSchema,
  /** The page the reporter was on. */
  path: z.string().nullable(),
  /** Null when the account has been deleted since. */
  reporter: person.nullable(),
  hasScreenshot: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BugReportSummary = z.infer<typeof bugReportSummarySchema>;

/** A bug report in full, with its screenshot as a `data:` URL. */
export const bugReportDetailSchema = bugReportSummarySchema.extend({
  description: z.string(),
  expected: z.string(),
  steps: z.string(),
  userAgent: z.string().nullable(),
  screenshot: z.string().nullable(),
});
export type BugReportDetail = z.infer<typeof bugReportDetailSchema>;

/** Crash reports with the same message (the first line of the error). */
export const crashGroupSchema = z.object({
  message: z.string(),
  count: z.number().int(),
  /** Distinct signed-in users who hit it (signed-out crashes are not counted here). */
  usersAffected: z.number().int(),
  firstSeen: isoDate,
  lastSeen: isoDate,
  /** The latest report's page, user agent and full error text. */
  samplePath: z.string(),
  sampleUserAgent: z.string().nullable(),
  sampleError: z.string(),
});
export type CrashGroup = z.infer<typeof crashGroupSchema>;
