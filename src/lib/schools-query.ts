import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { EndpointOf, QueryInputOf } from '@/contract/define';
import { callEndpoint } from './api-client';

export type SchoolListQuery = NonNullable<QueryInputOf<EndpointOf<typeof api.schoolsAll>>>;

/**
 * Every school at once, for pickers and the landing pages: the largest page the server gives (500;
 * a large district has a few dozen schools). The consoles page, search and sort on the server.
 */
export const everySchool: SchoolListQuery = { pageSize: 500, sort: 'name' };

export function fetchSchools(query: SchoolListQuery, signal?: AbortSignal) {
  return callEndpoint(api.schoolsAll, { query, ...(signal ? { signal } : {}) });
}

/** Key of every school list: a change to a school invalidates them all by it. */
export const schoolListsKey = ['admin', 'schools'] as const;

/**
 * A page of the schools in the signed-in admin's scope (all, the district's, or their own), with
 * counts. Read by the admin landing pages, the roster import's target picker and the organisation
 * console, so it lives here.
 */
export function schoolsQueryOptions(query: SchoolListQuery = everySchool) {
  return queryOptions({ queryKey: [...schoolListsKey, query] as const, queryFn: ({ signal }) => fetchSchools(query, signal) });
}

export function useSchools(query: SchoolListQuery = everySchool) {
  return useSuspenseQuery(schoolsQueryOptions(query));
}
