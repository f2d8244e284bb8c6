import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { gradebookKeys } from './keys';

export function fetchTemplates(signal?: AbortSignal) {
  return callEndpoint(api.gradebookAll, signal ? { signal } : {});
}

/** The templates this user may see: DEFAULT first, then by course name (the server copies of the editor). */
export function templatesQueryOptions() {
  return queryOptions({ queryKey: gradebookKeys.templates(), queryFn: ({ signal }) => fetchTemplates(signal) });
}

export function useTemplates() {
  return useSuspenseQuery(templatesQueryOptions());
}
