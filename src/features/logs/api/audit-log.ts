import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { AuditFilterInput } from '@/contract/schemas/logs';
import { callEndpoint } from '@/src/lib/api-client';
import { logsPageSize } from '../lib/search';
import { logsKeys } from './keys';

export function fetchAuditLog(filter: AuditFilterInput, page: number, signal?: AbortSignal) {
  return callEndpoint(api.auditLogList, { body: { ...filter, page, pageSize: logsPageSize }, ...(signal ? { signal } : {}) });
}

export function auditLogQueryOptions(filter: AuditFilterInput, page: number) {
  return queryOptions({
    queryKey: logsKeys.audit(filter, page),
    queryFn: ({ signal }) => fetchAuditLog(filter, page, signal),
  });
}

/** A page of the audit log within the admin's reach. */
export function useAuditLog(filter: AuditFilterInput, page: number) {
  return useSuspenseQuery(auditLogQueryOptions(filter, page));
}
