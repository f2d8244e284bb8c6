import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, okSchema, paged, pageRequestSchema, roles } from '../http';
import { bugReportBodyLimit, bugReportLimits as limits } from '../schemas/report-limits';
import { bugReportDetailSchema, bugReportSummarySchema, bugSeveritySchema, bugStatusSchema, crashGroupSchema } from '../schemas/reports';

const atLeast = (n: number) => ({ error: `must be at least ${n} characters` });
const atMost = (n: number) => ({ error: `must be at most ${n} characters` });

/** The most one time report may carry: an hour (the client splits larger counts). */
export const maxSecondsPerReport = 3600;

/** What users send about their use of the app: bug reports, crash reports (triage) and time spent. */
export const reportsEndpoints = {
  bugReport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/bug-report',
    summary:
      'A bug report from the form. `screenshot` is an optional base64 data URL of a PNG, JPEG or WebP image of at most 2 MiB; its type is read from its bytes.',
    roles,
    school: false,
    body: z.strictObject({
      title: z.string().trim().min(limits.title.min, atLeast(limits.title.min)).max(limits.title.max, atMost(limits.title.max)),
      description: z
        .string()
        .trim()
        .min(limits.description.min, atLeast(limits.description.min))
        .max(limits.description.max, atMost(limits.description.max)),
      expected: z.string().trim().max(limits.expected.max, atMost(limits.expected.max)).default(''),
      steps: z.string().trim().max(limits.steps.max, atMost(limits.steps.max)).default(''),
      severity: bugSeveritySchema.default('normal'),
      path: z.string().max(limits.path.max, atMost(limits.path.max)).optional(),
      // Bounded by the body limit below; the decoded size and the type are checked by the server.
      screenshot: z.string().startsWith('data:', { error: 'must be a data URL' }).optional(),
    }),
    response: z.object({ _id: z.string() }),
    status: 201,
    rateLimit: { perUser: 10, windowSeconds: 3600 },
    bodyLimit: bugReportBodyLimit,
  }),
  bugReportList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/sup-admin/bug-report/list',
    summary: 'Bug reports newest first, paged, optionally of one status and matching a search of title, description and page.',
    roles: ['super-admin'],
    school: false,
    body: pageRequestSchema.extend({
      status: bugStatusSchema.optional(),
      search: z.string().trim().max(200).optional(),
    }),
    response: paged(bugReportSummarySchema),
  }),
  bugReportDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sup-admin/bug-report/:id',
    summary: 'One bug report in full, with its screenshot as a data URL.',
    roles: ['super-admin'],
    school: false,
    params: idParams,
    response: bugReportDetailSchema,
  }),
  bugReportStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/sup-admin/bug-report/:id/status',
    summary: 'Moves a bug report in triage: open, in-progress or closed.',
    roles: ['super-admin'],
    school: false,
    params: idParams,
    body: z.strictObject({ status: bugStatusSchema }),
    response: bugReportSummarySchema,
  }),
  crashReportGroups: defineEndpoint({
    method: 'POST',
    path: '/api/v1/sup-admin/crash-report/groups',
    summary: 'Crash reports grouped by message (the first line of the error), most recent first, paged, optionally matching a search.',
    roles: ['super-admin'],
    school: false,
    body: pageRequestSchema.extend({ search: z.string().trim().max(200).optional() }),
    response: paged(crashGroupSchema),
  }),
  timeSpent: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/time-spent/add',
    summary: "Add seconds (at most an hour a call) to today's time spent for this user on one page (the route's path).",
    roles,
    school: false,
    body: z.strictObject({
      time: z.number().int().gt(0).max(maxSecondsPerReport),
      page: z.string().max(200).optional(),
    }),
    response: okSchema,
    // Bounds a misbehaving client only: a busy person sends a report a route change, at most every second or two.
    rateLimit: { perUser: 1800, windowSeconds: 3600 },
  }),
};
