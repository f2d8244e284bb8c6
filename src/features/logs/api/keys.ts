import type { AuditFilterInput, SignInFilterInput } from '@/contract/schemas/logs';

/** Query keys of the logs screens. Not school-scoped: the server answers within the admin's reach. */
export const logsKeys = {
  all: ['logs'] as const,
  audit: (filter: AuditFilterInput, page: number) => [...logsKeys.all, 'audit', filter, page] as const,
  signIns: (filter: SignInFilterInput, page: number) => [...logsKeys.all, 'sign-ins', filter, page] as const,
};
