import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../contract/api';
import { callEndpoint } from '../../../lib/api-client';
import { shellKeys } from './keys';

export function fetchMySchools(signal?: AbortSignal) {
  return callEndpoint(api.mySchools, signal ? { signal } : {});
}

export function mySchoolsQueryOptions() {
  return queryOptions({ queryKey: shellKeys.mySchools(), queryFn: ({ signal }) => fetchMySchools(signal), staleTime: 5 * 60_000 });
}

export function useMySchools(enabled = true) {
  return useQuery({ ...mySchoolsQueryOptions(), enabled });
}
