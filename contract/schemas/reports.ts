import { z } from 'zod';
import { isoDate } from '../http';

/** How bad a reported bug is, as the reporter sees it. */
export const bugSeverities = ['low', 'normal', 'high', 'blocking'] as const;
export const bugSeveritySchema = z.enum(bugSeverities);
export type BugSeverity = z.infer<typeof bugSeveritySchema>;

/** Where a bug report is in triage. */
export const bugStatuses = ['open', 'in-progress', 'closed'] as const;
export const bugStatusSchema = z.enum(bugStatuses);
export type BugStatus = z.infer<typeof bugStatusSchema>;

/** Field lengths of a bug report: the form and the server check the same numbers. */
export const bugReportLimits = {
  title: { min: 3, max: 200 },
  description: { min: 10, max: 5000 },
  expected: { max: 2000 },
  steps: { max: 5000 },
  path: { max: 2000 },
  /** Decoded screenshot bytes (2 MiB). */
  screenshotBytes: 2 * 1024 * 1024,
} as const;

/**
 * The screenshot travels as a base64 `data:` URL inside the JSON body (no multipart dependency);
 * the server decides its type from its first bytes, not from the URL's declared type.
 */
export const screenshotTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Largest JSON body of a bug report: a 2 MiB screenshot in base64 (≈ 2.8 MB) plus the text fields. */
export const bugReportBodyLimit = 3 * 1024 * 1024;

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
