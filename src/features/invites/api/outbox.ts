import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { invitesKeys } from './keys';

/** Mails per page of the outbox. */
export const outboxPageSize = 20;

export function fetchOutboxPage(page: number, signal?: AbortSignal) {
  return callEndpoint(api.outboxList, { body: { page, pageSize: outboxPageSize }, ...(signal ? { signal } : {}) });
}

export function outboxPageQueryOptions(page: number) {
  return queryOptions({ queryKey: invitesKeys.outboxPage(page), queryFn: ({ signal }) => fetchOutboxPage(page, signal) });
}

/** A page of the outbox, newest first. */
export function useOutboxPage(page: number) {
  return useSuspenseQuery(outboxPageQueryOptions(page));
}

export function fetchOutboxMail(mailId: string, signal?: AbortSignal) {
  return callEndpoint(api.outboxMail, { params: { id: mailId }, ...(signal ? { signal } : {}) });
}

export function outboxMailQueryOptions(mailId: string) {
  return queryOptions({ queryKey: invitesKeys.outboxMail(mailId), queryFn: ({ signal }) => fetchOutboxMail(mailId, signal) });
}

/** One mail with its bodies, loaded when it is opened. */
export function useOutboxMail(mailId: string | null) {
  return useQuery({ ...outboxMailQueryOptions(mailId ?? ''), enabled: mailId !== null });
}
