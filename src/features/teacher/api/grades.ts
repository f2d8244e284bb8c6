import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { teacherKeys } from './keys';

/** `GET /api/v1/teacher/grades`: grade levels K, 1–12 in order (platform-wide). */
export const fetchGrades = (signal?: AbortSignal) => callEndpoint(api.grades, { signal });

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: teacherKeys.grades(), queryFn: ({ signal }) => fetchGrades(signal), staleTime: Number.POSITIVE_INFINITY });

export function useGrades() {
  return useSuspenseQuery(gradesQueryOptions());
}
