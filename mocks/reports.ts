import { api } from '@/contract/api';
import type { Paged } from '@/contract/http';
import type { BugReportDetail, BugReportSummary, CrashGroup } from '@/contract/schemas/reports';
import { apiError, mockEndpoint } from './endpoint';

/** Fixtures of the report triage screens, shaped by the contract. */
const pngDataUrl = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const reporter = { _id: 'user-teacher', name: 'Tess Teacher', email: 'teacher@demo.test' };

export function bugReportFixtures(): BugReportDetail[] {
  const report = (n: number, fields: Partial<BugReportDetail>): BugReportDetail => ({
    _id: `00000000-0000-4000-8000-0000000b0${String(n).padStart(3, '0')}`,
    title: `Report ${n}`,
    severity: 'normal',
    status: 'open',
    path: '/teacher',
    reporter,
    hasScreenshot: false,
    createdAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
    description: 'Something went wrong.',
    expected: '',
    steps: '',
    userAgent: 'Test browser',
    screenshot: null,
    ...fields,
  });
  return [
    report(1, {
      title: 'Gradebook save fails',
      severity: 'blocking',
      description: 'Saving shows an error.',
      expected: 'It saves.',
      steps: '1. Edit\n2. Save',
      hasScreenshot: true,
      screenshot: pngDataUrl,
    }),
    report(2, { title: 'Roster is slow', severity: 'high', status: 'in-progress' }),
    report(3, { title: 'Typo on dashboard', severity: 'low', status: 'closed', reporter: null }),
  ];
}

export const crashGroupsFixture: CrashGroup[] = [
  {
    message: 'TypeError: x is undefined',
    count: 4,
    usersAffected: 2,
    firstSeen: '2026-01-01T08:00:00.000Z',
    lastSeen: '2026-01-03T09:30:00.000Z',
    samplePath: '/teacher/students',
    sampleUserAgent: 'Test browser',
    sampleError: 'TypeError: x is undefined\n    at roster.js:12',
  },
];

const summary = ({ description: _d, expected: _e, steps: _s, userAgent: _u, screenshot: _p, ...rest }: BugReportDetail): BugReportSummary =>
  rest;

/**
 * Triage handlers over an in-memory list: the list filters by status and search and pages; the
 * status change changes the list. Answers `reports` so a test can look at what changed.
 */
export function bugReportHandlers(reports: BugReportDetail[] = bugReportFixtures()) {
  return [
    mockEndpoint(api.bugReportList, ({ body }) => {
      const {
        page = 0,
        pageSize = 20,
        status,
        search,
      } = (body ?? {}) as { page?: number; pageSize?: number; status?: string; search?: string };
      const matching = reports
        .filter((r) => !status || r.status === status)
        .filter((r) => !search || `${r.title} ${r.description} ${r.path}`.toLowerCase().includes(search.toLowerCase()));
      const items = matching.slice(page * pageSize, (page + 1) * pageSize).map(summary);
      return { items, total: matching.length, page, pageSize } satisfies Paged<BugReportSummary>;
    }),
    mockEndpoint(api.bugReportDetail, ({ params }) => reports.find((r) => r._id === params.id) ?? apiError(404, 'No such bug report')),
    mockEndpoint(api.bugReportStatus, ({ params, body }) => {
      const report = reports.find((r) => r._id === params.id);
      if (!report) return apiError(404, 'No such bug report');
      report.status = (body as { status: BugReportDetail['status'] }).status;
      return summary(report);
    }),
  ];
}

export function crashGroupHandlers(groups: CrashGroup[] = crashGroupsFixture) {
  return [
    mockEndpoint(api.crashReportGroups, ({ body }) => {
      const { page = 0, pageSize = 20 } = (body ?? {}) as { page?: number; pageSize?: number };
      return { items: groups.slice(page * pageSize, (page + 1) * pageSize), total: groups.length, page, pageSize };
    }),
  ];
}
