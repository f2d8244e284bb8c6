/**
 * The weekly family summary mail (ARCHITECTURE.md §12, "Family summaries"): a parent's opt-in and
 * language, the sends (one per parent, child and summarised week, enforced by the primary key), the
 * unsubscribe by a mail's token, and the week's figures of one child. Reach: a summary is only ever
 * about a child linked to the parent at the moment its send is claimed (`claimSend`).
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FamilySummarySettings, SummaryLocale } from '@/contract/schemas/parent';
import type { Db } from '../db/client';
import {
  contents,
  courseInstances,
  courses,
  enrollments,
  familySummarySends,
  familySummarySettings,
  parentStudents,
  progress,
  students,
  users,
} from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { scoreRatio } from './teacher-figures';

/** The parent's settings; off in English until they opt in. */
export async function summarySettingsOf(db: Db, parentId: string): Promise<FamilySummarySettings> {
  const [row] = await db
    .select({ enabled: familySummarySettings.enabled, locale: familySummarySettings.locale })
    .from(familySummarySettings)
    .where(eq(familySummarySettings.parentId, parentId));
  return row ? { enabled: row.enabled, locale: row.locale as SummaryLocale } : { enabled: false, locale: 'en' };
}

export async function saveSummarySettings(db: Db, parentId: string, settings: FamilySummarySettings): Promise<FamilySummarySettings> {
  const [row] = await db
    .insert(familySummarySettings)
    .values({ parentId, ...settings })
    .onConflictDoUpdate({ target: familySummarySettings.parentId, set: { ...settings, updatedAt: sql`now()` } })
    .returning({ enabled: familySummarySettings.enabled, locale: familySummarySettings.locale });
  return { enabled: row!.enabled, locale: row!.locale as SummaryLocale };
}

/**
 * Turns off the summaries of the parent a mail's token was sent to, in one statement; answers their
 * language, or null for an unknown token. Again with the same token: the same answer.
 */
export async function unsubscribeByToken(db: Db, tokenHash: string): Promise<SummaryLocale | null> {
  const rows = await sqlRows<{ locale: string }>(
    db,
    sql`update ${familySummarySettings} set enabled = false, updated_at = now()
      where parent_id = (select parent_id from ${familySummarySends} where token_hash = ${tokenHash})
      returning locale`,
  );
  return rows[0] ? (rows[0].locale as SummaryLocale) : null;
}

/** A linked parent and child the summary is due for: the parent opted in, is active, and the child is current. */
export interface SummaryRecipient {
  parentId: string;
  email: string;
  name: string;
  locale: SummaryLocale;
  studentId: string;
}

/** Every opted-in, active parent with each of their linked, current children that has no send for `week` yet. */
export async function dueSummaries(db: Db, week: string): Promise<SummaryRecipient[]> {
  const rows = await db
    .select({
      parentId: users.id,
      email: users.email,
      name: users.name,
      locale: familySummarySettings.locale,
      studentId: parentStudents.studentId,
    })
    .from(familySummarySettings)
    .innerJoin(users, eq(users.id, familySummarySettings.parentId))
    .innerJoin(parentStudents, eq(parentStudents.parentId, users.id))
    .innerJoin(students, eq(students.id, parentStudents.studentId))
    .leftJoin(
      familySummarySends,
      and(eq(familySummarySends.parentId, users.id), eq(familySummarySends.studentId, students.id), eq(familySummarySends.week, week)),
    )
    .where(
      and(
        eq(familySummarySettings.enabled, true),
        eq(users.role, 'parent'),
        eq(users.disabled, false),
        isNull(students.deactivatedAt),
        isNull(students.deletionRequestedAt),
        isNull(familySummarySends.parentId),
      ),
    )
    .orderBy(asc(users.id), asc(students.id));
  return rows.map((row) => ({ ...row, locale: row.locale as SummaryLocale }));
}

/**
 * Claims the one send of `week` for this parent and child: inserted only while the parent is still
 * opted in and linked to the child, and only by one caller (the primary key) however many instances
 * try at once. True when this caller won and must mail.
 */
export async function claimSend(
  db: Db,
  send: { parentId: string; studentId: string; week: string; tokenHash: string; timeSpentSeconds: number },
): Promise<boolean> {
  const rows = await sqlRows<{ parent_id: string }>(
    db,
    sql`insert into ${familySummarySends} (parent_id, student_id, week, token_hash, time_spent_seconds)
      select ${send.parentId}, ${send.studentId}, ${send.week}, ${send.tokenHash}, ${send.timeSpentSeconds}
      where exists (select 1 from ${parentStudents} where parent_id = ${send.parentId} and student_id = ${send.studentId})
        and exists (select 1 from ${familySummarySettings} where parent_id = ${send.parentId} and enabled)
      on conflict do nothing
      returning parent_id`,
  );
  return rows.length > 0;
}

/** Gives a claimed send back when its mail could not be handed over, so a later run tries again. */
export async function releaseSend(db: Db, send: { parentId: string; studentId: string; week: string }): Promise<void> {
  await db
    .delete(familySummarySends)
    .where(
      and(
        eq(familySummarySends.parentId, send.parentId),
        eq(familySummarySends.studentId, send.studentId),
        eq(familySummarySends.week, send.week),
      ),
    );
}

/**
 * The child's total time when this parent got the summary of `previousWeek`, or null when they got
 * none (a first summary, or weeks missed: the difference would not be one week's time).
 */
export async function previousSummaryTime(db: Db, parentId: string, studentId: string, previousWeek: string): Promise<number | null> {
  const [row] = await db
    .select({ seconds: familySummarySends.timeSpentSeconds })
    .from(familySummarySends)
    .where(
      and(
        eq(familySummarySends.parentId, parentId),
        eq(familySummarySends.studentId, studentId),
        eq(familySummarySends.week, previousWeek),
      ),
    );
  return row ? row.seconds : null;
}

/** One item the child finished in the week, in a class they are enrolled in. */
export interface WeekItem {
  instanceId: string;
  courseName: string;
  title: string;
  /** Percentage of the item's max score, or null when it is not graded. */
  scorePercent: number | null;
}

/**
 * The child's week `[from, to)`: the items completed in it (with their score when graded) and how
 * many items they worked on at all (last touched in the week), in the classes they are enrolled in.
 */
export async function childWeek(db: Db, childId: string, from: Date, to: Date): Promise<{ completed: WeekItem[]; workedOn: number }> {
  const enrolled = and(eq(enrollments.courseInstanceId, progress.courseInstanceId), eq(enrollments.studentId, progress.studentId));
  const [rows, [touched]] = await Promise.all([
    db
      .select({
        instanceId: progress.courseInstanceId,
        courseName: courses.name,
        title: contents.title,
        ratio: scoreRatio(progress.score, contents.maxScore),
      })
      .from(progress)
      .innerJoin(enrollments, enrolled)
      .innerJoin(contents, eq(contents.id, progress.contentId))
      .innerJoin(courseInstances, eq(courseInstances.id, progress.courseInstanceId))
      .innerJoin(courses, eq(courses.id, courseInstances.courseId))
      .where(
        and(
          eq(progress.studentId, childId),
          eq(progress.status, 'completed'),
          isNotNull(progress.completedAt),
          gte(progress.completedAt, from),
          lt(progress.completedAt, to),
        ),
      )
      .orderBy(asc(courses.name), asc(progress.completedAt), asc(progress.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(progress)
      .innerJoin(enrollments, enrolled)
      .where(
        and(eq(progress.studentId, childId), ne(progress.status, 'not_started'), gte(progress.updatedAt, from), lt(progress.updatedAt, to)),
      ),
  ]);
  return {
    completed: rows.map((r) => ({
      instanceId: r.instanceId,
      courseName: r.courseName,
      title: r.title,
      scorePercent: r.ratio === null ? null : Math.round(Number(r.ratio) * 1000) / 10,
    })),
    workedOn: Number(touched?.n ?? 0),
  };
}
