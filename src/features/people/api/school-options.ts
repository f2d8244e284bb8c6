import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { peopleKeys } from './keys';

export function fetchSchoolOptions(signal?: AbortSignal) {
  return callEndpoint(api.peopleSchoolOptions, signal ? { signal } : {});
}

/** The schools the admin reaches with their grade sections (they change rarely: kept five minutes). */
export function schoolOptionsQueryOptions() {
  return queryOptions({ queryKey: peopleKeys.schoolOptions(), queryFn: ({ signal }) => fetchSchoolOptions(signal), staleTime: 300_000 });
}

export function useSchoolOptions() {
  return useSuspenseQuery(schoolOptionsQueryOptions());
}
