import { type AnyColumn, and, asc, count, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { ClassCompletion, CourseInstance } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, enrollments, gradeSections, grades, progressRollups, schools, sections } from '../db/schema';
import { percentOf, ratioPercent, rollupSums } from './teacher-figures';

/**
 * The rollup rows (`progress_rollups`, one per class and student, kept by triggers) of one class,
 * enrolled students only (a student who left keeps rows that no longer count). Meant for a lateral
 * join per class: one primary-key range each, enrolments checked by index, a few dozen rows
 * instead of thousands of progress rows. `instanceId` is an outer column or a value.
 */
export function classRollupRows(db: Db, instanceId: SQL | AnyColumn, name = 'r') {
  return db
    .select({
      courseInstanceId: progressRollups.courseInstanceId,
      studentId: progressRollups.studentId,
      completed: progressRollups.completed,
      scoreRatioSum: progressRollups.scoreRatioSum,
      scoredCount: progressRollups.scoredCount,
      timeSpentSeconds: progressRollups.timeSpentSeconds,
      lastActivityAt: progressRollups.lastActivityAt,
    })
    .from(progressRollups)
    .where(
      and(
        eq(progressRollups.courseInstanceId, instanceId),
        exists(
          db
            .select({ one: sql`1` })
            .from(enrollments)
            .where(
              and(eq(enrollments.courseInstanceId, progressRollups.courseInstanceId), eq(enrollments.studentId, progressRollups.studentId)),
            ),
        ),
      ),
    )
    .as(name);
}

/**
 * Classes matching `where` (over course_instances), ordered by course name then grade section,
 * each with its sizes and progress computed by lateral subqueries: one statement whatever the
 * number of classes. Progress comes from the rollup.
 */
function classQuery(db: Db, where: SQL | undefined) {
  // Computed fields are named <subquery>_<field>: see teacher-figures.ts on drizzle and aliases.
  const en = db
    .select({ students: sql<number>`count(*)::int`.as('class_students') })
    .from(enrollments)
    .where(eq(enrollments.courseInstanceId, courseInstances.id))
    .as('en');
  const it = db
    .select({ items: sql<number>`count(*)::int`.as('class_items') })
    .from(contents)
    .where(eq(contents.courseId, courseInstances.courseId))
    .as('it');
  const un = db
    .select({ units: sql<number>`count(*)::int`.as('class_units') })
    .from(sections)
    .where(eq(sections.courseId, courseInstances.courseId))
    .as('un');
  const r = classRollupRows(db, courseInstances.id);
  const sums = rollupSums(r);
  const pr = db
    .select({ completed: sums.completed.as('class_completed'), score: sums.score.as('class_score') })
    .from(r)
    .as('pr');
  return db
    .select({
      id: courseInstances.id,
      courseId: courseInstances.courseId,
      startDate: courseInstances.startDate,
      courseName: courses.name,
      courseDescription: courses.description,
      gradeBand: courses.gradeBand,
      gradeSectionId: gradeSections.id,
      gradeSectionName: gradeSections.name,
      gradeId: grades.id,
      gradeLevel: grades.level,
      gradeName: grades.name,
      schoolId: schools.id,
      schoolName: schools.name,
      students: en.students,
      items: it.items,
      units: un.units,
      completed: pr.completed,
      score: pr.score,
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(gradeSections, eq(gradeSections.id, courseInstances.gradeSectionId))
    .innerJoin(grades, eq(grades.id, gradeSections.gradeId))
    .innerJoin(schools, eq(schools.id, courseInstances.schoolId))
    .crossJoinLateral(en)
    .crossJoinLateral(it)
    .crossJoinLateral(un)
    .crossJoinLateral(pr)
    .where(where)
    .orderBy(asc(courses.name), asc(gradeSections.name), asc(courseInstances.id))
    .$dynamic();
}

/** A class (course instance) with its sizes and progress, as one row. */
export type ClassRow = Awaited<ReturnType<typeof classQuery>>[number];

export function classRowsWhere(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<ClassRow[]> {
  const query = classQuery(db, where);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The teacher's classes in one school. */
export const teacherClassesIn = (teacherId: string, schoolId: string) =>
  and(eq(courseInstances.teacherId, teacherId), eq(courseInstances.schoolId, schoolId));

export const classCompletion = (row: ClassRow) => percentOf(row.completed, row.students * row.items);

export function toCourseInstance(row: ClassRow): CourseInstance {
  return {
    _id: row.id,
    _course: { _id: row.courseId, name: row.courseName, description: row.courseDescription, gradeBand: row.gradeBand },
    gradeSection: {
      _id: row.gradeSectionId,
      name: row.gradeSectionName,
      grade: { _id: row.gradeId, level: row.gradeLevel, name: row.gradeName },
    },
    school: { _id: row.schoolId, name: row.schoolName },
    startDate: row.startDate,
    studentCount: row.students,
    unitCount: row.units,
    contentCount: row.items,
    completion: classCompletion(row),
    averageScore: ratioPercent(row.score),
  };
}

export function toClassCompletion(row: ClassRow): ClassCompletion {
  return {
    _id: row.id,
    _course: row.courseId,
    courseName: row.courseName,
    gradeSection: row.gradeSectionName,
    completion: classCompletion(row),
    studentCount: row.students,
  };
}

/** A page of the teacher's classes in one school. */
export async function myClasses(
  db: Db,
  teacherId: string,
  schoolId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Paged<CourseInstance>> {
  const where = teacherClassesIn(teacherId, schoolId);
  const [total] = await db.select({ n: count() }).from(courseInstances).where(where);
  const rows = await classRowsWhere(db, where, { limit: pageSize, offset: page * pageSize });
  return { items: rows.map(toCourseInstance), total: total?.n ?? 0, page, pageSize };
}

/** One of the teacher's classes, or undefined when unknown or someone else's. */
export async function myClass(db: Db, teacherId: string, instanceId: string): Promise<ClassRow | undefined> {
  const [row] = await classRowsWhere(db, and(eq(courseInstances.id, instanceId), eq(courseInstances.teacherId, teacherId)));
  return row;
}
