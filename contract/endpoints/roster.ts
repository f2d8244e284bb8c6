import { defineEndpoint } from '../define';
import { adminRoles, idParams, paged, pageRequestSchema } from '../http';
import { fileDownloadSchema } from '../schemas/files';
import {
  rosterImportSchema,
  rosterImportSummarySchema,
  rosterProgressSchema,
  rosterTargetSchema,
  rosterUploadSchema,
  rosterZipMaxBytes,
} from '../schemas/roster';

const rosterRoles = adminRoles;

/**
 * OneRoster 1.1 CSV rostering (docs/ARCHITECTURE.md, "Rostering"): upload a zip for a dry run, apply it in one
 * transaction with progress, roll it back, export the district's roster. Super admins reach every
 * district, district admins theirs, school admins only imports into their own school.
 */
export const rosterEndpoints = {
  rosterImportCreate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roster/import',
    summary:
      'Uploads a OneRoster 1.1 CSV zip (orgs, academicSessions, courses, classes, users, enrollments) and answers its dry run: ' +
      'what applying would create, update and deactivate, with a sample, and every invalid row by file, line and column. ' +
      'Nothing is written but the import itself. A file that is not a zip: 400; a target out of reach: 404.',
    roles: rosterRoles,
    school: false,
    body: rosterUploadSchema,
    bodyLimit: Math.ceil(rosterZipMaxBytes / 3) * 4 + 64 * 1024,
    rateLimit: { perUser: 20, perAddress: 60, windowSeconds: 600 },
    status: 201,
    response: rosterImportSchema,
  }),
  rosterImports: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roster/imports',
    summary: 'A page of the imports the caller may see, newest first.',
    roles: rosterRoles,
    school: false,
    body: pageRequestSchema,
    response: paged(rosterImportSummarySchema),
  }),
  rosterImport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/roster/import/:id',
    summary: 'One import with its dry-run sample and errors.',
    roles: rosterRoles,
    school: false,
    params: idParams,
    response: rosterImportSchema,
  }),
  rosterImportApply: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roster/import/:id/apply',
    summary:
      'Applies a dry run in one transaction, streaming progress as Server-Sent Events (`event: progress`); the last event has ' +
      'phase `done` (with the import) or `failed` (nothing written). An import with errors, or not a dry run: 409 before the stream.',
    roles: rosterRoles,
    school: false,
    params: idParams,
    stream: 'sse',
    response: rosterProgressSchema,
  }),
  rosterImportRollback: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roster/import/:id/rollback',
    summary:
      'Puts every row the import wrote back as it was before, in one transaction. Only the newest applied import of a district: 409 otherwise.',
    roles: rosterRoles,
    school: false,
    params: idParams,
    response: rosterImportSummarySchema,
  }),
  rosterExport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roster/export',
    summary:
      "The district's (or one school's) roster as a OneRoster 1.1 CSV zip, byte for byte the same for the same data (sorted rows, fixed timestamps).",
    roles: rosterRoles,
    school: false,
    body: rosterTargetSchema,
    response: fileDownloadSchema,
  }),
};
