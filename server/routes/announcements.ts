import type { announcementsEndpoints } from '@/contract/endpoints/announcements';
import { announce, editAnnouncement, withdraw } from '../announcements/announcement-changes';
import { answerExpires } from '../lib/answer-cache';
import { acknowledged, type Handlers } from '../lib/register';
import { announcementShownTo, audiencesFor, dismissAnnouncement, managedAnnouncements } from '../repos/announcements';

/** Announcements: the banner, and the admins' changes (the rules in `server/announcements/`). */
export const announcementsHandlers: Handlers<typeof announcementsEndpoints> = {
  // Shown by the clock: as of the instance's clock, kept ready until its next start or end (§19).
  announcement: ({ user, services, req }) => answerExpires(req, announcementShownTo(services.db, user, new Date(services.clock()))),
  dismissAnnouncement: ({ params, user, services }) => acknowledged(dismissAnnouncement(services.db, user, params.id)),
  adminAnnouncements: ({ body, user, services }) => managedAnnouncements(services.db, user, body),
  announcementAudiences: ({ user, services }) => audiencesFor(services.db, user),
  createAnnouncement: ({ body, user, services }) => announce(services, user, body),
  updateAnnouncement: ({ params, body, user, services }) => editAnnouncement(services, user, params.id, body),
  withdrawAnnouncement: ({ params, user, services }) => withdraw(services, user, params.id),
};
