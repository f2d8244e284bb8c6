/** The enrolled student rollups (0017) recounted the slow, obvious way, for the suite that checks the triggers keep them exact. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import type { AnalyticsScope } from '../repos/analytics-scope';

/** Each enrollment's student, the class's school and its grade section's grade, straight from the sources. */
const pairs = `select distinct e.student_id, ci.school_id, gs.grade_id from enrollments e
  join course_instances ci on ci.id = e.course_instance_id join grade_sections gs on gs.id = ci.grade_section_id`;

/** Every disagreement between the enrolled student rollups and a GROUP BY over their sources (empty when exact). */
export async function enrolledStudentMismatches(db: Db) {
  return sqlRows<Record<string, unknown>>(
    db,
    sql.raw(`
    with truth as (select p.*, count(*) over (partition by p.student_id, p.grade_id)::int as schools from (${pairs}) p),
    schools as (select school_id, count(distinct student_id)::int as students from truth group by school_id),
    grades as (select school_id, grade_id, count(*)::int as students from truth group by school_id, grade_id)
    select 'enrolled_students' as rollup, t.student_id::text, t.school_id::text, t.grade_id::text, t.schools as truth, r.schools as stored
    from truth t full join enrolled_students r on r.student_id = t.student_id and r.school_id = t.school_id and r.grade_id = t.grade_id
    where t.student_id is null or r.student_id is null or t.schools <> r.schools
    union all
    select 'school_student_counts', null, coalesce(t.school_id, r.school_id)::text, null, t.students, r.students
    from schools t full join school_student_counts r on r.school_id = t.school_id
    where t.school_id is null or r.school_id is null or t.students <> r.students
    union all
    select 'school_grade_student_counts', null, coalesce(t.school_id, r.school_id)::text, coalesce(t.grade_id, r.grade_id)::text,
      t.students, r.students
    from grades t full join school_grade_student_counts r on r.school_id = t.school_id and r.grade_id = t.grade_id
    where t.school_id is null or r.school_id is null or t.students <> r.students`),
  );
}

/**
 * The completion figure's distinct students per school and per grade level of a scope, counted over
 * its enrollments (the statement the rollups replaced): `school:<id>` and `grade:<level>` → count.
 */
export async function enrolledStudentsRecount(db: Db, scope: AnalyticsScope): Promise<Map<string, number>> {
  const inScope = scope.schoolIds === null ? sql`true` : sql`ci.school_id = any(${`{${scope.schoolIds.join(',')}}`}::uuid[])`;
  const rows = await sqlRows<{ key: string; n: number }>(
    db,
    sql`select 'school:' || ci.school_id as key, count(distinct e.student_id)::int as n
      from enrollments e join course_instances ci on ci.id = e.course_instance_id where ${inScope} group by ci.school_id
      union all
      select 'grade:' || g.level, count(distinct e.student_id)::int
      from enrollments e join course_instances ci on ci.id = e.course_instance_id
      join grade_sections gs on gs.id = ci.grade_section_id join grades g on g.id = gs.grade_id
      where ${inScope} group by g.level`,
  );
  return new Map(rows.map((r) => [r.key, r.n]));
}
