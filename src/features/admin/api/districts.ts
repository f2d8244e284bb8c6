import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { callEndpoint } from '@/src/lib/api-client';
import { adminKeys } from './keys';

export function fetchDistricts(signal?: AbortSignal) {
  return callEndpoint(api.districtsAll, signal ? { signal } : {});
}

export function districtsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.districts(), queryFn: ({ signal }) => fetchDistricts(signal) });
}

export function useDistricts() {
  return useSuspenseQuery(districtsQueryOptions());
}
