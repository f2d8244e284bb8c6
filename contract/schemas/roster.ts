import { z } from 'zod';
import { idSchema } from '../http';
import { base64Schema } from './files';

/** The six OneRoster 1.1 CSV files of an import, in the order they are read and written. */
export const rosterFiles = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'] as const;
export const rosterFileSchema = z.enum(rosterFiles);
export type RosterFile = z.infer<typeof rosterFileSchema>;

/** Largest zip accepted, bytes (a 40,000-student district is about 5 MB). */
export const rosterZipMaxBytes = 48 * 1024 * 1024;

export const rosterImportStatusSchema = z.enum(['dry-run', 'invalid', 'applied', 'rolled-back']);
export type RosterImportStatus = z.infer<typeof rosterImportStatusSchema>;

/** What applying would do (or did) to the records of one file. */
export const rosterCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  deactivate: z.number().int(),
  unchanged: z.number().int(),
});
export type RosterCounts = z.infer<typeof rosterCountsSchema>;

/** One planned change, for the dry run's sample: which record, and for an update which fields change. */
export const rosterChangeSchema = z.object({
  file: rosterFileSchema,
  action: z.enum(['create', 'update', 'deactivate']),
  sourcedId: z.string(),
  /** What a person recognises the record by (a name, a class title). */
  label: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type RosterChange = z.infer<typeof rosterChangeSchema>;

/** A row the import refuses: file, 1-based line (the header is line 1), column name, and why. */
export const rosterErrorSchema = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type RosterError = z.infer<typeof rosterErrorSchema>;

export const rosterImportSummarySchema = z.object({
  _id: z.string(),
  district: z.object({ _id: z.string(), name: z.string() }),
  school: z.object({ _id: z.string(), name: z.string() }).nullable(),
  fileName: z.string(),
  status: rosterImportStatusSchema,
  /** Rows read over all files. */
  rows: z.number().int(),
  counts: z.record(rosterFileSchema, rosterCountsSchema),
  errorCount: z.number().int(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  /** Only the newest applied import of a district may be rolled back (the ones after it rest on it). */
  canRollBack: z.boolean(),
});
export type RosterImportSummary = z.infer<typeof rosterImportSummarySchema>;

export const rosterImportSchema = rosterImportSummarySchema.extend({
  /** Up to 20 changes per file and action. */
  sample: z.array(rosterChangeSchema),
  /** The first 500 errors, by file and line. */
  errors: z.array(rosterErrorSchema),
});
export type RosterImport = z.infer<typeof rosterImportSchema>;

/** Where an import or export goes: a district, or one school of it. */
export const rosterTargetSchema = z.strictObject({
  districtId: idSchema,
  schoolId: idSchema.optional(),
});

export const rosterUploadSchema = rosterTargetSchema.extend({
  fileName: z.string().trim().min(1).max(200),
  /** The zip, base64 (at most `rosterZipMaxBytes` decoded). */
  file: base64Schema.max(Math.ceil(rosterZipMaxBytes / 3) * 4, { error: 'the zip is larger than 48 MB' }),
});

/** One event of an apply's progress stream; the last one has `phase` done (with the import) or failed. */
export const rosterProgressSchema = z.object({
  phase: z.enum(['reading', 'writing', 'done', 'failed']),
  /** Records written so far, and in all. */
  done: z.number().int(),
  total: z.number().int(),
  file: rosterFileSchema.nullable(),
  /** With phase done: the applied import. */
  import: rosterImportSummarySchema.optional(),
  /** With phase failed: why (nothing was written). */
  message: z.string().optional(),
});
export type RosterProgress = z.infer<typeof rosterProgressSchema>;
