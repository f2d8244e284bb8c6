import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { BugStatus } from '@/contract/schemas/report-limits';
import { callEndpoint } from '@/src/lib/api-client';
import { type BugReportFilter, reportKeys, triagePageSize } from './keys';

export function fetchBugReports({ status, search, page }: BugReportFilter, signal?: AbortSignal) {
  return callEndpoint(api.bugReportList, {
    body: { page, pageSize: triagePageSize, ...(status ? { status } : {}), ...(search ? { search } : {}) },
    ...(signal ? { signal } : {}),
  });
}

/** A page of bug reports, newest first, of one status (or all) and matching a search. */
export function bugReportsQueryOptions(filter: BugReportFilter) {
  return queryOptions({ queryKey: reportKeys.bugList(filter), queryFn: ({ signal }) => fetchBugReports(filter, signal) });
}

export function useBugReports(filter: BugReportFilter) {
  return useSuspenseQuery(bugReportsQueryOptions(filter));
}

export function fetchBugReport(id: string, signal?: AbortSignal) {
  return callEndpoint(api.bugReportDetail, { params: { id }, ...(signal ? { signal } : {}) });
}

/** One report in full (with its screenshot), loaded when the drawer opens. */
export function bugReportQueryOptions(id: string) {
  return queryOptions({ queryKey: reportKeys.bugDetail(id), queryFn: ({ signal }) => fetchBugReport(id, signal) });
}

/** Not suspense: the drawer shows its own skeleton and error over the list. */
export function useBugReport(id: string | null) {
  return useQuery({ ...bugReportQueryOptions(id ?? ''), enabled: id !== null });
}

export function setBugReportStatus(id: string, status: BugStatus) {
  return callEndpoint(api.bugReportStatus, { params: { id }, body: { status } });
}

/** Moves a report in triage; the lists and the report are read again. Failures go to the shared snackbar. */
export function useSetBugReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BugStatus }) => setBugReportStatus(id, status),
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.bugLists() }),
        queryClient.invalidateQueries({ queryKey: reportKeys.bugDetail(id) }),
      ]),
  });
}
