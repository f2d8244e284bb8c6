import { and, desc, eq, gt, inArray, isNull, lte, notExists, or, type SQL } from 'drizzle-orm';
import type { Announcement } from '@/contract/schemas/communication';
import { type AuthUser, schoolsOf } from '../auth/users';
import type { Db } from '../db/client';
import { announcementDismissals, announcements } from '../db/schema';

const severities = ['info', 'warning', 'success', 'error'] as const;

/**
 * Which announcements a user is addressed by: the platform's, and those of their district and
 * schools. The super admin is addressed by platform announcements only (every school's banner
 * would otherwise reach them).
 */
async function audienceOf(db: Db, user: AuthUser): Promise<SQL> {
  const platform = eq(announcements.scope, 'platform');
  if (user.role === 'super-admin') return platform;
  const schools = await schoolsOf(db, user);
  const schoolIds = schools.map((s) => s._id);
  const districtIds = [...new Set([...schools.map((s) => s._district), ...(user.districtId ? [user.districtId] : [])])];
  const parts: SQL[] = [platform];
  if (districtIds.length) parts.push(and(eq(announcements.scope, 'district'), inArray(announcements.districtId, districtIds))!);
  if (schoolIds.length) parts.push(and(eq(announcements.scope, 'school'), inArray(announcements.schoolId, schoolIds))!);
  return or(...parts)!;
}

/** The newest announcement that is running now, addressed to the user and not dismissed by them. */
export async function activeAnnouncementFor(db: Db, user: AuthUser, now = new Date()): Promise<Announcement | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(
      and(
        await audienceOf(db, user),
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        notExists(
          db
            .select({ one: announcementDismissals.userId })
            .from(announcementDismissals)
            .where(and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.userId, user.id))),
        ),
      ),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    scope: row.scope,
    title: row.title,
    message: row.message,
    severity: (severities as readonly string[]).includes(row.severity) ? (row.severity as Announcement['severity']) : 'info',
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * Records that the user dismissed an announcement addressed to them. False when there is no such
 * announcement for this user (also when it exists but is meant for someone else: no existence leak).
 */
export async function dismissAnnouncement(db: Db, user: AuthUser, announcementId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, announcementId), await audienceOf(db, user)));
  if (!row) return false;
  await db.insert(announcementDismissals).values({ announcementId, userId: user.id }).onConflictDoNothing();
  return true;
}
