import { type AnyColumn, and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { ClassCompletion, CourseInstance } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, enrollments, gradeSections, grades, progressRollups, schools, sections } from '../db/schema';
import { preparedRows } from '../db/sql-rows';
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

/** A class (course instance) with its sizes and progress, as one row. */
export type ClassRow = Pick<typeof courseInstances.$inferSelect, 'id' | 'courseId' | 'startDate'> & {
  courseName: string;
  courseDescription: string;
  gradeBand: string;
  gradeSectionId: string;
  gradeSectionName: string;
  gradeId: string;
  gradeLevel: string;
  gradeName: string;
  schoolId: string;
  schoolName: string;
  students: number;
  items: number;
  units: number;
  completed: number;
  score: number | null;
};

/**
 * Classes matching `where` (over course_instances), ordered by course name then grade section,
 * each with its sizes and progress computed by lateral subqueries: one statement whatever the
 * number of classes. Progress comes from the rollup.
 *
 * Typed raw SQL rather than the query builder, by measurement: the school-progress call took
 * 6.8–7.1 ms with the builder against 5.0–5.7 ms for the same SQL written out (large school,
 * PostgreSQL, mean of 20 calls). Names come from the schema objects, so a rename fails the compile.
 */
export function classRowsWhere(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<ClassRow[]> {
  const r = classRollupRows(db, courseInstances.id);
  const sums = rollupSums(r);
  return preparedRows(
    db,
    sql<ClassRow>`
    select ${courseInstances.id} as id, ${courseInstances.courseId} as "courseId", ${courseInstances.startDate}::text as "startDate",
      ${courses.name} as "courseName", ${courses.description} as "courseDescription", ${courses.gradeBand} as "gradeBand",
      ${gradeSections.id} as "gradeSectionId", ${gradeSections.name} as "gradeSectionName",
      ${grades.id} as "gradeId", ${grades.level} as "gradeLevel", ${grades.name} as "gradeName",
      ${schools.id} as "schoolId", ${schools.name} as "schoolName",
      en.students, it.items, un.units, pr.completed, pr.score
    from ${courseInstances}
    join ${courses} on ${courses.id} = ${courseInstances.courseId}
    join ${gradeSections} on ${gradeSections.id} = ${courseInstances.gradeSectionId}
    join ${grades} on ${grades.id} = ${gradeSections.gradeId}
    join ${schools} on ${schools.id} = ${courseInstances.schoolId}
    cross join lateral (select count(*)::int as students from ${enrollments} where ${enrollments.courseInstanceId} = ${courseInstances.id}) en
    cross join lateral (select count(*)::int as items from ${contents} where ${contents.courseId} = ${courseInstances.courseId}) it
    cross join lateral (select count(*)::int as units from ${sections} where ${sections.courseId} = ${courseInstances.courseId}) un
    cross join lateral (select ${sums.completed} as completed, ${sums.score} as score from ${r}) pr
    where ${where ?? sql`true`}
    order by ${courses.name}, ${gradeSections.name}, ${courseInstances.id}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
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

/**
 * The teacher's class of a course, as the seed's `section/by/course/{courseId}` names it: their most
 * recently started one; undefined when they teach none.
 */
export async function myClassOfCourse(db: Db, teacherId: string, courseId: string): Promise<ClassRow | undefined> {
  const [found] = await db
    .select({ id: courseInstances.id })
    .from(courseInstances)
    .where(and(eq(courseInstances.courseId, courseId), eq(courseInstances.teacherId, teacherId)))
    .orderBy(desc(courseInstances.startDate), courseInstances.id)
    .limit(1);
  return found ? myClass(db, teacherId, found.id) : undefined;
}
