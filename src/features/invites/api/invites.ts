import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/contract/api';
import type { BodyInputOf, EndpointOf } from '@/contract/define';
import { callEndpoint } from '@/src/lib/api-client';
import { type InviteFilter, invitesKeys } from './keys';

/** Invites per page of the list. */
export const invitesPageSize = 20;

export function fetchInvites(filter: InviteFilter, signal?: AbortSignal) {
  return callEndpoint(api.inviteList, {
    body: {
      page: filter.page,
      pageSize: invitesPageSize,
      sort: filter.sort,
      dir: filter.dir,
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.status ? { status: filter.status } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

export function invitesQueryOptions(filter: InviteFilter) {
  return queryOptions({ queryKey: invitesKeys.list(filter), queryFn: ({ signal }) => fetchInvites(filter, signal) });
}

/** A page of the invites of the admin's schools. */
export function useInvites(filter: InviteFilter) {
  return useSuspenseQuery(invitesQueryOptions(filter));
}

export type NewInvite = BodyInputOf<EndpointOf<typeof api.inviteCreate>>;

export function createInvite(invite: NewInvite) {
  return callEndpoint(api.inviteCreate, { body: invite });
}

function useRefreshInvites() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: invitesKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: invitesKeys.outbox() }),
    ]);
}

/** Invites a teacher. Failures are shown by the form (400 on its fields, 409 and 429 above it). */
export function useCreateInvite() {
  const refresh = useRefreshInvites();
  return useMutation({ mutationFn: createInvite, onSettled: refresh, meta: { errorMessage: false } });
}

export function resendInvite(inviteId: string) {
  return callEndpoint(api.inviteResend, { params: { id: inviteId } });
}

/** Mails a new link; errors go to the shared snackbar. */
export function useResendInvite() {
  const refresh = useRefreshInvites();
  return useMutation({ mutationFn: resendInvite, onSettled: refresh });
}

export function revokeInvite(inviteId: string) {
  return callEndpoint(api.inviteRevoke, { params: { id: inviteId } });
}

/** Revokes the invite; errors go to the shared snackbar. */
export function useRevokeInvite() {
  const refresh = useRefreshInvites();
  return useMutation({ mutationFn: revokeInvite, onSettled: refresh });
}
