import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import type { AnalyticsFilter } from '../lib/range';
import { analyticsKeys } from './keys';

/** The query string of every figure endpoint: the range and, when narrowed, the district or school. */
function queryOf({ from, to, districtId, schoolId }: AnalyticsFilter) {
  return { from, to, ...(districtId ? { districtId } : {}), ...(schoolId ? { schoolId } : {}) };
}
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
// Figures of a past range do not change while the page is open; a minute spares refetches on every focus.
const staleTime = 60_000;

export const fetchActivity = (filter: AnalyticsFilter, signal?: AbortSignal) =>
  callEndpoint(api.analyticsActivity, { query: queryOf(filter), ...withSignal(signal) });
export const activityQueryOptions = (filter: AnalyticsFilter) =>
  queryOptions({ queryKey: analyticsKeys.figures('activity', filter), queryFn: ({ signal }) => fetchActivity(filter, signal), staleTime });
export const useActivity = (filter: AnalyticsFilter) => useSuspenseQuery(activityQueryOptions(filter));

export const fetchCompletion = (filter: AnalyticsFilter, signal?: AbortSignal) =>
  callEndpoint(api.analyticsCompletion, { query: queryOf(filter), ...withSignal(signal) });
export const completionQueryOptions = (filter: AnalyticsFilter) =>
  queryOptions({
    queryKey: analyticsKeys.figures('completion', filter),
    queryFn: ({ signal }) => fetchCompletion(filter, signal),
    staleTime,
  });
export const useCompletion = (filter: AnalyticsFilter) => useSuspenseQuery(completionQueryOptions(filter));

export const fetchTimeSpent = (filter: AnalyticsFilter, signal?: AbortSignal) =>
  callEndpoint(api.analyticsTimeSpent, { query: queryOf(filter), ...withSignal(signal) });
export const timeSpentQueryOptions = (filter: AnalyticsFilter) =>
  queryOptions({ queryKey: analyticsKeys.figures('time', filter), queryFn: ({ signal }) => fetchTimeSpent(filter, signal), staleTime });
export const useTimeSpent = (filter: AnalyticsFilter) => useSuspenseQuery(timeSpentQueryOptions(filter));

export const fetchGradebookUse = (filter: AnalyticsFilter, signal?: AbortSignal) =>
  callEndpoint(api.analyticsGradebook, { query: queryOf(filter), ...withSignal(signal) });
export const gradebookUseQueryOptions = (filter: AnalyticsFilter) =>
  queryOptions({
    queryKey: analyticsKeys.figures('gradebook', filter),
    queryFn: ({ signal }) => fetchGradebookUse(filter, signal),
    staleTime,
  });
export const useGradebookUse = (filter: AnalyticsFilter) => useSuspenseQuery(gradebookUseQueryOptions(filter));
