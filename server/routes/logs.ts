import type { logsEndpoints } from '@/contract/endpoints/logs';
import { mayFilterByPerson, mayFilterByRecord } from '../access/log-scope';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { exportLog } from '../logs/export';
import { auditLogSource, signInLogSource } from '../logs/sources';
import { auditLogPage } from '../repos/audit-log';
import { signInPage } from '../repos/sign-in-log';

/** A filter naming an account or a record out of reach answers 404, like an unknown one. */
async function checkFilter(
  db: Db,
  user: AuthUser,
  filter: { userId?: string | undefined; entity?: string | undefined; entityId?: string | undefined },
) {
  if (filter.userId && !(await mayFilterByPerson(db, user, filter.userId))) throw notFound('User not found');
  if (filter.entityId && !(await mayFilterByRecord(db, user, filter.entity, filter.entityId))) throw notFound('Record not found');
}

/**
 * The logs (docs/ARCHITECTURE.md, "Logs"). Reading a page is not audited (see there: the log of
 * its own reads would bury the entries people look for); an export is.
 */
export const logsHandlers: Handlers<typeof logsEndpoints> = {
  auditLogList: async ({ body, user, services }) => {
    await checkFilter(services.db, user, body);
    return auditLogPage(services.db, user, body);
  },

  auditLogExport: async ({ body, user, services }) => {
    await checkFilter(services.db, user, body);
    return exportLog(services.db, user, auditLogSource(user, body), body);
  },

  signInList: async ({ body, user, services }) => {
    await checkFilter(services.db, user, body);
    return signInPage(services.db, user, body);
  },

  signInExport: async ({ body, user, services }) => {
    await checkFilter(services.db, user, body);
    return exportLog(services.db, user, signInLogSource(user, body), body);
  },
};
