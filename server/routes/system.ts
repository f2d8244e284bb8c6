import type { systemEndpoints } from '@/contract/endpoints/system';
import { errorReports } from '../db/schema';
import type { Handlers } from '../lib/register';

export const systemHandlers: Handlers<typeof systemEndpoints> = {
  health: async ({ services }) => ({ status: 'ok', database: services.dbKind }),

  errorReport: async ({ body, user, req, services }) => {
    const [row] = await services.db
      .insert(errorReports)
      .values({ userId: user?.id ?? null, error: body.error, path: body.path, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null })
      .returning({ id: errorReports.id });
    return { _id: row?.id ?? '' };
  },
};
