import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from './api-client';
import { schoolScoped } from './query-keys';
import { requireSchool } from './require-school';
import { useSchoolId } from './school-id';

/** ARCHITECTURE.md §6: the course list asks for page 0 of 500, one request for every class a teacher has. */
export const myCoursesPage = { pageSize: 500, page: 0 } as const;

/** `POST /api/v1/teacher/mycourses/get {pageSize: 500, page: 0}` (schoolid): the teacher's classes. */
export const fetchMyCourses = (schoolId: string | null, signal?: AbortSignal) =>
  callEndpoint(api.myCourses, { body: myCoursesPage, schoolId: requireSchool(schoolId), signal });

/**
 * One cache entry for the teacher's classes in a school, shared by the courses page and the
 * gradebook's class list (features do not import each other, so it lives here).
 */
export const myCoursesQueryOptions = (schoolId: string | null) =>
  queryOptions({ queryKey: schoolScoped(schoolId, 'my-courses'), queryFn: ({ signal }) => fetchMyCourses(schoolId, signal) });

/** The teacher's classes in the selected school (the courses page, the gradebook's class links). */
export function useMyCourses() {
  return useSuspenseQuery(myCoursesQueryOptions(useSchoolId()));
}
