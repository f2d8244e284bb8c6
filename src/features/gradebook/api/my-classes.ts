import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../contract/api';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { schoolScoped } from '../../../lib/query-keys';
import { useSchoolId } from '../../../lib/school-id';

/** SPEC.md §9: the course list is page 0 of 500. */
const page = { pageSize: 500, page: 0 } as const;

/** `POST /api/v1/teacher/mycourses/get` (schoolid): the teacher's classes in the selected school, to grade. */
export function fetchMyClasses(schoolId: string | null, signal?: AbortSignal) {
  if (!schoolId) throw new ApiError(400, { message: 'Choose a school first.', code: 'NO_SCHOOL' });
  return callEndpoint(api.myCourses, { body: page, schoolId, ...(signal ? { signal } : {}) });
}

export function myClassesQueryOptions(schoolId: string | null) {
  return queryOptions({
    queryKey: schoolScoped(schoolId, 'gradebook', 'classes'),
    queryFn: ({ signal }) => fetchMyClasses(schoolId, signal),
  });
}

/** Not suspending: the template editor shows while the class list loads. */
export function useMyClasses() {
  return useQuery(myClassesQueryOptions(useSchoolId()));
}
