import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { RosterProviderSave } from '@/contract/schemas/roster-pull';
import { callEndpoint } from '@/src/lib/api-client';
import { rosterKeys } from './keys';

const providerKey = (districtId: string) => [...rosterKeys.all, 'provider', districtId] as const;

/** The district's OneRoster REST connection and its last pull (null: none saved). */
export function useRosterProvider(districtId: string) {
  return useQuery({
    queryKey: providerKey(districtId),
    queryFn: ({ signal }) => callEndpoint(api.rosterProvider, { params: { id: districtId }, signal }),
  });
}

/** "Sync now": answers when the pull is done; the history then shows the import it made. */
export function usePullNow(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.rosterPullNow, { params: { id: districtId } }),
    onSuccess: (provider) => {
      queryClient.setQueryData(providerKey(districtId), { provider });
      void queryClient.invalidateQueries({ queryKey: rosterKeys.imports() });
    },
  });
}

/** Saves the connection (a secret left out keeps the stored one). */
export function useSaveProvider(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterProviderSave) => callEndpoint(api.rosterProviderSave, { params: { id: districtId }, body }),
    onSuccess: (provider) => queryClient.setQueryData(providerKey(districtId), { provider }),
  });
}
