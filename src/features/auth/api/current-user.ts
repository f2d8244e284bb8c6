import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../contract/api';
import { callEndpoint } from '../../../lib/api-client';
import { authKeys } from './keys';

export function fetchCurrentUser(signal?: AbortSignal) {
  return callEndpoint(api.currentUser, signal ? { signal } : {});
}

/** The signed-in user. The ky client renews the token on a 401 before this fails. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
