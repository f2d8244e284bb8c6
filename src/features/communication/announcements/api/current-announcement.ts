import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/contract/api';
import { communicationKeys } from '@/src/features/communication/api/keys';
import { callEndpoint } from '@/src/lib/api-client';

export function fetchAnnouncement(signal?: AbortSignal) {
  return callEndpoint(api.announcement, signal ? { signal } : {});
}

export function announcementQueryOptions() {
  return queryOptions({
    queryKey: communicationKeys.announcement(),
    queryFn: ({ signal }) => fetchAnnouncement(signal),
    staleTime: 5 * 60_000,
  });
}

/** The newest active announcement not dismissed by this user, or null. A failed load simply shows none. */
export function useAnnouncement() {
  return useQuery({ ...announcementQueryOptions(), retry: false });
}

export function dismissAnnouncement(id: string) {
  return callEndpoint(api.dismissAnnouncement, { params: { id } });
}

/** ARCHITECTURE.md §6: the announcement is cleared on dismissal (at once; the server remembers it). */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAnnouncement,
    onMutate: () => queryClient.setQueryData(communicationKeys.announcement(), null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: communicationKeys.announcement() }),
  });
}
