/**
 * Classes (course instances) as the admin consoles read them (docs/ARCHITECTURE.md "Courses and
 * classes"): the schools the admin manages, a school's classes, what a class can be made of, one
 * class, and its students. Reach (`reach.ts`) is part of each statement, so an unknown id and one
 * out of reach answer alike (null).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type {
  AdminClass,
  AdminClassDetail,
  ClassListQuery,
  ClassOptions,
  ClassSchool,
  ClassStudent,
  ClassStudentsQuery,
} from '@/contract/schemas/courses';
import { inReach, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import {
  courseInstances,
  courses,
  districts,
  enrollments,
  gradeScores,
  gradeSections,
  grades,
  progress,
  schools,
  students,
  userSchools,
  users,
} from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { likePattern } from './bug-reports';

/** The schools whose classes the admin manages, by name. */
export async function classSchools(db: Db, user: AuthUser): Promise<ClassSchool[]> {
  const reach = inReach(user, 'school', sql.raw('s.id')) ?? sql`true`;
  return sqlRows<ClassSchool>(
    db,
    sql`select s.id as "_id", s.name, d.name as "districtName"
      from ${schools} s join ${districts} d on d.id = s.district_id
      where ${reach}
      order by lower(s.name), s.id`,
  );
}

interface ClassRow {
  id: string;
  courseId: string;
  courseName: string;
  teacherId: string;
  teacherName: string;
  gradeSectionId: string;
  gradeSectionName: string;
  schoolId: string;
  schoolName: string;
  startDate: string;
  studentCount: number;
}

/** Classes with their names and student counts; `where` filters `course_instances` (aliased `ci`). */
function classRows(where: SQL) {
  return sql`
    select ci.id, c.id as "courseId", c.name as "courseName", u.id as "teacherId", u.name as "teacherName",
      gs.id as "gradeSectionId", gs.name as "gradeSectionName", s.id as "schoolId", s.name as "schoolName",
      ci.start_date::text as "startDate",
      (select count(*) from ${enrollments} e where e.course_instance_id = ci.id)::int as "studentCount"
    from ${courseInstances} ci
    join ${courses} c on c.id = ci.course_id
    join ${users} u on u.id = ci.teacher_id
    join ${gradeSections} gs on gs.id = ci.grade_section_id
    join ${schools} s on s.id = ci.school_id
    where ${where}`;
}

const classWire = (r: ClassRow): AdminClass => ({
  _id: r.id,
  _course: { _id: r.courseId, name: r.courseName },
  teacher: { _id: r.teacherId, name: r.teacherName },
  gradeSection: { _id: r.gradeSectionId, name: r.gradeSectionName },
  school: { _id: r.schoolId, name: r.schoolName },
  startDate: r.startDate,
  studentCount: r.studentCount,
});

// Whitelisted sort keys over the columns of `classRows`.
const classOrder: Record<ClassListQuery['sort'], string> = {
  course: 'lower("courseName")',
  teacher: 'lower("teacherName")',
  gradeSection: 'lower("gradeSectionName")',
  students: '"studentCount"',
  startDate: '"startDate"',
};

/** A page of the school's classes; null when the school is unknown or out of reach. */
export async function listSchoolClasses(
  db: Db,
  user: AuthUser,
  schoolId: string,
  request: ClassListQuery,
): Promise<Paged<AdminClass> | null> {
  const [school] = await sqlRows<{ ok: boolean }>(db, sql`select ${reaches(user, 'school', schoolId)} as ok`);
  if (!school?.ok) return null;
  const text = request.q?.trim();
  const pattern = text ? likePattern(text) : null;
  const where = sql`ci.school_id = ${schoolId}`;
  const match = pattern
    ? sql`("courseName" ilike ${pattern} or "teacherName" ilike ${pattern} or "gradeSectionName" ilike ${pattern})`
    : sql`true`;
  const dir = request.dir === 'desc' ? 'desc' : 'asc';
  const [rows, [total]] = await Promise.all([
    sqlRows<ClassRow>(
      db,
      sql`select * from (${classRows(where)}) x where ${match}
        order by ${sql.raw(`${classOrder[request.sort]} ${dir}`)}, lower("courseName"), id
        limit ${request.pageSize} offset ${request.page * request.pageSize}`,
    ),
    sqlRows<{ n: number }>(db, sql`select count(*)::int as n from (${classRows(where)}) x where ${match}`),
  ]);
  return { items: rows.map(classWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One class with what deleting it would remove; null when unknown or out of reach. */
export async function adminClass(db: Db | Tx, user: AuthUser, classId: string): Promise<AdminClassDetail | null> {
  const [row] = await sqlRows<ClassRow & { progressCount: number; gradeCount: number }>(
    db,
    sql`select x.*,
        (select count(*) from ${progress} p where p.course_instance_id = x.id)::int as "progressCount",
        (select count(*) from ${gradeScores} g where g.course_instance_id = x.id)::int as "gradeCount"
      from (${classRows(sql`ci.id = ${classId}::uuid and ${reaches(user, 'class', classId)}`)}) x`,
  );
  return row ? { ...classWire(row), progressCount: row.progressCount, gradeCount: row.gradeCount } : null;
}

/** The school's active teachers, as a query of their ids (for checks) or rows (for the picker). */
export function schoolTeachers(schoolId: string) {
  return sql`select u.id from ${users} u join ${userSchools} us on us.user_id = u.id
    where us.school_id = ${schoolId}::uuid and u.role = 'teacher' and not u.disabled`;
}

/** What a class of the school can be made of; null when the school is unknown or out of reach. */
export async function classOptions(db: Db, user: AuthUser, schoolId: string): Promise<ClassOptions | null> {
  const [school] = await sqlRows<{ ok: boolean }>(db, sql`select ${reaches(user, 'school', schoolId)} as ok`);
  if (!school?.ok) return null;
  const [teachers, sectionRows, courseRows] = await Promise.all([
    sqlRows<{ _id: string; name: string; email: string }>(
      db,
      sql`select u.id as "_id", u.name, u.email from ${users} u where u.id in (${schoolTeachers(schoolId)}) order by lower(u.name), u.id`,
    ),
    sqlRows<{ _id: string; name: string; grade: string }>(
      db,
      sql`select gs.id as "_id", gs.name, g.name as grade from ${gradeSections} gs join ${grades} g on g.id = gs.grade_id
        where gs.school_id = ${schoolId} order by g.position, gs.name, gs.id`,
    ),
    sqlRows<{ _id: string; name: string }>(db, sql`select c.id as "_id", c.name from ${courses} c order by lower(c.name), c.id`),
  ]);
  return { teachers, gradeSections: sectionRows, courses: courseRows };
}

interface StudentRow {
  id: string;
  firstName: string;
  lastName: string;
  studentNumber: string;
  gradeSection: string | null;
  enrolled: boolean;
}

/**
 * A page of the class's students (`enrolled`) or of its school's active students not in it
 * (`available`), by last and first name; null when the class is unknown or out of reach.
 */
export async function classStudents(
  db: Db,
  user: AuthUser,
  classId: string,
  request: ClassStudentsQuery,
): Promise<Paged<ClassStudent> | null> {
  const [cls] = await sqlRows<{ schoolId: string }>(
    db,
    sql`select ci.school_id as "schoolId" from ${courseInstances} ci where ci.id = ${classId}::uuid and ${reaches(user, 'class', classId)}`,
  );
  if (!cls) return null;
  const inClass = sql`exists (select 1 from ${enrollments} e where e.course_instance_id = ${classId}::uuid and e.student_id = st.id)`;
  const which =
    request.show === 'enrolled'
      ? inClass
      : sql`st.school_id = ${cls.schoolId} and st.deactivated_at is null and st.deletion_requested_at is null and not ${inClass}`;
  const text = request.q?.trim().replace(/\s+/g, ' ');
  const pattern = text ? likePattern(text) : null;
  const match = pattern
    ? sql`(st.first_name ilike ${pattern} or st.last_name ilike ${pattern} or (st.first_name || ' ' || st.last_name) ilike ${pattern} or st.student_number ilike ${pattern})`
    : sql`true`;
  const where = sql`${which} and ${match}`;
  const [rows, [total]] = await Promise.all([
    sqlRows<StudentRow>(
      db,
      sql`select st.id, st.first_name as "firstName", st.last_name as "lastName", st.student_number as "studentNumber",
          gs.name as "gradeSection", ${inClass} as enrolled
        from ${students} st left join ${gradeSections} gs on gs.id = st.grade_section_id
        where ${where}
        order by lower(st.last_name), lower(st.first_name), st.id
        limit ${request.pageSize} offset ${request.page * request.pageSize}`,
    ),
    sqlRows<{ n: number }>(db, sql`select count(*)::int as n from ${students} st where ${where}`),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      studentNumber: r.studentNumber,
      gradeSection: r.gradeSection,
      enrolled: r.enrolled,
    })),
    total: total?.n ?? 0,
    page: request.page,
    pageSize: request.pageSize,
  };
}
