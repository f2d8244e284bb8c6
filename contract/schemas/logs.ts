import { z } from 'zod';
import { idSchema, pageRequestSchema } from '../http';

/**
 * The audit log and the sign-in log as admins read them (docs/ARCHITECTURE.md, "Logs"): filters,
 * rows and the CSV export. Every list is scoped by the server to the caller's reach.
 */

const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });
const sortDirection = z.enum(['asc', 'desc']).default('desc');

/** A time range: `from` inclusive, `to` exclusive; either may be left out. */
const timeRange = { from: instant.optional(), to: instant.optional() };

/** `to` not before `from` (a 400 on `to`, not an empty list that looks like "nothing happened"). */
function rangeInOrder(value: { from?: string | undefined; to?: string | undefined }) {
  return !value.from || !value.to || Date.parse(value.from) <= Date.parse(value.to);
}
const rangeError = { error: 'must not be before from', path: ['to'] };

export const auditSortKeys = ['at', 'actor', 'action', 'record'] as const;

const auditFilterShape = {
  /** Part of the actor's name or email, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  /** Exactly this actor (an account out of reach: 404). */
  userId: idSchema.optional(),
  /** The record's kind, e.g. `student`, `school`, `course_instance`. */
  entity: z.string().trim().max(60).optional(),
  /** The record's id (one out of reach: 404). */
  entityId: z.string().trim().max(100).optional(),
  /** The action or its start, e.g. `student` finds `student.read` and `student.export`. */
  action: z.string().trim().max(100).optional(),
  ...timeRange,
  sort: z.enum(auditSortKeys).default('at'),
  dir: sortDirection,
};

/** What the audit log is filtered by: the export takes exactly this, the list this and a page. */
export const auditFilterSchema = z.strictObject(auditFilterShape).refine(rangeInOrder, rangeError);
export const auditPageRequestSchema = pageRequestSchema.extend(auditFilterShape).refine(rangeInOrder, rangeError);
export type AuditFilter = z.infer<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

const actorSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() });

/** One audit-log entry: who did what to which record, when and from where. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** e.g. `student.read`, `announcement.create`. */
  action: z.string(),
  /** The record's kind and id (the id is null when the record must not be named any more). */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The record's name where it is cheap to tell (a student, school, district, class, account); null otherwise or when gone. */
  record: z.string().nullable(),
  /** Null for the server's own jobs, or when the account is gone. */
  actor: actorSchema.nullable(),
  /** The request's address; null for jobs and rows older than the column. */
  ip: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const signInOutcomes = ['success', 'failure', 'locked', 'sign-out'] as const;
export const signInOutcomeSchema = z.enum(signInOutcomes);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

export const signInSortKeys = ['at', 'email', 'outcome'] as const;

const signInFilterShape = {
  /** Part of the email typed or the account's name, case-insensitive. */
  q: z.string().trim().max(100).optional(),
  /** Exactly this account (out of reach: 404). */
  userId: idSchema.optional(),
  outcome: signInOutcomeSchema.optional(),
  ...timeRange,
  sort: z.enum(signInSortKeys).default('at'),
  dir: sortDirection,
};

export const signInFilterSchema = z.strictObject(signInFilterShape).refine(rangeInOrder, rangeError);
export const signInPageRequestSchema = pageRequestSchema.extend(signInFilterShape).refine(rangeInOrder, rangeError);
export type SignInFilter = z.infer<typeof signInFilterSchema>;
export type SignInFilterInput = z.input<typeof signInFilterSchema>;

/** One sign-in attempt or sign-out. */
export const signInEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** As typed (trimmed, lower-cased): also for accounts that do not exist. */
  email: z.string(),
  outcome: signInOutcomeSchema,
  /** The account the email matched, when it did and still exists. */
  user: z.object({ _id: z.string(), name: z.string(), role: z.string() }).nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInEventRow = z.infer<typeof signInEventSchema>;

/** A log as CSV text (UTF-8 BOM, RFC 4180), newest rows first unless sorted otherwise; at most `limit` rows. */
export const logExportSchema = z.object({
  fileName: z.string(),
  csv: z.string(),
  /** Rows in the file. */
  rows: z.number().int(),
  /** True when the filter matched more than `limit` rows and the file holds the first `limit`. */
  truncated: z.boolean(),
  limit: z.number().int(),
});
export type LogExport = z.infer<typeof logExportSchema>;
