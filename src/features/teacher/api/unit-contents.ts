import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/content/by/section/{id}?instance=`: a unit's items, with the class's progress on each. */
export const fetchUnitContents = (unitId: string, instanceId: string | null, signal?: AbortSignal) =>
  callEndpoint(api.sectionContents, { params: { id: unitId }, query: instanceId ? { instance: instanceId } : {}, signal });

export const unitContentsQueryOptions = (unitId: string, instanceId: string | null) =>
  queryOptions({
    queryKey: teacherKeys.unitContents(unitId, instanceId),
    queryFn: ({ signal }) => fetchUnitContents(unitId, instanceId, signal),
  });

export function useUnitContents(unitId: string, instanceId: string | null) {
  return useSuspenseQuery(unitContentsQueryOptions(unitId, instanceId));
}
