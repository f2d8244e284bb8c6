import type { announcementsEndpoints } from '@/contract/endpoints/announcements';
import { announce, editAnnouncement, withdraw } from '../announcements/announcement-changes';
import { acknowledged, type Handlers } from '../lib/register';
import { activeAnnouncementFor, audiencesFor, dismissAnnouncement, managedAnnouncements } from '../repos/announcements';

/** Announcements: the banner, and the admins' changes (the rules in `server/announcements/`). */
export const announcementsHandlers: Handlers<typeof announcementsEndpoints> = {
  announcement: ({ user, services }) => activeAnnouncementFor(services.db, user),
  dismissAnnouncement: ({ params, user, services }) => acknowledged(dismissAnnouncement(services.db, user, params.id)),
  adminAnnouncements: ({ body, user, services }) => managedAnnouncements(services.db, user, body),
  announcementAudiences: ({ user, services }) => audiencesFor(services.db, user),
  createAnnouncement: ({ body, user, services }) => announce(services, user, body),
  updateAnnouncement: ({ params, body, user, services }) => editAnnouncement(services, user, params.id, body),
  withdrawAnnouncement: ({ params, user, services }) => withdraw(services, user, params.id),
};
