import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from './api-client';

export function fetchSchools(signal?: AbortSignal) {
  return callEndpoint(api.schoolsAll, signal ? { signal } : {});
}

/**
 * Schools in the signed-in admin's scope (all, the district's, or their own), with counts. Read by
 * the admin landing pages and the roster import's target picker, so it lives here.
 */
export function schoolsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'schools'] as const, queryFn: ({ signal }) => fetchSchools(signal) });
}

export function useSchools() {
  return useSuspenseQuery(schoolsQueryOptions());
}
