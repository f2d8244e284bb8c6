import type { BugStatus } from '@/contract/schemas/report-limits';

/** Query keys of the super admin's report triage (bug reports, crash reports). */
export const reportKeys = {
  all: ['reports'] as const,
  bugLists: () => [...reportKeys.all, 'bug-list'] as const,
  bugList: (filter: BugReportFilter) => [...reportKeys.bugLists(), filter] as const,
  bugDetail: (id: string) => [...reportKeys.all, 'bug', id] as const,
  crashGroups: (filter: CrashGroupFilter) => [...reportKeys.all, 'crash-groups', filter] as const,
};

/** Rows per page of the triage lists. */
export const triagePageSize = 20;

/**
 * The bug report list's address, `?status=open&q=chart&page=1&report=<id>` (parsed by its route);
 * `status=all` shows every status.
 */
export interface BugReportsSearch {
  status?: BugStatus | 'all';
  q?: string;
  page?: number;
  report?: string;
}

export interface CrashReportsSearch {
  q?: string;
  page?: number;
}

/** What the bug report list shows: one status (or all), a search, a page. */
export interface BugReportFilter {
  status: BugStatus | null;
  search: string;
  page: number;
}

export interface CrashGroupFilter {
  search: string;
  page: number;
}

/** Open reports first: what triage is for. */
export function bugReportFilter(search: BugReportsSearch): BugReportFilter {
  const status = search.status ?? 'open';
  return { status: status === 'all' ? null : status, search: search.q ?? '', page: search.page ?? 0 };
}

export function crashGroupFilter(search: CrashReportsSearch): CrashGroupFilter {
  return { search: search.q ?? '', page: search.page ?? 0 };
}
