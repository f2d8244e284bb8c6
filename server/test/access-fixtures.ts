/**
 * Objects of the demo school for the access tests, looked up by their relationships (see
 * server/seed/classes.ts): teacher@ teaches 6-A of school A (where parent@'s Ella is), teacher3@
 * 6-B of school A and algorithms in 8-A (where Leo is), teacher2@ school C. Districts 1 (schools A,
 * B) and 2 (school C) and the schools have fixed seed ids.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { id } from '../seed/rng';
import { addCourseOfTeacher2 } from './gradebook-fixtures';

async function one(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(db, query);
  if (!row) throw new Error('the demo seed lacks an object the access tests need');
  return row.id;
}

const classOf = (db: Db, email: string, school: string, section: string, course?: string) =>
  one(
    db,
    sql`select ci.id from course_instances ci join users u on u.id = ci.teacher_id
    join grade_sections gs on gs.id = ci.grade_section_id join courses c on c.id = ci.course_id
    where u.email = ${email} and ci.school_id = ${school} and gs.name = ${section}
    and (${course ?? null}::text is null or c.name = ${course ?? null}) order by ci.id limit 1`,
  );
const courseOf = (db: Db, classId: string) => one(db, sql`select course_id as id from course_instances where id = ${classId}`);
const studentIn = (db: Db, classId: string) =>
  one(db, sql`select student_id as id from enrollments where course_instance_id = ${classId} order by student_id limit 1`);

export type AccessFacts = Awaited<ReturnType<typeof accessFacts>>;

/** Adds a course offered only in school C ("Robotics", teacher2@'s) and answers the objects. */
export async function accessFacts(db: Db) {
  const schoolA = id('school/A');
  const schoolC = id('school/C');
  const teacherClassA = await classOf(db, 'teacher@demo.test', schoolA, '6-A');
  const colleagueClass6B = await classOf(db, 'teacher3@demo.test', schoolA, '6-B');
  const algorithmsClass8A = await classOf(db, 'teacher3@demo.test', schoolA, '8-A', 'Data and Algorithms');
  const teacher2ClassC = await classOf(db, 'teacher2@demo.test', schoolC, '7-A');
  const robotics = await addCourseOfTeacher2(db);
  return {
    district1: id('district/1'),
    district2: id('district/2'),
    schoolA,
    schoolB: id('school/B'),
    schoolC,
    /** teacher@'s class in 6-A of school A, which Ella takes. */
    teacherClassA,
    /** teacher3@'s class in 6-B of school A: no child of parent@ in it. */
    colleagueClass6B,
    teacher2ClassC,
    /** Taught by teacher@ (not by teacher2@). */
    foundations: await courseOf(db, teacherClassA),
    /** Offered in school A by teacher3@ (Leo takes it), not taught by teacher@. */
    algorithms: await courseOf(db, algorithmsClass8A),
    /** Offered only in school C. */
    robotics: robotics.courseId,
    /** parent@'s child, in teacher@'s class. */
    ella: await one(db, sql`select st.id from students st where st.first_name = 'Ella' and st.last_name = 'Morgan'`),
    /** A student of school A in none of teacher@'s classes. */
    studentA6B: await studentIn(db, colleagueClass6B),
    /** A student of school C (district 2), in teacher2@'s class. */
    studentC: await studentIn(db, teacher2ClassC),
    /** teacher3@: a teacher of school A only. */
    teacherA: id('user/teacher3'),
    /** teacher4@: a teacher of schools B and C (both districts). */
    teacherBC: id('user/teacher4'),
    /** teacher2@: a teacher of school C only. */
    teacherC: id('user/teacher2'),
    /** parent@: Ella's and Leo's parent (school A). */
    parentA: id('user/parent'),
  };
}
