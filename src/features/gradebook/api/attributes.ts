import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { gradebookKeys } from './keys';

export function fetchAttributeCatalogue(signal?: AbortSignal) {
  return callEndpoint(api.gradebookAttributes, signal ? { signal } : {});
}

/** The attribute catalogue: where a score comes from. It changes with releases, not with use. */
export function attributeCatalogueQueryOptions() {
  return queryOptions({
    queryKey: gradebookKeys.attributes(),
    queryFn: ({ signal }) => fetchAttributeCatalogue(signal),
    staleTime: 60 * 60_000,
  });
}

export function useAttributeCatalogue() {
  return useSuspenseQuery(attributeCatalogueQueryOptions());
}
