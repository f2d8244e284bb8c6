import type { systemEndpoints } from '@/contract/endpoints/system';
import type { Handlers } from '../lib/register';
import { createErrorReport } from '../repos/error-reports';

export const systemHandlers: Handlers<typeof systemEndpoints> = {
  health: async ({ services }) => ({ status: 'ok', database: services.dbKind }),

  errorReport: async ({ body, user, req, services }) => ({
    _id: await createErrorReport(services.db, {
      userId: user?.id ?? null,
      error: body.error,
      path: body.path,
      userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
    }),
  }),
};
