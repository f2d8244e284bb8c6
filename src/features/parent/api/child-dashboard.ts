import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { parentKeys } from './keys';

export function fetchChildDashboard(childId: string, signal?: AbortSignal) {
  return callEndpoint(api.parentDashboard, { body: { childId }, ...(signal ? { signal } : {}) });
}

/** One child's classes, units, grades, time and recent activity (`POST /api/v1/parent/dashboard/info`). */
export function childDashboardQueryOptions(childId: string) {
  return queryOptions({ queryKey: parentKeys.dashboard(childId), queryFn: ({ signal }) => fetchChildDashboard(childId, signal) });
}

export function useChildDashboard(childId: string) {
  return useSuspenseQuery(childDashboardQueryOptions(childId));
}
