import { type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { ClassCompletion, CourseInstance } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { classRollupRows, percentOf, queryRow, queryRows, ratioPercent, rollupCompletedAndScore } from './teacher-sql';

/** A class (course instance) with its sizes and progress, as one row. */
export interface ClassRow {
  id: string;
  courseId: string;
  startDate: string;
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
}

/**
 * Classes matching `where` (over `ci` = course_instances, `co` = courses, `gs` = grade_sections),
 * ordered by course name then grade section, each with its sizes and progress computed by lateral
 * subqueries: one statement whatever the number of classes. Progress comes from the rollup.
 */
function classQuery(where: SQL, tail: SQL): SQL {
  return sql`
    select ci.id, ci.course_id as "courseId", ci.start_date::text as "startDate",
      co.name as "courseName", co.description as "courseDescription", co.grade_band as "gradeBand",
      gs.id as "gradeSectionId", gs.name as "gradeSectionName",
      g.id as "gradeId", g.level as "gradeLevel", g.name as "gradeName",
      sc.id as "schoolId", sc.name as "schoolName",
      en.students, it.items, un.units, pr.completed, pr.score
    from course_instances ci
    join courses co on co.id = ci.course_id
    join grade_sections gs on gs.id = ci.grade_section_id
    join grades g on g.id = gs.grade_id
    join schools sc on sc.id = ci.school_id
    cross join lateral (select count(*)::int as students from enrollments e where e.course_instance_id = ci.id) en
    cross join lateral (select count(*)::int as items from contents c where c.course_id = ci.course_id) it
    cross join lateral (select count(*)::int as units from sections s where s.course_id = ci.course_id) un
    cross join lateral (select ${rollupCompletedAndScore} from (${classRollupRows(sql`ci.id`)}) r) pr
    where ${where}
    order by co.name, gs.name, ci.id
    ${tail}`;
}

export function classRowsWhere(db: Db, where: SQL, { tail = sql`` }: { tail?: SQL } = {}): Promise<ClassRow[]> {
  return queryRows<ClassRow>(db, classQuery(where, tail));
}

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
  const where = sql`ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId}`;
  const total = await queryRow<{ n: number }>(db, sql`select count(*)::int as n from course_instances ci where ${where}`);
  const rows = await classRowsWhere(db, where, { tail: sql`limit ${pageSize} offset ${page * pageSize}` });
  return { items: rows.map(toCourseInstance), total: total?.n ?? 0, page, pageSize };
}

/** One of the teacher's classes, or undefined when unknown or someone else's. */
export async function myClass(db: Db, teacherId: string, instanceId: string): Promise<ClassRow | undefined> {
  const [row] = await classRowsWhere(db, sql`ci.id = ${instanceId} and ci.teacher_id = ${teacherId}`);
  return row;
}
