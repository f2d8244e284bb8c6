import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/contract/api';
import type { RosterProviderSave } from '@/contract/schemas/roster-pull';
import { callEndpoint } from '@/src/lib/api-client';
import { rosterKeys } from './keys';

const providerKey = (districtId: string) => [...rosterKeys.all, 'provider', districtId] as const;

/** How often the card asks again while a pull runs. */
export const pullPollMs = 2000;

/**
 * The district's OneRoster REST connection and its last pull (null: none saved); asked again every
 * `pullPollMs` while a pull runs, and the import history refreshed when it ends (it shows the import the pull made).
 */
export function useRosterProvider(districtId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: providerKey(districtId),
    queryFn: ({ signal }) => callEndpoint(api.rosterProvider, { params: { id: districtId }, signal }),
    refetchInterval: (q) => (q.state.data?.provider?.status.state === 'running' ? pullPollMs : false),
  });
  const state = query.data?.provider?.status.state;
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && state !== 'running') void queryClient.invalidateQueries({ queryKey: rosterKeys.imports() });
    wasRunning.current = state === 'running';
  }, [state, queryClient]);
  return query;
}

/** "Sync now": answers at once (202) with the status running; `useRosterProvider` follows the pull to its end. */
export function usePullNow(districtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api.rosterPullNow, { params: { id: districtId } }),
    onSuccess: (provider) => queryClient.setQueryData(providerKey(districtId), { provider }),
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
