/** The two logs as export sources (`export.ts`): their columns, in the order the screens show them. */
import type { AuditEntry, AuditFilter, SignInEventRow, SignInFilter } from '@/contract/schemas/logs';
import type { AuthUser } from '../auth/auth-user';
import { auditEntries, countAuditEntries } from '../repos/audit-log';
import { countSignInEvents, signInEventRows } from '../repos/sign-in-log';
import type { LogSource } from './export';

export function auditLogSource(user: AuthUser, filter: AuditFilter): LogSource<AuditEntry> {
  return {
    name: 'audit-log',
    header: ['time', 'actor', 'actor email', 'actor role', 'action', 'record kind', 'record id', 'record', 'address', 'details'],
    count: (tx) => countAuditEntries(tx, user, filter),
    rows: (tx, offset, limit) => auditEntries(tx, user, filter, offset, limit),
    cells: (e) => [
      e.at,
      e.actor?.name,
      e.actor?.email,
      e.actor?.role,
      e.action,
      e.entity,
      e.entityId,
      e.record,
      e.ip,
      e.meta ? JSON.stringify(e.meta) : null,
    ],
  };
}

export function signInLogSource(user: AuthUser, filter: SignInFilter): LogSource<SignInEventRow> {
  return {
    name: 'sign-ins',
    header: ['time', 'email', 'outcome', 'account', 'account role', 'address', 'browser'],
    count: (tx) => countSignInEvents(tx, user, filter),
    rows: (tx, offset, limit) => signInEventRows(tx, user, filter, offset, limit),
    cells: (e) => [e.at, e.email, e.outcome, e.user?.name, e.user?.role, e.ip, e.userAgent],
  };
}
