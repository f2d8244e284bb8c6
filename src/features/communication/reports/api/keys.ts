import type { BugStatus } from '@/contract/schemas/report-limits';

/** Query keys of the super admin's report triage (bug reports, crash reports). */
export const reportKeys = {
  all: ['reports'] as const,
  bugLists: () => [...reportKeys.all, 'bug-list'] as const,
  bugList: (filter: BugReportFilter) => [...reportKeys.bugLists(), filter] as const,
  bugDetail: (id: string) => [...reportKeys.all, 'bug', id] as const,
  crashGroups: (filter: CrashGroupFilter) => [...reportKeys.all, 'crash-groups', filter] as const,
};

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

/** Rows per page of the triage lists. */
export const triagePageSize = 20;
