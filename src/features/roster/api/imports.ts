import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { rosterKeys } from './keys';

/** Imports per page of the history. */
export const rosterHistoryPageSize = 10;

export function fetchRosterImports(page: number, signal?: AbortSignal) {
  return callEndpoint(api.rosterImports, { body: { page, pageSize: rosterHistoryPageSize }, ...(signal ? { signal } : {}) });
}

export function rosterImportsQueryOptions(page: number) {
  return queryOptions({ queryKey: rosterKeys.importsPage(page), queryFn: ({ signal }) => fetchRosterImports(page, signal) });
}

/** A page of the imports the admin may see, newest first. */
export function useRosterImports(page: number) {
  return useSuspenseQuery(rosterImportsQueryOptions(page));
}

export function fetchRosterImport(id: string, signal?: AbortSignal) {
  return callEndpoint(api.rosterImport, { params: { id }, ...(signal ? { signal } : {}) });
}

export function rosterImportQueryOptions(id: string) {
  return queryOptions({ queryKey: rosterKeys.detail(id), queryFn: ({ signal }) => fetchRosterImport(id, signal) });
}

/** One import with its sample of changes and its errors. */
export function useRosterImport(id: string) {
  return useSuspenseQuery(rosterImportQueryOptions(id));
}
