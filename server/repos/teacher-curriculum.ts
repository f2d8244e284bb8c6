import { type AnyColumn, and, asc, count, eq, exists, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { ContentDetail, Unit, UnitContents } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, enrollments, progress, sections } from '../db/schema';
import type { ClassRow } from './teacher-classes';
import { percentOf, progressSums, ratioPercent } from './teacher-figures';

// Computed fields are named <cte>_<field>: see teacher-figures.ts on drizzle and aliases.

/** The teacher teaches the course `courseColumn` in at least one class (any of their schools). */
const teachesCourse = (db: Db, teacherId: string, courseColumn: AnyColumn) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(courseInstances)
      .where(and(eq(courseInstances.courseId, courseColumn), eq(courseInstances.teacherId, teacherId))),
  );

/**
 * Per-group progress of one class (enrolled students only: a student who left keeps rows that no
 * longer count), grouped by a column of progress or contents. The class's rows are one range of
 * the covering index `progress_rollup_idx` (index-only); enrolments are checked by index.
 */
function classProgressBy(db: Db, instanceId: string | null, key: AnyPgColumn, extraWhere?: SQL) {
  const sums = progressSums(progress, contents);
  return db.$with('pr').as(
    db
      .select({
        key: sql<string>`${key}`.as('pr_key'),
        completed: sums.completed.as('pr_completed'),
        score: sums.score.as('pr_score'),
      })
      .from(progress)
      .innerJoin(contents, eq(contents.id, progress.contentId))
      .where(
        and(
          eq(progress.courseInstanceId, sql`${instanceId}::uuid`),
          exists(
            db
              .select({ one: sql`1` })
              .from(enrollments)
              .where(and(eq(enrollments.courseInstanceId, progress.courseInstanceId), eq(enrollments.studentId, progress.studentId))),
          ),
          extraWhere,
        ),
      )
      .groupBy(key),
  );
}

/** A class's course units in order, with the class's completion and average score per unit. */
export async function classUnits(db: Db, cls: ClassRow): Promise<Unit[]> {
  const pr = classProgressBy(db, cls.id, contents.sectionId);
  const unitItems = db.select({ n: count() }).from(contents).where(eq(contents.sectionId, sections.id));
  const rows = await db
    .with(pr)
    .select({
      id: sections.id,
      name: sections.name,
      description: sections.description,
      position: sections.position,
      level: sections.level,
      items: sql<number>`(${unitItems})::int`,
      completed: sql<number>`coalesce(${pr.completed}, 0)`,
      score: pr.score,
    })
    .from(sections)
    .leftJoin(pr, eq(pr.key, sections.id))
    .where(eq(sections.courseId, cls.courseId))
    .orderBy(asc(sections.position), asc(sections.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    position: r.position,
    level: r.level,
    contentCount: r.items,
    completion: percentOf(r.completed, cls.students * r.items),
    averageScore: ratioPercent(r.score),
  }));
}

/**
 * A unit of a course the teacher teaches and its items in order. With `instanceId` (one of the
 * teacher's classes of that course) each item carries the class's completion and average score.
 * Undefined when the unit is unknown, not the teacher's, or the class does not match.
 */
export async function unitContents(
  db: Db,
  teacherId: string,
  sectionId: string,
  instanceId: string | undefined,
): Promise<UnitContents | undefined> {
  const instance = instanceId ?? null;
  const inst = db
    .select({
      id: sql<string>`${courseInstances.id}`.as('instance_id'),
      students:
        sql<number>`(${db.select({ n: count() }).from(enrollments).where(eq(enrollments.courseInstanceId, courseInstances.id))})::int`.as(
          'instance_students',
        ),
    })
    .from(courseInstances)
    .where(
      and(
        eq(courseInstances.id, sql`${instance}::uuid`),
        eq(courseInstances.teacherId, teacherId),
        eq(courseInstances.courseId, sections.courseId),
      ),
    )
    .as('inst');
  const [head] = await db
    .select({
      id: sections.id,
      name: sections.name,
      description: sections.description,
      position: sections.position,
      level: sections.level,
      courseId: courses.id,
      courseName: courses.name,
      instanceId: inst.id,
      students: inst.students,
    })
    .from(sections)
    .innerJoin(courses, eq(courses.id, sections.courseId))
    .leftJoinLateral(inst, sql`true`)
    .where(and(eq(sections.id, sectionId), teachesCourse(db, teacherId, sections.courseId)));
  if (!head || (instance && !head.instanceId)) return undefined;
  const pr = classProgressBy(db, head.instanceId, progress.contentId, eq(contents.sectionId, sectionId));
  const rows = await db
    .with(pr)
    .select({
      id: contents.id,
      title: contents.title,
      kind: contents.kind,
      position: contents.position,
      maxScore: contents.maxScore,
      minutes: contents.minutes,
      completed: pr.completed,
      score: pr.score,
    })
    .from(contents)
    .leftJoin(pr, eq(pr.key, contents.id))
    .where(eq(contents.sectionId, sectionId))
    .orderBy(asc(contents.position), asc(contents.id));
  const students = head.students;
  return {
    section: {
      _id: head.id,
      name: head.name,
      description: head.description,
      position: head.position,
      level: head.level,
      _course: { _id: head.courseId, name: head.courseName },
    },
    contents: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      kind: r.kind,
      position: r.position,
      maxScore: r.maxScore,
      minutes: r.minutes,
      completion: students === null ? null : percentOf(r.completed ?? 0, students),
      averageScore: students === null ? null : ratioPercent(r.score),
    })),
  };
}

/**
 * One content item with its body and its neighbours in course order (across units). `teacherId`
 * limits it to courses that teacher teaches; null (admins) reads the whole catalogue.
 */
export async function contentDetail(db: Db, contentId: string, teacherId: string | null): Promise<ContentDetail | undefined> {
  const target = alias(contents, 't');
  const courseOrder = sql`over (order by ${sections.position}, ${contents.position}, ${contents.id})`;
  const ordered = db.$with('ordered').as(
    db
      .select({
        id: sql<string>`${contents.id}`.as('ordered_id'),
        previous: sql<string | null>`lag(${contents.id}) ${courseOrder}`.as('ordered_previous'),
        next: sql<string | null>`lead(${contents.id}) ${courseOrder}`.as('ordered_next'),
      })
      .from(contents)
      .innerJoin(sections, eq(sections.id, contents.sectionId))
      .where(eq(contents.courseId, sql`(${db.select({ courseId: target.courseId }).from(target).where(eq(target.id, contentId))})`)),
  );
  const [row] = await db
    .with(ordered)
    .select({
      id: contents.id,
      title: contents.title,
      kind: contents.kind,
      position: contents.position,
      maxScore: contents.maxScore,
      minutes: contents.minutes,
      body: contents.body,
      sectionId: sections.id,
      sectionName: sections.name,
      sectionPosition: sections.position,
      sectionLevel: sections.level,
      courseId: courses.id,
      courseName: courses.name,
      previous: ordered.previous,
      next: ordered.next,
    })
    .from(contents)
    .innerJoin(sections, eq(sections.id, contents.sectionId))
    .innerJoin(courses, eq(courses.id, contents.courseId))
    .innerJoin(ordered, eq(ordered.id, contents.id))
    .where(and(eq(contents.id, contentId), teacherId === null ? undefined : teachesCourse(db, teacherId, contents.courseId)));
  if (!row) return undefined;
  return {
    _id: row.id,
    title: row.title,
    kind: row.kind,
    position: row.position,
    maxScore: row.maxScore,
    minutes: row.minutes,
    body: row.body,
    section: { _id: row.sectionId, name: row.sectionName, position: row.sectionPosition, level: row.sectionLevel },
    _course: { _id: row.courseId, name: row.courseName },
    previous: row.previous,
    next: row.next,
  };
}
