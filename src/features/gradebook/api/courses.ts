import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { gradebookKeys } from './keys';

export function fetchGradebookCourses(signal?: AbortSignal) {
  return callEndpoint(api.gradebookCourses, signal ? { signal } : {});
}

/** The courses whose template this user may edit (the editor's course picker), saying which have their own. */
export function gradebookCoursesQueryOptions() {
  return queryOptions({ queryKey: gradebookKeys.courses(), queryFn: ({ signal }) => fetchGradebookCourses(signal) });
}

export function useGradebookCourses() {
  return useSuspenseQuery(gradebookCoursesQueryOptions());
}
