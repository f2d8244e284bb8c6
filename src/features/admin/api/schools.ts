import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { adminKeys } from './keys';

export function fetchSchools(signal?: AbortSignal) {
  return callEndpoint(api.schoolsAll, signal ? { signal } : {});
}

/** Schools in the signed-in admin's scope (all, the district's, or their own), with counts. */
export function schoolsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.schools(), queryFn: ({ signal }) => fetchSchools(signal) });
}

export function useSchools() {
  return useSuspenseQuery(schoolsQueryOptions());
}
