import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { requireSchool } from '@/src/lib/require-school';
import { useSchoolId } from '@/src/lib/school-id';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/grade/all-sections/` (schoolid): the selected school's grade sections. */
export const fetchGradeSections = (schoolId: string | null, signal?: AbortSignal) =>
  callEndpoint(api.gradeSections, { schoolId: requireSchool(schoolId), signal });

export const gradeSectionsQueryOptions = (schoolId: string | null) =>
  queryOptions({ queryKey: teacherKeys.gradeSections(schoolId), queryFn: ({ signal }) => fetchGradeSections(schoolId, signal) });

export function useGradeSections() {
  return useSuspenseQuery(gradeSectionsQueryOptions(useSchoolId()));
}
