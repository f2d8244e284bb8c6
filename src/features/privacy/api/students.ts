import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { privacyKeys, type StudentFilter } from './keys';

/** Students per page of the privacy list. */
export const studentsPageSize = 20;

export function fetchPrivacyStudents({ search, page }: StudentFilter, signal?: AbortSignal) {
  return callEndpoint(api.adminStudents, {
    body: { page, pageSize: studentsPageSize, ...(search ? { q: search } : {}) },
    ...(signal ? { signal } : {}),
  });
}

export function privacyStudentsQueryOptions(filter: StudentFilter) {
  return queryOptions({
    queryKey: privacyKeys.students(filter),
    queryFn: ({ signal }) => fetchPrivacyStudents(filter, signal),
  });
}

/** A page of the students the admin reaches, by last and first name. */
export function usePrivacyStudents(filter: StudentFilter) {
  return useSuspenseQuery(privacyStudentsQueryOptions(filter));
}
