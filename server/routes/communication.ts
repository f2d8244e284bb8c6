import type { communicationEndpoints } from '@/contract/endpoints/communication';
import { notFound } from '../lib/errors';
import type { Handlers } from '../lib/register';
import { addTimeSpent, createBugReport } from '../repos/activity';
import { activeAnnouncementFor, dismissAnnouncement } from '../repos/announcements';
import { notificationsPage } from '../repos/notifications';

export const communicationHandlers: Handlers<typeof communicationEndpoints> = {
  announcement: async ({ user, services }) => activeAnnouncementFor(services.db, user),

  dismissAnnouncement: async ({ params, user, services }) => {
    if (!(await dismissAnnouncement(services.db, user, params.id))) throw notFound('No such announcement');
    return { ok: true as const };
  },

  notificationsReceived: async ({ body, user, services }) => notificationsPage(services.db, user.id, body),

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
