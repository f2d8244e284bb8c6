/**
 * The bug report's values and limits without zod, so the form in the browser checks the same
 * numbers as the server (`reports.ts` builds its schemas from these) without loading zod.
 */

/** How bad a reported bug is, as the reporter sees it. */
export const bugSeverities = ['low', 'normal', 'high', 'blocking'] as const;
export type BugSeverity = (typeof bugSeverities)[number];

/** Where a bug report is in triage. */
export const bugStatuses = ['open', 'in-progress', 'closed'] as const;
export type BugStatus = (typeof bugStatuses)[number];

/** Field lengths of a bug report. */
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
