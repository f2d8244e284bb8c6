import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from './api-client';

export function fetchDistricts(signal?: AbortSignal) {
  return callEndpoint(api.districtsAll, signal ? { signal } : {});
}

/**
 * Districts in the admin's scope (all for the super admin, their own for a district admin). Read by
 * the admin landing pages and the roster import's target picker, so it lives here (features do not
 * import each other).
 */
export function districtsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'districts'] as const, queryFn: ({ signal }) => fetchDistricts(signal) });
}

export function useDistricts() {
  return useSuspenseQuery(districtsQueryOptions());
}
