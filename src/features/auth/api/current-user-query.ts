import { queryOptions } from '@tanstack/react-query';
import { authApi } from '@/contract/client/auth';
import { callEndpoint } from '@/src/lib/api-client';
import { authKeys } from './keys';

/**
 * The current-user query without its hook: the guards run on the first page and must not pull
 * TanStack Query's observers into it (see `current-user.ts` for the hook; `callEndpoint` loads the
 * HTTP client on its first call).
 */
export function fetchCurrentUser(signal?: AbortSignal) {
  return callEndpoint(authApi.currentUser, signal ? { signal } : {});
}

/** The signed-in user. The ky client renews the token on a 401 before this fails. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}
