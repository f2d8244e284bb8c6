import type { QueryClient } from '@tanstack/react-query';
import { auditFilterOf, type LogsSearch, signInFilterOf } from '../lib/search';
import { auditLogQueryOptions } from './audit-log';
import { signInsQueryOptions } from './sign-ins';

/** The logs routes' loader: the open tab's page for the address's filter. */
export async function loadLogs(queryClient: QueryClient, search: LogsSearch) {
  const page = search.page ?? 0;
  if (search.tab === 'sign-ins') await queryClient.ensureQueryData(signInsQueryOptions(signInFilterOf(search), page));
  else await queryClient.ensureQueryData(auditLogQueryOptions(auditFilterOf(search), page));
}
