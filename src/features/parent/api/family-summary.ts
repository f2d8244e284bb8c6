import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { FamilySummarySettings } from '@/contract/schemas/parent';
import { callEndpoint } from '@/src/lib/api-client';
import { parentKeys } from './keys';

/** The parent's weekly summary mail: on or off, and its language. */
export function familySummaryQueryOptions() {
  return queryOptions({
    queryKey: parentKeys.familySummary(),
    queryFn: ({ signal }) => callEndpoint(api.familySummaryGet, { signal }),
  });
}

export function useFamilySummary() {
  return useSuspenseQuery(familySummaryQueryOptions());
}

/** Saves the settings; the answer (what the server keeps) replaces the cached ones. */
export function useSaveFamilySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: FamilySummarySettings) => callEndpoint(api.familySummaryUpdate, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(parentKeys.familySummary(), saved),
  });
}
