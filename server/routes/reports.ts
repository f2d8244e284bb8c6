import type { reportsEndpoints } from '@/contract/endpoints/reports';
import { found } from '../lib/refusal';
import { acknowledged, type Handlers } from '../lib/register';
import { fileBugReport } from '../reports/bug-report';
import { addTimeSpent } from '../repos/activity';
import { bugReportDetail, listBugReports, setBugReportStatus } from '../repos/bug-reports';
import { crashGroups } from '../repos/error-reports';

const noSuchReport = 'No such bug report';

/** Bug reports, crash groups and time spent (filing a report: `server/reports/`). */
export const reportsHandlers: Handlers<typeof reportsEndpoints> = {
  bugReport: ({ body, user, req, services }) => fileBugReport(services.db, user, body, req.headers['user-agent']),
  bugReportList: ({ body, services }) => listBugReports(services.db, body),
  bugReportDetail: async ({ params, services }) => found(await bugReportDetail(services.db, params.id), noSuchReport),
  bugReportStatus: async ({ params, body, user, services }) =>
    found(await setBugReportStatus(services.db, user.id, params.id, body.status), noSuchReport),
  crashReportGroups: ({ body, services }) => crashGroups(services.db, body),
  timeSpent: ({ body, user, services }) => acknowledged(addTimeSpent(services.db, user.id, body.time, body.page ?? '')),
};
