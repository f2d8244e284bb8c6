/**
 * Reading and exporting the logs (docs/ARCHITECTURE.md, "Logs"). A filter naming an account or a
 * record out of reach answers 404, like an unknown one; then the repository reads within reach.
 * Reading a page is not audited (the log of its own reads would bury the entries people look
 * for); an export is (`export.ts`).
 */
import type { PageRequest } from '@/contract/http';
import type { AuditFilter, LogExport, SignInFilter } from '@/contract/schemas/logs';
import { mayFilterByPerson, mayFilterByRecord } from '../access/log-scope';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import { auditLogPage } from '../repos/audit-log';
import { signInPage } from '../repos/sign-in-log';
import { exportLog } from './export';
import { auditLogSource, signInLogSource } from './sources';

type NamedFilter = { userId?: string | undefined; entity?: string | undefined; entityId?: string | undefined };

async function checkFilter(db: Db, user: AuthUser, filter: NamedFilter) {
  if (filter.userId && !(await mayFilterByPerson(db, user, filter.userId))) throw notFound('User not found');
  if (filter.entityId && !(await mayFilterByRecord(db, user, filter.entity, filter.entityId))) throw notFound('Record not found');
}

export async function readAuditLog(db: Db, user: AuthUser, request: AuditFilter & PageRequest) {
  await checkFilter(db, user, request);
  return auditLogPage(db, user, request);
}

export async function exportAuditLog(db: Db, user: AuthUser, filter: AuditFilter): Promise<LogExport> {
  await checkFilter(db, user, filter);
  return exportLog(db, user, auditLogSource(user, filter), filter);
}

export async function readSignIns(db: Db, user: AuthUser, request: SignInFilter & PageRequest) {
  await checkFilter(db, user, request);
  return signInPage(db, user, request);
}

export async function exportSignIns(db: Db, user: AuthUser, filter: SignInFilter): Promise<LogExport> {
  await checkFilter(db, user, filter);
  return exportLog(db, user, signInLogSource(user, filter), filter);
}
