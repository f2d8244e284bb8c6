import { and, count, desc, eq, gt, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { AdminAnnouncement, AnnouncementAudiences, AnnouncementStatus } from '@/contract/schemas/announcements';
import type { Announcement } from '@/contract/schemas/communication';
import { writeAudit } from '../access/audit';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { schoolsOf } from '../auth/users';
import type { Db, Tx } from '../db/client';
import { announcementDismissals, announcements, districts, parentStudents, schools, students, userSchools, users } from '../db/schema';
import { conflict, notFound } from '../lib/refusal';
import { type NotificationSink, type StoredNotifications, storeNotifications } from './stored-notifications';

/** Unknown, out of scope or addressed to someone else: alike. */
export const noSuchAnnouncement = () => notFound('No such announcement');

const severities = ['info', 'warning', 'success', 'error'] as const;
type Severity = (typeof severities)[number];
const severityOf = (value: string): Severity => ((severities as readonly string[]).includes(value) ? (value as Severity) : 'info');

/** Running at `now`: started, not ended, not withdrawn. */
function runningAt(now: Date): SQL {
  return and(
    isNull(announcements.withdrawnAt),
    lte(announcements.startsAt, now),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
  )!;
}

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

/** Not dismissed by the user (dismissals are stored per user and announcement). */
const notDismissedBy = (db: Db, user: AuthUser) =>
  notExists(
    db
      .select({ one: announcementDismissals.userId })
      .from(announcementDismissals)
      .where(and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.userId, user.id))),
  );

/** The newest announcement running at `now` among `addressed` (the user's audience, less their dismissals). */
async function runningAnnouncement(db: Db, addressed: SQL, now: Date): Promise<Announcement | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(addressed, runningAt(now)))
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    scope: row.scope,
    title: row.title,
    message: row.message,
    severity: severityOf(row.severity),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * The announcement shown to the user as of `at` (the instance's clock, `Services.clock`), and the
 * first moment the clock alone could change it (epoch ms; Infinity for never): the next start or end,
 * after `at`, of an announcement addressed to the user, not withdrawn and not dismissed by them. Any
 * other change is a write, which bumps a data version (migration 0026), so the answer can be kept
 * ready until then (ARCHITECTURE.md §19, "Answers kept ready").
 */
export async function announcementShownTo(db: Db, user: AuthUser, at: Date): Promise<{ answer: Announcement | null; expires: number }> {
  // The user's schools are read once, for both statements.
  const addressed = and(await audienceOf(db, user), notDismissedBy(db, user))!;
  const answer = await runningAnnouncement(db, addressed, at);
  const [next] = await db
    .select({
      start: sql<Date | null>`min(${announcements.startsAt}) filter (where ${announcements.startsAt} > ${at})`.mapWith(
        announcements.startsAt,
      ),
      end: sql<Date | null>`min(${announcements.endsAt}) filter (where ${announcements.endsAt} > ${at})`.mapWith(announcements.endsAt),
    })
    .from(announcements)
    .where(and(addressed, isNull(announcements.withdrawnAt)));
  const moments = [next?.start, next?.end].filter((moment): moment is Date => moment instanceof Date).map((moment) => moment.getTime());
  return { answer, expires: Math.min(Number.POSITIVE_INFINITY, ...moments) };
}

/**
 * Records that the user dismissed an announcement addressed to them. Not found when there is no such
 * announcement for this user (also when it exists but is meant for someone else: no existence leak).
 */
export async function dismissAnnouncement(db: Db, user: AuthUser, announcementId: string): Promise<void> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, announcementId), await audienceOf(db, user)));
  if (!row) throw noSuchAnnouncement();
  await db.insert(announcementDismissals).values({ announcementId, userId: user.id }).onConflictDoNothing();
}

// ── The admin side ─────────────────────────────────────────────────────────────────────────────

/**
 * The announcements an admin manages (server/access/reach.ts decides the districts and schools):
 * every one for the super admin; for the others those of the districts and schools they reach, so
 * a district admin manages their district's and its schools', a school admin their school's.
 * Undefined when there is no filter (super admin).
 */
function managedBy(user: AuthUser): SQL | undefined {
  const district = inReach(user, 'district', announcements.districtId);
  const school = inReach(user, 'school', announcements.schoolId);
  if (!district || !school) return undefined;
  return or(and(eq(announcements.scope, 'district'), district), and(eq(announcements.scope, 'school'), school));
}

export function statusOf(row: { startsAt: Date; endsAt: Date | null; withdrawnAt: Date | null }, now: Date): AnnouncementStatus {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'running';
}

function selectAdminRows(db: Db | Tx) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      severity: announcements.severity,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
      scope: announcements.scope,
      districtId: announcements.districtId,
      districtName: districts.name,
      schoolId: announcements.schoolId,
      schoolName: schools.name,
      createdAt: announcements.createdAt,
      createdById: users.id,
      createdByName: users.name,
      withdrawnAt: announcements.withdrawnAt,
    })
    .from(announcements)
    .leftJoin(districts, eq(districts.id, announcements.districtId))
    .leftJoin(schools, eq(schools.id, announcements.schoolId))
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .$dynamic();
}
type AdminRow = Awaited<ReturnType<ReturnType<typeof selectAdminRows>['execute']>>[number];

function toAdminWire(row: AdminRow, now: Date): AdminAnnouncement {
  const audienceId = row.scope === 'district' ? row.districtId : row.scope === 'school' ? row.schoolId : null;
  const audienceName = row.scope === 'district' ? row.districtName : row.scope === 'school' ? row.schoolName : null;
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    severity: severityOf(row.severity),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    audience: { scope: row.scope, _id: audienceId, name: audienceName },
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById && row.createdByName ? { _id: row.createdById, name: row.createdByName } : null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** A page of the announcements the admin manages, newest written first. */
export async function managedAnnouncements(
  db: Db,
  user: AuthUser,
  page: { page: number; pageSize: number },
  now = new Date(),
): Promise<Paged<AdminAnnouncement>> {
  const filter = managedBy(user);
  const [rows, [total]] = await Promise.all([
    selectAdminRows(db)
      .where(filter)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(page.pageSize)
      .offset(page.page * page.pageSize),
    db.select({ n: count() }).from(announcements).where(filter),
  ]);
  return { items: rows.map((row) => toAdminWire(row, now)), total: total?.n ?? 0, page: page.page, pageSize: page.pageSize };
}

/** One announcement the admin manages; null when unknown or out of their scope. */
export async function managedAnnouncement(db: Db | Tx, user: AuthUser, id: string, now = new Date()): Promise<AdminAnnouncement | null> {
  const [row] = await selectAdminRows(db).where(and(eq(announcements.id, id), managedBy(user)));
  return row ? toAdminWire(row, now) : null;
}

/** The districts and schools the admin may address (by reach), and whether the platform too. */
export async function audiencesFor(db: Db, user: AuthUser): Promise<AnnouncementAudiences> {
  const [districtRows, schoolRows] = await Promise.all([
    db
      .select({ _id: districts.id, name: districts.name })
      .from(districts)
      .where(inReach(user, 'district', districts.id) ?? sql`true`)
      .orderBy(districts.name),
    db
      .select({ _id: schools.id, name: schools.name, _district: schools.districtId })
      .from(schools)
      .where(inReach(user, 'school', schools.id) ?? sql`true`)
      .orderBy(schools.name),
  ]);
  return { platform: user.role === 'super-admin', districts: districtRows, schools: schoolRows };
}

/** A validated announcement as stored: the audience resolved to its columns. */
export interface AnnouncementWrite {
  title: string;
  message: string;
  severity: Severity;
  startsAt: Date;
  endsAt: Date | null;
  scope: 'platform' | 'district' | 'school';
  districtId: string | null;
  schoolId: string | null;
}

/** Writes a new announcement with its audit row, in one transaction; answers its id. */
export async function createAnnouncement(db: Db, user: AuthUser, write: AnnouncementWrite): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({ ...write, createdBy: user.id })
      .returning({ id: announcements.id });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'announcement.create',
      entity: 'announcement',
      entityId: row!.id,
      meta: { scope: write.scope, districtId: write.districtId, schoolId: write.schoolId },
    });
    return row!.id;
  });
}

/**
 * Edits an announcement the admin manages that has not ended and is not withdrawn, with its audit
 * row. The condition is part of the update, so an edit never lands on one that ended meanwhile.
 * Refused: not found (unknown or out of scope), a conflict (ended or withdrawn).
 */
export async function updateAnnouncement(db: Db, user: AuthUser, id: string, write: AnnouncementWrite, now = new Date()): Promise<void> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(announcements)
      .set(write)
      .where(
        and(
          eq(announcements.id, id),
          managedBy(user),
          isNull(announcements.withdrawnAt),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      )
      .returning({ id: announcements.id });
    if (!updated) {
      if (await managedAnnouncement(tx, user, id, now))
        throw conflict('This announcement has ended or was withdrawn and can no longer be edited');
      throw noSuchAnnouncement();
    }
    await writeAudit(tx, {
      actorId: user.id,
      action: 'announcement.update',
      entity: 'announcement',
      entityId: id,
      meta: { scope: write.scope, districtId: write.districtId, schoolId: write.schoolId },
    });
  });
}

/**
 * Withdraws an announcement the admin manages (soft: `withdrawn_at` is set, the row stays), with
 * its audit row. Withdrawing one already withdrawn changes nothing. Not found when unknown or out of scope.
 */
export async function withdrawAnnouncement(db: Db, user: AuthUser, id: string, now = new Date()): Promise<void> {
  return db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(announcements)
      .set({ withdrawnAt: now })
      .where(and(eq(announcements.id, id), managedBy(user), isNull(announcements.withdrawnAt)))
      .returning({ id: announcements.id });
    if (!withdrawn) {
      if (!(await managedAnnouncement(tx, user, id, now))) throw noSuchAnnouncement();
      return;
    }
    await writeAudit(tx, { actorId: user.id, action: 'announcement.withdraw', entity: 'announcement', entityId: id });
  });
}

// ── Publishing: notifying the audience when an announcement starts ───────────────────────────

/**
 * The active users an announcement addresses, the same people whose banner shows it
 * (`audienceOf`): everyone for the platform; for a district its district admins, the staff of its
 * schools and the parents of their students; for a school its staff, its students' parents and
 * its district's admins.
 */
function audienceUserIds(db: Tx, announcement: { scope: string; districtId: string | null; schoolId: string | null }) {
  const active = eq(users.disabled, false);
  if (announcement.scope === 'platform') return db.select({ id: users.id }).from(users).where(active);
  const districtOfSchool = announcement.schoolId
    ? sql`(select ${schools.districtId} from ${schools} where ${schools.id} = ${announcement.schoolId})`
    : sql`null::uuid`;
  const schoolIds =
    announcement.scope === 'district'
      ? sql`select ${schools.id} from ${schools} where ${schools.districtId} = ${announcement.districtId}`
      : sql`select ${announcement.schoolId}::uuid`;
  const districtId = announcement.scope === 'district' ? sql`${announcement.districtId}::uuid` : districtOfSchool;
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        active,
        or(
          and(eq(users.role, 'district-admin'), sql`${users.districtId} = ${districtId}`),
          sql`${users.id} in (select ${userSchools.userId} from ${userSchools} where ${userSchools.schoolId} in (${schoolIds}))`,
          sql`${users.id} in (select ${parentStudents.parentId} from ${parentStudents} join ${students} on ${students.id} = ${parentStudents.studentId} where ${students.schoolId} in (${schoolIds}))`,
        ),
      ),
    );
}

/** Plain text for a notification's body: the message without Markdown marks, cut short. */
export function plainExcerpt(markdown: string, max = 200): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`#>~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * Claims every announcement that is running at `now` and whose audience has not been notified
 * (`notified_at` is set by the same UPDATE … RETURNING, so two overlapping runs never claim one
 * twice: PostgreSQL makes the second wait on the row lock and re-check `notified_at is null`),
 * and stores one notification per person of each audience, in one transaction. Push with the
 * answered `publish` once it has committed.
 */
export async function publishDueAnnouncements(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(announcements)
      .set({ notifiedAt: now })
      .where(and(isNull(announcements.notifiedAt), runningAt(now)))
      .returning({
        id: announcements.id,
        scope: announcements.scope,
        districtId: announcements.districtId,
        schoolId: announcements.schoolId,
        title: announcements.title,
        message: announcements.message,
      });
    const stored: StoredNotifications[] = [];
    for (const announcement of due) {
      const audience = await audienceUserIds(tx, announcement);
      stored.push(
        await storeNotifications(
          tx,
          audience.map((u) => u.id),
          { kind: 'announcement', title: announcement.title, body: plainExcerpt(announcement.message), link: '/' },
        ),
      );
    }
    return {
      announcements: due.map((a) => a.id),
      notified: stored.reduce((sum, s) => sum + s.count, 0),
      publish: (hub: NotificationSink) => {
        for (const s of stored) s.publish(hub);
      },
    };
  });
}
