import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { Notification, NotificationStreamEvent } from '@/contract/schemas/communication';
import type { Db, Tx } from '../db/client';
import { courseInstances, courses, gradebookTemplates, notifications, parentStudents, students } from '../db/schema';

type Row = typeof notifications.$inferSelect;

function toWire(n: Row): Notification {
  return {
    _id: n.id,
    title: n.title,
    body: n.body,
    kind: n.kind,
    link: n.link,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
  };
}

const countsOf = (db: Db, userId: string) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      lastSeq: sql<number>`coalesce(max(${notifications.seq}), 0)::bigint`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));

/**
 * A page of a user's notifications, newest first, with the total, the unread count and the newest
 * seq (where the live stream resumes). The counts are read first: a notification stored between
 * the two reads is then at worst replayed by the stream as well, which the client ignores by id,
 * rather than missed.
 */
export async function notificationsPage(
  db: Db,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<Notification> & { unread: number; lastSeq: number }> {
  const [counts] = await countsOf(db, userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(pageSize)
    .offset(page * pageSize);
  return {
    items: rows.map(toWire),
    total: counts?.total ?? 0,
    unread: counts?.unread ?? 0,
    lastSeq: counts?.lastSeq ?? 0,
    page,
    pageSize,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read (again is harmless); false when it is not theirs or does not exist. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Rows per replay query of a reconnecting stream. */
export const replayBatch = 200;

/** The user's notifications after a seq, oldest first: what a reconnecting stream missed. */
export async function notificationsAfter(db: Db, userId: string, seq: number): Promise<NotificationStreamEvent[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
    .orderBy(asc(notifications.seq))
    .limit(replayBatch);
  return rows.map((row) => ({ seq: row.seq, notification: toWire(row) }));
}

/** Notifications by seq with their recipients (what another instance published); gone ones are left out. */
export async function notificationsBySeq(db: Db, seqs: readonly number[]): Promise<Array<NotificationStreamEvent & { userId: string }>> {
  if (seqs.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(inArray(notifications.seq, [...seqs]))
    .orderBy(asc(notifications.seq));
  return rows.map((row) => ({ userId: row.userId, seq: row.seq, notification: toWire(row) }));
}

/** Who hears of a student's new grade: the student's first name and their parents' user ids. */
export async function parentsOfStudent(db: Db | Tx, studentId: string): Promise<{ firstName: string; parentIds: string[] } | null> {
  const rows = await db
    .select({ firstName: students.firstName, parentId: parentStudents.parentId })
    .from(students)
    .leftJoin(parentStudents, eq(parentStudents.studentId, students.id))
    .where(eq(students.id, studentId));
  if (!rows[0]) return null;
  return { firstName: rows[0].firstName, parentIds: rows.flatMap((r) => (r.parentId ? [r.parentId] : [])) };
}

/**
 * The teachers a template change concerns, but its editor: those teaching a class of the course,
 * or for the DEFAULT template (`courseId` null) a class of any course without a template of its own.
 */
export async function teachersOfTemplate(db: Db | Tx, courseId: string | null, editorId: string): Promise<string[]> {
  const ownTemplate = db.select({ one: sql`1` }).from(gradebookTemplates).where(eq(gradebookTemplates.courseId, courseInstances.courseId));
  const rows = await db
    .selectDistinct({ id: courseInstances.teacherId })
    .from(courseInstances)
    .where(
      and(courseId ? eq(courseInstances.courseId, courseId) : sql`not exists ${ownTemplate}`, ne(courseInstances.teacherId, editorId)),
    );
  return rows.map((r) => r.id);
}

export async function courseName(db: Db | Tx, courseId: string): Promise<string | null> {
  const [row] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  return row?.name ?? null;
}
