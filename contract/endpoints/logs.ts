import { defineEndpoint } from '../define';
import { adminRoles, paged } from '../http';
import {
  auditEntrySchema,
  auditFilterSchema,
  auditPageRequestSchema,
  logExportSchema,
  signInEventSchema,
  signInFilterSchema,
  signInPageRequestSchema,
} from '../schemas/logs';

/** Exports are whole files: a few per minute is plenty for a person, and bounds the load. */
const exportLimit = { perUser: 20, windowSeconds: 600 };

/**
 * The audit log and the sign-in log (docs/ARCHITECTURE.md, "Logs"): the super admin's everything,
 * a district or school admin's within their reach. Lists are paged, filtered and sorted in SQL; a
 * filter naming an account or record out of reach answers 404 like an unknown one.
 */
export const logsEndpoints = {
  auditLogList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/logs/audit',
    summary: 'A page of the audit log within reach: who read or changed which record, when and from where; newest first unless sorted.',
    roles: adminRoles,
    school: false,
    body: auditPageRequestSchema,
    response: paged(auditEntrySchema),
  }),
  auditLogExport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/logs/audit/export',
    summary: 'The audit log of the filter as CSV (at most 50,000 rows; `truncated` says when there were more). Audited.',
    roles: adminRoles,
    school: false,
    body: auditFilterSchema,
    rateLimit: exportLimit,
    response: logExportSchema,
  }),
  signInList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/logs/sign-ins',
    summary: 'A page of sign-in attempts and sign-outs within reach (success, failure, locked, sign-out); newest first unless sorted.',
    roles: adminRoles,
    school: false,
    body: signInPageRequestSchema,
    response: paged(signInEventSchema),
  }),
  signInExport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/logs/sign-ins/export',
    summary: 'The sign-in log of the filter as CSV (at most 50,000 rows; `truncated` says when there were more). Audited.',
    roles: adminRoles,
    school: false,
    body: signInFilterSchema,
    rateLimit: exportLimit,
    response: logExportSchema,
  }),
};
