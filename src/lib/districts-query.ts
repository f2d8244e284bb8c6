import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { EndpointOf, QueryInputOf } from '@/contract/define';
import { callEndpoint } from './api-client';

export type DistrictListQuery = NonNullable<QueryInputOf<EndpointOf<typeof api.districtsAll>>>;

/**
 * Every district at once, for pickers and the landing page: the largest page the server gives
 * (500; the platform has a few dozen districts, far below it). The consoles page through the list.
 */
export const everyDistrict: DistrictListQuery = { pageSize: 500, sort: 'name' };

export function fetchDistricts(query: DistrictListQuery, signal?: AbortSignal) {
  return callEndpoint(api.districtsAll, { query, ...(signal ? { signal } : {}) });
}

/** Key of every district list: a change to a district invalidates them all by it. */
export const districtListsKey = ['admin', 'districts'] as const;

/**
 * A page of the districts in the admin's scope (all for the super admin, their own for a district
 * admin). Read by the admin landing pages, the roster import's target picker and the organisation
 * console, so it lives here (features do not import each other).
 */
export function districtsQueryOptions(query: DistrictListQuery = everyDistrict) {
  return queryOptions({ queryKey: [...districtListsKey, query] as const, queryFn: ({ signal }) => fetchDistricts(query, signal) });
}

export function useDistricts(query: DistrictListQuery = everyDistrict) {
  return useSuspenseQuery(districtsQueryOptions(query));
}
