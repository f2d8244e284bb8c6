import type { BugStatus } from '@/contract/schemas/report-limits';
import { oneOf, searchSchema, text, uuid } from '@/src/lib/search-params';
import type { BugReportFilter, CrashGroupFilter } from './api/keys';

/** A page number in the address (0 first). */
const pageNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 100_000 ? value : undefined;

/** The bug report list's address: `?status=open&q=chart&page=1&report=<id>`; `status=all` shows every status. */
export const bugReportsSearch = searchSchema({
  status: oneOf(['open', 'in-progress', 'closed', 'all'] as const),
  q: text(200),
  page: pageNumber,
  report: uuid,
});
export type BugReportsSearch = ReturnType<typeof bugReportsSearch>;

/** Open reports first: what triage is for. */
export function bugReportFilter(search: BugReportsSearch): BugReportFilter {
  const status = search.status ?? 'open';
  return { status: status === 'all' ? null : (status as BugStatus), search: search.q ?? '', page: search.page ?? 0 };
}

export const crashReportsSearch = searchSchema({ q: text(200), page: pageNumber });
export type CrashReportsSearch = ReturnType<typeof crashReportsSearch>;

export function crashGroupFilter(search: CrashReportsSearch): CrashGroupFilter {
  return { search: search.q ?? '', page: search.page ?? 0 };
}
