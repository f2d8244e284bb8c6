import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { analyticsKeys } from './keys';

export function fetchAnalyticsScopes(signal?: AbortSignal) {
  return callEndpoint(api.analyticsScopes, signal ? { signal } : {});
}

export function analyticsScopesQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.scopes(), queryFn: ({ signal }) => fetchAnalyticsScopes(signal), staleTime: 5 * 60_000 });
}

/** The districts and schools the admin may narrow analytics to. */
export function useAnalyticsScopes() {
  return useSuspenseQuery(analyticsScopesQueryOptions());
}
