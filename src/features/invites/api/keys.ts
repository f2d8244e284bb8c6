import type { InviteStatus } from '@/contract/schemas/invites';

/** Query keys of the invite screens. Not school-scoped: the endpoints answer within the admin's reach. */
export const invitesKeys = {
  all: ['invites'] as const,
  lists: () => [...invitesKeys.all, 'list'] as const,
  list: (filter: InviteFilter) => [...invitesKeys.lists(), filter] as const,
  outbox: () => ['outbox'] as const,
  outboxPage: (page: number) => [...invitesKeys.outbox(), 'page', page] as const,
  outboxMail: (mailId: string) => [...invitesKeys.outbox(), 'mail', mailId] as const,
};

export type InviteSortKey = 'lastSentAt' | 'email' | 'name' | 'status' | 'school';
export type SortDirection = 'asc' | 'desc';

/** What the invite list shows: the address's search, status, order and page. */
export interface InviteFilter {
  q: string;
  status: InviteStatus | '';
  sort: InviteSortKey;
  dir: SortDirection;
  page: number;
}
