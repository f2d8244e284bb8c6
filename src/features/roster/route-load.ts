import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@/contract/http';
import { rosterImportsQueryOptions } from './api/imports';
import { loadTargetOptions } from './api/target-options';

/** The loader of both roster routes: the target lists and the history's page at once. */
export async function loadRoster(queryClient: QueryClient, role: Role, page: number) {
  await Promise.all([loadTargetOptions(queryClient, role), queryClient.ensureQueryData(rosterImportsQueryOptions(page))]);
}
