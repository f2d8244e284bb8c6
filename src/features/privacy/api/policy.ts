import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { privacyKeys } from './keys';

export function fetchPrivacyPolicy(signal?: AbortSignal) {
  return callEndpoint(api.privacyPolicy, signal ? { signal } : {});
}

export function privacyPolicyQueryOptions() {
  return queryOptions({
    queryKey: privacyKeys.policy(),
    queryFn: ({ signal }) => fetchPrivacyPolicy(signal),
    // The server's configuration: it changes with a restart, the last run at most once per interval.
    staleTime: 60_000,
  });
}

/** The retention and deletion policy the server runs, and its job's last run. */
export function usePrivacyPolicy() {
  return useSuspenseQuery(privacyPolicyQueryOptions());
}
