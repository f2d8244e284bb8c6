import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { type CrashGroupFilter, reportKeys, triagePageSize } from './keys';

export function fetchCrashGroups({ search, page }: CrashGroupFilter, signal?: AbortSignal) {
  return callEndpoint(api.crashReportGroups, {
    body: { page, pageSize: triagePageSize, ...(search ? { search } : {}) },
    ...(signal ? { signal } : {}),
  });
}

/** A page of crash report groups (by message), most recently seen first. */
export function crashGroupsQueryOptions(filter: CrashGroupFilter) {
  return queryOptions({ queryKey: reportKeys.crashGroups(filter), queryFn: ({ signal }) => fetchCrashGroups(filter, signal) });
}

export function useCrashGroups(filter: CrashGroupFilter) {
  return useSuspenseQuery(crashGroupsQueryOptions(filter));
}
