import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { AnnouncementInput } from '@/contract/schemas/announcements';
import { communicationKeys } from '@/src/features/communication/api/keys';
import { callEndpoint } from '@/src/lib/api-client';
import { announcementKeys } from '../keys';

/** Announcements per page on the admin screen. */
export const announcementsPageSize = 10;

export function fetchAdminAnnouncements(page: number, signal?: AbortSignal) {
  return callEndpoint(api.adminAnnouncements, { body: { page, pageSize: announcementsPageSize }, ...(signal ? { signal } : {}) });
}

export function adminAnnouncementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) => fetchAdminAnnouncements(page, signal),
  });
}

/** A page of the announcements in the admin's scope, newest first. */
export function useAdminAnnouncements(page: number) {
  return useSuspenseQuery(adminAnnouncementsQueryOptions(page));
}

export function fetchAnnouncementAudiences(signal?: AbortSignal) {
  return callEndpoint(api.announcementAudiences, signal ? { signal } : {});
}

export function announcementAudiencesQueryOptions() {
  return queryOptions({
    queryKey: announcementKeys.audiences(),
    queryFn: ({ signal }) => fetchAnnouncementAudiences(signal),
    staleTime: 5 * 60_000,
  });
}

/** The platform (super admin), districts and schools this admin may address. */
export function useAnnouncementAudiences() {
  return useSuspenseQuery(announcementAudiencesQueryOptions());
}

/** After a write: the lists and the caller's own banner (they may be in the audience). */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: communicationKeys.announcement() }),
    ]);
}

/** Field errors are shown in the form, not in a snackbar. */
const fieldErrorsInForm = { errorMessage: false } as const;

export function createAnnouncement(body: AnnouncementInput) {
  return callEndpoint(api.createAnnouncement, { body });
}

export function useCreateAnnouncement() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: createAnnouncement, onSuccess: refresh, meta: fieldErrorsInForm });
}

export function updateAnnouncement({ id, body }: { id: string; body: AnnouncementInput }) {
  return callEndpoint(api.updateAnnouncement, { params: { id }, body });
}

export function useUpdateAnnouncement() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: updateAnnouncement, onSuccess: refresh, meta: fieldErrorsInForm });
}

export function withdrawAnnouncement(id: string) {
  return callEndpoint(api.withdrawAnnouncement, { params: { id } });
}

export function useWithdrawAnnouncement() {
  const refresh = useRefreshAfterWrite();
  return useMutation({ mutationFn: withdrawAnnouncement, onSuccess: refresh });
}
