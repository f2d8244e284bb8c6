import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { SsoProviderSave } from '@/contract/schemas/sso';
import { callEndpoint } from '@/src/lib/api-client';
import { ssoKey, ssoProviderQueryOptions } from './provider-query';

export const useSsoProvider = (districtId: string) => useSuspenseQuery(ssoProviderQueryOptions(districtId));

/** Saves the provider (a secret left out keeps the stored one). */
export function useSaveSsoProvider(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoProviderSave) => callEndpoint(api.ssoProviderSave, { params: { id: districtId }, body }),
    onSuccess: (provider) => queryClient.setQueryData(ssoKey(districtId), { provider }),
  });
}

/** Removes the provider: the district's people sign in with passwords again. */
export function useRemoveSsoProvider(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.ssoProviderDelete, { params: { id: districtId } }),
    onSuccess: () => queryClient.setQueryData(ssoKey(districtId), { provider: null }),
  });
}
