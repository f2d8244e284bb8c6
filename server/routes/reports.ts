import type { reportsEndpoints } from '@/contract/endpoints/reports';
import type { Handlers } from '../lib/register';
import { addTimeSpent, createBugReport } from '../repos/activity';

export const reportsHandlers: Handlers<typeof reportsEndpoints> = {
  bugReport: async ({ body, user, req, services }) => {
    const id = await createBugReport(services.db, {
      userId: user.id,
      title: body.title,
      description: body.description,
      path: body.path ?? null,
      userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
    });
    return { _id: id };
  },

  timeSpent: async ({ body, user, services }) => {
    await addTimeSpent(services.db, user.id, body.time);
    return { ok: true as const };
  },
};
