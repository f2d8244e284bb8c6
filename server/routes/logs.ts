import type { logsEndpoints } from '@/contract/endpoints/logs';
import type { Handlers } from '../lib/register';
import { exportAuditLog, exportSignIns, readAuditLog, readSignIns } from '../logs/log-reads';

/** The logs (docs/ARCHITECTURE.md, "Logs"; the rules in `server/logs/log-reads.ts`). */
export const logsHandlers: Handlers<typeof logsEndpoints> = {
  auditLogList: ({ body, user, services }) => readAuditLog(services.db, user, body),
  auditLogExport: ({ body, user, services }) => exportAuditLog(services.db, user, body),
  signInList: ({ body, user, services }) => readSignIns(services.db, user, body),
  signInExport: ({ body, user, services }) => exportSignIns(services.db, user, body),
};
