import type { AuditFilterInput, SignInFilterInput, SignInOutcome } from '@/contract/schemas/logs';

/** The two logs, one tab each. */
export type LogTab = 'audit' | 'sign-ins';
export type SortDirection = 'asc' | 'desc';
export type AuditSortKey = 'at' | 'actor' | 'action' | 'record';
export type SignInSortKey = 'at' | 'email' | 'outcome';

/**
 * The logs page's address (`?tab=&q=&…`): every filter lives in the URL, so a filtered view can be
 * bookmarked, shared and reloaded. Days are `YYYY-MM-DD` in the viewer's time zone, both inclusive.
 */
export interface LogsSearch {
  tab?: LogTab;
  /** Part of a user's name or email. */
  q?: string;
  /** Audit: the record's kind and id. */
  entity?: string;
  record?: string;
  /** Audit: the action or its start. */
  action?: string;
  /** Sign-ins: one outcome. */
  outcome?: SignInOutcome;
  from?: string;
  to?: string;
  page?: number;
  sort?: AuditSortKey | SignInSortKey;
  dir?: SortDirection;
}

export const logsPageSize = 25;

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an ISO instant (what the API compares). */
function dayStart(day: string, days = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days).toISOString();
}

/** The days as the API's range: from the first day's start to the end of the last (exclusive). */
function timeRange(search: LogsSearch) {
  return {
    ...(search.from ? { from: dayStart(search.from) } : {}),
    ...(search.to ? { to: dayStart(search.to, 1) } : {}),
  };
}

const auditSorts: readonly string[] = ['at', 'actor', 'action', 'record'];
const signInSorts: readonly string[] = ['at', 'email', 'outcome'];

/** The audit list's filter from the address (the sort of the other tab is ignored). */
export function auditFilterOf(search: LogsSearch): AuditFilterInput {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.entity ? { entity: search.entity } : {}),
    ...(search.record ? { entityId: search.record } : {}),
    ...(search.action ? { action: search.action } : {}),
    ...timeRange(search),
    ...(search.sort && auditSorts.includes(search.sort) ? { sort: search.sort as AuditSortKey } : {}),
    ...(search.dir ? { dir: search.dir } : {}),
  };
}

export function signInFilterOf(search: LogsSearch): SignInFilterInput {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.outcome ? { outcome: search.outcome } : {}),
    ...timeRange(search),
    ...(search.sort && signInSorts.includes(search.sort) ? { sort: search.sort as SignInSortKey } : {}),
    ...(search.dir ? { dir: search.dir } : {}),
  };
}

/** The sort the list shows: the address's, or newest first. */
export function sortOf(search: LogsSearch, tab: LogTab): { sort: string; dir: SortDirection } {
  const valid = tab === 'audit' ? auditSorts : signInSorts;
  const sort = search.sort && valid.includes(search.sort) ? search.sort : 'at';
  return { sort, dir: search.dir ?? 'desc' };
}
