/**
 * An admin's announcement changes (docs/ARCHITECTURE.md §6): the audience must be the caller's to
 * address — the platform only for the super admin (403, a role rule), a district or school only
 * within their reach (404 otherwise, like an unknown id) — and an end must lie ahead. A change
 * that starts now is published at once; a scheduled one by the job when its time comes.
 */
import type { AdminAnnouncement, AnnouncementBody } from '@/contract/schemas/announcements';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { forbidden, found, invalidField, notFound } from '../lib/refusal';
import type { Services } from '../lib/services';
import { publishAnnouncements } from '../notifications/announcement-publisher';
import {
  type AnnouncementWrite,
  createAnnouncement,
  managedAnnouncement,
  noSuchAnnouncement,
  updateAnnouncement,
  withdrawAnnouncement,
} from '../repos/announcements';

/** The validated body as it will be stored, once the audience is known to be the caller's to address. */
async function toWrite(services: Services, user: AuthUser, input: AnnouncementBody, now: Date): Promise<AnnouncementWrite> {
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (endsAt && endsAt <= now) throw invalidField('body.endsAt', 'must be in the future', 'The end must lie ahead');
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
const reread = async (services: Services, user: AuthUser, id: string): Promise<AdminAnnouncement> =>
  found(await managedAnnouncement(services.db, user, id), 'No such announcement');

export async function announce(services: Services, user: AuthUser, input: AnnouncementBody): Promise<AdminAnnouncement> {
  const id = await createAnnouncement(services.db, user, await toWrite(services, user, input, new Date()));
  await publishAnnouncements(services);
  return reread(services, user, id);
}

export async function editAnnouncement(
  services: Services,
  user: AuthUser,
  id: string,
  input: AnnouncementBody,
): Promise<AdminAnnouncement> {
  const now = new Date();
  // Out of scope answers 404 before the new audience is judged, so nothing leaks about it.
  if (!(await managedAnnouncement(services.db, user, id, now))) throw noSuchAnnouncement();
  await updateAnnouncement(services.db, user, id, await toWrite(services, user, input, now), now);
  await publishAnnouncements(services);
  return reread(services, user, id);
}

export async function withdraw(services: Services, user: AuthUser, id: string): Promise<AdminAnnouncement> {
  await withdrawAnnouncement(services.db, user, id);
  return reread(services, user, id);
}
