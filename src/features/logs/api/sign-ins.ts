import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { SignInFilterInput } from '@/contract/schemas/logs';
import { callEndpoint } from '@/src/lib/api-client';
import { logsPageSize } from '../lib/search';
import { logsKeys } from './keys';

export function fetchSignIns(filter: SignInFilterInput, page: number, signal?: AbortSignal) {
  return callEndpoint(api.signInList, { body: { ...filter, page, pageSize: logsPageSize }, ...(signal ? { signal } : {}) });
}

export function signInsQueryOptions(filter: SignInFilterInput, page: number) {
  return queryOptions({
    queryKey: logsKeys.signIns(filter, page),
    queryFn: ({ signal }) => fetchSignIns(filter, page, signal),
  });
}

/** A page of sign-in attempts and sign-outs within the admin's reach. */
export function useSignIns(filter: SignInFilterInput, page: number) {
  return useSuspenseQuery(signInsQueryOptions(filter, page));
}
