import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { gradebookKeys } from './keys';

export function fetchClassGradebook(instanceId: string, signal?: AbortSignal) {
  return callEndpoint(api.gradebookClass, { params: { id: instanceId }, ...(signal ? { signal } : {}) });
}

/** One class's grade book: template, students, manual scores and automatic values. */
export function classGradebookQueryOptions(instanceId: string) {
  return queryOptions({
    queryKey: gradebookKeys.class(instanceId),
    queryFn: ({ signal }) => fetchClassGradebook(instanceId, signal),
  });
}

export function useClassGradebook(instanceId: string) {
  return useSuspenseQuery(classGradebookQueryOptions(instanceId));
}
