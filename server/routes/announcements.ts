import type { announcementsEndpoints } from '@/contract/endpoints/announcements';
import { notFound } from '../lib/errors';
import type { Handlers } from '../lib/register';
import { activeAnnouncementFor, dismissAnnouncement } from '../repos/announcements';

export const announcementsHandlers: Handlers<typeof announcementsEndpoints> = {
  announcement: async ({ user, services }) => activeAnnouncementFor(services.db, user),

  dismissAnnouncement: async ({ params, user, services }) => {
    if (!(await dismissAnnouncement(services.db, user, params.id))) throw notFound('No such announcement');
    return { ok: true as const };
  },
};
