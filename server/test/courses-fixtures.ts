/** Test helpers for the course consoles' suites: classes of the demo schools, students in and out of them. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseInstances, students } from '../db/schema';
import { sqlRows } from '../db/sql-rows';

/** The school's class with the most progress rows (seeded, never one a test created) with the number of its students and progress rows. */
export async function classOfSchool(db: Db, schoolId: string) {
  const [row] = await sqlRows<{ id: string; courseId: string; teacherId: string; students: number; progress: number }>(
    db,
    sql`select ci.id, ci.course_id as "courseId", ci.teacher_id as "teacherId",
        (select count(*) from enrollments e where e.course_instance_id = ci.id)::int as students,
        (select count(*) from progress p where p.course_instance_id = ci.id)::int as progress
      from course_instances ci where ci.school_id = ${schoolId} order by progress desc, ci.id limit 1`,
  );
  if (!row) throw new Error(`no class in school ${schoolId}`);
  return row;
}

/** An enrolled student of the class who has progress rows in it. */
export async function studentWithProgress(db: Db, classId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`select e.student_id as id from enrollments e
      where e.course_instance_id = ${classId} and exists (select 1 from progress p where p.course_instance_id = e.course_instance_id and p.student_id = e.student_id)
      order by e.student_id limit 1`,
  );
  if (!row) throw new Error(`no student with progress in ${classId}`);
  return row.id;
}

/** Active students of the school who are not in the class. */
export async function studentsNotIn(db: Db, schoolId: string, classId: string, n: number): Promise<string[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        sql`${students.deactivatedAt} is null`,
        sql`not exists (select 1 from enrollments e where e.course_instance_id = ${classId} and e.student_id = ${students.id})`,
      ),
    )
    .orderBy(asc(students.id))
    .limit(n);
  return rows.map((r) => r.id);
}

export async function classExists(db: Db, classId: string) {
  return (await db.select({ id: courseInstances.id }).from(courseInstances).where(eq(courseInstances.id, classId))).length > 0;
}
