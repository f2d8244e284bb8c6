import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/contract/client/auth';
import { callEndpoint } from '@/src/lib/api-client';
import { authKeys } from './keys';

export function fetchMySchools(signal?: AbortSignal) {
  return callEndpoint(authApi.mySchools, signal ? { signal } : {});
}

export function mySchoolsQueryOptions() {
  return queryOptions({ queryKey: authKeys.mySchools(), queryFn: ({ signal }) => fetchMySchools(signal), staleTime: 5 * 60_000 });
}

export function useMySchools(enabled = true) {
  return useQuery({ ...mySchoolsQueryOptions(), enabled });
}
