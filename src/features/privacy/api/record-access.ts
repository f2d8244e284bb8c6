import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { privacyKeys } from './keys';

/** Access log entries per page. */
export const accessPageSize = 20;

export function fetchRecordAccess(studentId: string, page: number, signal?: AbortSignal) {
  return callEndpoint(api.studentRecordAccess, {
    params: { id: studentId },
    body: { page, pageSize: accessPageSize },
    ...(signal ? { signal } : {}),
  });
}

export function recordAccessQueryOptions(studentId: string, page: number) {
  return queryOptions({
    queryKey: privacyKeys.recordPage(studentId, page),
    queryFn: ({ signal }) => fetchRecordAccess(studentId, page, signal),
  });
}

/** The student (with their deletion state) and a page of who read or changed their record, newest first. */
export function useRecordAccess(studentId: string, page: number) {
  return useSuspenseQuery(recordAccessQueryOptions(studentId, page));
}
