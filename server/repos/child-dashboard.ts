/**
 * The parent portal's picture of one child (`POST /api/v1/parent/dashboard/info`): their classes
 * with the progress rollup, their progress per unit, their manual gradebook scores and their
 * recent activity. Each a single statement whatever the number of classes; the caller has checked
 * that the child is the parent's (`openChildRecord`).
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ManualScore } from '@/contract/schemas/gradebook';
import type { ChildActivity } from '@/contract/schemas/parent';
import type { Db } from '../db/client';
import {
  contents,
  courseInstances,
  courses,
  enrollments,
  gradeScores,
  progress,
  progressRollups,
  sections,
  students,
  users,
} from '../db/schema';
import { childCardOf, childCards } from './children';
import { meanRatio, scoreRatio } from './teacher-figures';

export async function childProfile(db: Db, childId: string) {
  const [row] = await childCards(db).where(eq(students.id, childId));
  return row ? childCardOf(row) : null;
}

/** The classes the child is enrolled in, by course name, with the rollup's figures (ARCHITECTURE.md §5). */
export async function childClasses(db: Db, childId: string) {
  const itemCount = db.select({ n: sql<number>`count(*)` }).from(contents).where(eq(contents.courseId, courses.id));
  return db
    .select({
      instanceId: courseInstances.id,
      courseId: courses.id,
      name: courses.name,
      teacherName: users.name,
      items: sql<number>`(${itemCount})::int`,
      completed: sql<number>`coalesce(${progressRollups.completed}, 0)::int`,
      average: meanRatio(progressRollups.scoreRatioSum, progressRollups.scoredCount),
      seconds: sql<number>`coalesce(${progressRollups.timeSpentSeconds}, 0)::float8`,
      lastActivityAt: progressRollups.lastActivityAt,
    })
    .from(enrollments)
    .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(users, eq(users.id, courseInstances.teacherId))
    .leftJoin(
      progressRollups,
      and(eq(progressRollups.courseInstanceId, courseInstances.id), eq(progressRollups.studentId, enrollments.studentId)),
    )
    .where(eq(enrollments.studentId, childId))
    .orderBy(asc(courses.name), asc(courseInstances.id));
}

/** Per class and unit (in course order): the unit's items and the child's completed and started ones. */
export async function childUnits(db: Db, childId: string, instanceIds: string[]) {
  if (instanceIds.length === 0) return [];
  return db
    .select({
      instanceId: courseInstances.id,
      _id: sections.id,
      name: sections.name,
      level: sections.level,
      items: sql<number>`count(${contents.id})::int`,
      completed: sql<number>`(count(*) filter (where ${progress.status} = 'completed'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${progress.status} = 'in_progress'))::int`,
    })
    .from(courseInstances)
    .innerJoin(sections, eq(sections.courseId, courseInstances.courseId))
    .leftJoin(contents, eq(contents.sectionId, sections.id))
    .leftJoin(
      progress,
      and(eq(progress.courseInstanceId, courseInstances.id), eq(progress.contentId, contents.id), eq(progress.studentId, childId)),
    )
    .where(inArray(courseInstances.id, instanceIds))
    .groupBy(courseInstances.id, sections.id, sections.name, sections.level, sections.position)
    .orderBy(asc(courseInstances.id), asc(sections.position), asc(sections.id));
}

/** The child's stored manual scores in these classes. */
export async function childManualScores(
  db: Db,
  childId: string,
  instanceIds: string[],
): Promise<Array<ManualScore & { instanceId: string }>> {
  if (instanceIds.length === 0) return [];
  return db
    .select({
      instanceId: gradeScores.courseInstanceId,
      studentId: gradeScores.studentId,
      attributeId: gradeScores.attributeId,
      value: gradeScores.value,
      state: gradeScores.state,
    })
    .from(gradeScores)
    .where(and(eq(gradeScores.studentId, childId), inArray(gradeScores.courseInstanceId, instanceIds)));
}

/** The last items the child worked on in classes they are enrolled in, newest first. */
export async function childRecentActivity(db: Db, childId: string, limit: number): Promise<ChildActivity[]> {
  const rows = await db
    .select({
      at: progress.updatedAt,
      courseName: courses.name,
      unitName: sections.name,
      title: contents.title,
      kind: contents.kind,
      status: progress.status,
      ratio: scoreRatio(progress.score, contents.maxScore),
    })
    .from(progress)
    .innerJoin(enrollments, and(eq(enrollments.courseInstanceId, progress.courseInstanceId), eq(enrollments.studentId, progress.studentId)))
    .innerJoin(contents, eq(contents.id, progress.contentId))
    .innerJoin(sections, eq(sections.id, contents.sectionId))
    .innerJoin(courses, eq(courses.id, contents.courseId))
    .where(and(eq(progress.studentId, childId), ne(progress.status, 'not_started')))
    .orderBy(desc(progress.updatedAt), asc(progress.id))
    .limit(limit);
  return rows.map((r) => ({
    at: r.at.toISOString(),
    courseName: r.courseName,
    unitName: r.unitName,
    title: r.title,
    kind: r.kind,
    status: r.status,
    scorePercent: r.ratio === null ? null : Math.round(Number(r.ratio) * 1000) / 10,
  }));
}
