import type { QueryClient } from '@tanstack/react-query';
import { schoolsQueryOptions } from '@/src/lib/schools-query';
import { inviteFilterOf, outboxPageOf } from '../lib/search';
import { invitesQueryOptions } from './invites';
import { outboxPageQueryOptions } from './outbox';

/** The invites routes' loader: the page of invites and the schools the form offers. */
export async function loadInvites(queryClient: QueryClient, search: Record<string, unknown>) {
  const filter = inviteFilterOf(search);
  await Promise.all([queryClient.ensureQueryData(invitesQueryOptions(filter)), queryClient.ensureQueryData(schoolsQueryOptions())]);
}

/** The outbox route's loader. */
export async function loadOutbox(queryClient: QueryClient, search: Record<string, unknown>) {
  await queryClient.ensureQueryData(outboxPageQueryOptions(outboxPageOf(search)));
}
