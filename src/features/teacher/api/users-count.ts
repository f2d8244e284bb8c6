import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { requireSchool } from '@/src/lib/require-school';
import { useSchoolId } from '@/src/lib/school-id';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/users/count` (schoolid): people and classes of the selected school. */
export const fetchUsersCount = (schoolId: string | null, signal?: AbortSignal) =>
  callEndpoint(api.usersCount, { schoolId: requireSchool(schoolId), signal });

export const usersCountQueryOptions = (schoolId: string | null) =>
  queryOptions({ queryKey: teacherKeys.usersCount(schoolId), queryFn: ({ signal }) => fetchUsersCount(schoolId, signal) });

/** Not suspending: the head counts are a part of the dashboard whose failure is silent (ARCHITECTURE.md §6). */
export function useUsersCount() {
  return useQuery(usersCountQueryOptions(useSchoolId()));
}
