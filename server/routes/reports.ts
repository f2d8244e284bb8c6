import type { reportsEndpoints } from '@/contract/endpoints/reports';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { decodeScreenshot } from '../lib/screenshot';
import { addTimeSpent } from '../repos/activity';
import { bugReportDetail, createBugReport, listBugReports, setBugReportStatus } from '../repos/bug-reports';
import { crashGroups } from '../repos/error-reports';

/** A report by id, or 404 when there is none. */
function found<T>(report: T | null): T {
  if (report === null) throw notFound('No such bug report');
  return report;
}

export const reportsHandlers: Handlers<typeof reportsEndpoints> = {
  bugReport: async ({ body, user, req, services }) => {
    const id = await createBugReport(services.db, {
      userId: user.id,
      title: body.title,
      description: body.description,
      expected: body.expected,
      steps: body.steps,
      severity: body.severity,
      path: body.path ?? null,
      userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      screenshot: body.screenshot ? decodeScreenshot(body.screenshot) : null,
    });
    return { _id: id };
  },

  bugReportList: ({ body, services }) => listBugReports(services.db, body),

  bugReportDetail: async ({ params, services }) => found(await bugReportDetail(services.db, params.id)),

  bugReportStatus: async ({ params, body, user, services }) =>
    found(await setBugReportStatus(services.db, user.id, params.id, body.status)),

  crashReportGroups: ({ body, services }) => crashGroups(services.db, body),

  timeSpent: async ({ body, user, services }) => {
    await addTimeSpent(services.db, user.id, body.time, body.page ?? '');
    return { ok: true as const };
  },
};
