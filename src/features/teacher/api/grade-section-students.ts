import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { requireSchool } from '@/src/lib/require-school';
import { useSchoolId } from '@/src/lib/school-id';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/grade/section/{id}/students` (schoolid): the section's students this teacher may open. */
export const fetchGradeSectionStudents = (schoolId: string | null, sectionId: string, signal?: AbortSignal) =>
  callEndpoint(api.gradeSectionStudents, { params: { id: sectionId }, schoolId: requireSchool(schoolId), signal });

export const gradeSectionStudentsQueryOptions = (schoolId: string | null, sectionId: string) =>
  queryOptions({
    queryKey: teacherKeys.gradeSectionStudents(schoolId, sectionId),
    queryFn: ({ signal }) => fetchGradeSectionStudents(schoolId, sectionId, signal),
  });

export function useGradeSectionStudents(sectionId: string) {
  return useSuspenseQuery(gradeSectionStudentsQueryOptions(useSchoolId(), sectionId));
}
