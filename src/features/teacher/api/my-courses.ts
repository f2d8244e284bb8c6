import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../../contract/api';
import { callEndpoint } from '../../../lib/api-client';
import { useSchoolId } from '../../../lib/school-id';
import { teacherKeys } from './keys';
import { requireSchool } from './require-school';

/** SPEC.md §9: the course list asks for page 0 of 500, one request for every class a teacher has. */
export const myCoursesPage = { pageSize: 500, page: 0 } as const;

/** `POST /api/v1/teacher/mycourses/get {pageSize: 500, page: 0}` (schoolid): the teacher's classes. */
export const getMyCourses = (schoolId: string | null, signal?: AbortSignal) =>
  callEndpoint(api.myCourses, { body: myCoursesPage, schoolId: requireSchool(schoolId), signal });

export const myCoursesQueryOptions = (schoolId: string | null) =>
  queryOptions({ queryKey: teacherKeys.myCourses(schoolId), queryFn: ({ signal }) => getMyCourses(schoolId, signal) });

export function useMyCourses() {
  return useSuspenseQuery(myCoursesQueryOptions(useSchoolId()));
}
