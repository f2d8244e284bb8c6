import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { parentKeys } from './keys';

export function fetchChildren(signal?: AbortSignal) {
  return callEndpoint(api.parentChildren, signal ? { signal } : {});
}

/** The signed-in parent's children, each with their courses' completion and average score. */
export function childrenQueryOptions() {
  return queryOptions({ queryKey: parentKeys.children(), queryFn: ({ signal }) => fetchChildren(signal) });
}

export function useChildren() {
  return useSuspenseQuery(childrenQueryOptions());
}
