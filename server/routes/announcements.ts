import type { announcementsEndpoints } from '@/contract/endpoints/announcements';
import type { AnnouncementBody } from '@/contract/schemas/announcements';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { badRequest, conflict, forbidden, notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import type { Services } from '../lib/services';
import { publishAnnouncements } from '../notifications/announcement-publisher';
import {
  type AnnouncementWrite,
  activeAnnouncementFor,
  audiencesFor,
  createAnnouncement,
  dismissAnnouncement,
  managedAnnouncement,
  managedAnnouncements,
  updateAnnouncement,
  withdrawAnnouncement,
} from '../repos/announcements';

const noSuchAnnouncement = () => notFound('No such announcement');

/**
 * The validated body as it will be stored, once the audience is known to be the caller's to
 * address: the platform only for the super admin (403, a role rule), a district or school only
 * within their reach (404 otherwise, like an unknown id). An end must lie ahead.
 */
async function toWrite(services: Services, user: AuthUser, input: AnnouncementBody, now: Date): Promise<AnnouncementWrite> {
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= now) throw badRequest('The end must lie ahead', [{ path: 'body.endsAt', message: 'must be in the future' }]);
  const { audience } = input;
  if (audience.scope === 'platform' && user.role !== 'super-admin') throw forbidden('Only the super admin announces to the whole platform');
  if (audience.scope === 'district' && !(await mayReach(services.db, user, 'district', audience.districtId)))
    throw notFound('No such district');
  if (audience.scope === 'school' && !(await mayReach(services.db, user, 'school', audience.schoolId))) throw notFound('No such school');
  return {
    title: input.title,
    message: input.message,
    severity: input.severity,
    startsAt: new Date(input.startsAt),
    endsAt,
    scope: audience.scope,
    districtId: audience.scope === 'district' ? audience.districtId : null,
    schoolId: audience.scope === 'school' ? audience.schoolId : null,
  };
}

/** The announcement as its admin now sees it (it was just written, so it is there). */
async function reread(services: Services, user: AuthUser, id: string) {
  const announcement = await managedAnnouncement(services.db, user, id);
  if (!announcement) throw noSuchAnnouncement();
  return announcement;
}

export const announcementsHandlers: Handlers<typeof announcementsEndpoints> = {
  announcement: async ({ user, services }) => activeAnnouncementFor(services.db, user),

  dismissAnnouncement: async ({ params, user, services }) => {
    if (!(await dismissAnnouncement(services.db, user, params.id))) throw noSuchAnnouncement();
    return { ok: true as const };
  },

  adminAnnouncements: async ({ body, user, services }) => managedAnnouncements(services.db, user, body),

  announcementAudiences: async ({ user, services }) => audiencesFor(services.db, user),

  createAnnouncement: async ({ body, user, services }) => {
    const id = await createAnnouncement(services.db, user, await toWrite(services, user, body, new Date()));
    // One that starts now is announced now; a scheduled one by the job when its time comes.
    await publishAnnouncements(services);
    return reread(services, user, id);
  },

  updateAnnouncement: async ({ params, body, user, services }) => {
    const now = new Date();
    // Out of scope answers 404 before the new audience is judged, so nothing leaks about it.
    if (!(await managedAnnouncement(services.db, user, params.id, now))) throw noSuchAnnouncement();
    const outcome = await updateAnnouncement(services.db, user, params.id, await toWrite(services, user, body, now), now);
    if (outcome === 'missing') throw noSuchAnnouncement();
    if (outcome === 'closed') throw conflict('This announcement has ended or was withdrawn and can no longer be edited');
    await publishAnnouncements(services);
    return reread(services, user, params.id);
  },

  withdrawAnnouncement: async ({ params, user, services }) => {
    if (!(await withdrawAnnouncement(services.db, user, params.id))) throw noSuchAnnouncement();
    return reread(services, user, params.id);
  },
};
