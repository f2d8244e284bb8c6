import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Child } from '@/contract/schemas/parent';
import type { Db } from '../db/client';
import {
  contents,
  courseInstances,
  courses,
  enrollments,
  gradeSections,
  parentStudents,
  progress,
  schools,
  students,
  users,
} from '../db/schema';
import { scoreRatio } from './teacher-figures';

/** A child as the parent portal names them (the children list, a child's dashboard): their name, school and grade section. */
export function childCards(db: Db) {
  return db
    .select({
      _id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      schoolId: schools.id,
      schoolName: schools.name,
      sectionId: gradeSections.id,
      sectionName: gradeSections.name,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(gradeSections, eq(gradeSections.id, students.gradeSectionId));
}
type ChildCardRow = Awaited<ReturnType<typeof childCards>>[number];

export const childCardOf = (row: ChildCardRow) => ({
  _id: row._id,
  firstName: row.firstName,
  lastName: row.lastName,
  school: { _id: row.schoolId, name: row.schoolName },
  gradeSection: row.sectionId && row.sectionName ? { _id: row.sectionId, name: row.sectionName } : null,
});

/**
 * A parent's children with, per course they take, completion, average score and last activity.
 * Two queries whatever the number of children or courses: the children, then every course of
 * every child aggregated in the database.
 */
export async function childrenOfParent(db: Db, parentId: string): Promise<Child[]> {
  const kids = await childCards(db)
    .innerJoin(parentStudents, eq(parentStudents.studentId, students.id))
    .where(eq(parentStudents.parentId, parentId))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.id));
  if (kids.length === 0) return [];

  const itemCount = db.select({ n: sql<number>`count(*)` }).from(contents).where(eq(contents.courseId, courses.id));
  const courseRows = await db
    .select({
      studentId: enrollments.studentId,
      instanceId: courseInstances.id,
      name: courses.name,
      teacherName: users.name,
      items: sql<number>`(${itemCount})::int`,
      completed: sql<number>`(count(*) filter (where ${progress.status} = 'completed'))::int`,
      // Mean score ratio over graded items (the one per-row definition), as a percentage.
      average: sql<number | null>`avg(${scoreRatio(progress.score, contents.maxScore)}) * 100`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      lastActivity: sql<Date | null>`max(${progress.updatedAt})`.mapWith(progress.updatedAt),
    })
    .from(enrollments)
    .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(users, eq(users.id, courseInstances.teacherId))
    .leftJoin(progress, sql`${progress.courseInstanceId} = ${courseInstances.id} and ${progress.studentId} = ${enrollments.studentId}`)
    .leftJoin(contents, eq(contents.id, progress.contentId))
    .where(
      inArray(
        enrollments.studentId,
        kids.map((k) => k._id),
      ),
    )
    .groupBy(enrollments.studentId, courseInstances.id, courses.id, courses.name, users.name)
    .orderBy(asc(courses.name), asc(courseInstances.id));

  return kids.map((k) => ({
    ...childCardOf(k),
    courses: courseRows
      .filter((c) => c.studentId === k._id)
      .map((c) => ({
        // The class (course instance) the child is enrolled in.
        _id: c.instanceId,
        name: c.name,
        teacherName: c.teacherName,
        completion: c.items > 0 ? Math.round((1000 * c.completed) / c.items) / 10 : 0,
        averageScore: c.average === null ? null : Math.round(c.average * 10) / 10,
        lastActivityAt: c.lastActivity ? new Date(c.lastActivity).toISOString() : null,
      })),
  }));
}
