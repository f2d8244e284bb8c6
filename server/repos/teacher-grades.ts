import { sql } from 'drizzle-orm';
import type { Grade, GradeSection } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { queryRows } from './teacher-sql';

/** Grade levels (platform-wide) in order. */
export function allGrades(db: Db): Promise<Grade[]> {
  return queryRows<Grade>(db, sql`select g.id as "_id", g.level, g.name, g.position from grades g order by g.position, g.level`);
}

interface SectionRow {
  id: string;
  name: string;
  gradeId: string;
  gradeLevel: string;
  gradeName: string;
  students: number;
  mine: number;
}

/**
 * A school's grade sections with their size and how many of their students the teacher may open
 * (enrolled in one of the teacher's classes in that school), by grade then name.
 */
export async function schoolGradeSections(db: Db, teacherId: string, schoolId: string): Promise<GradeSection[]> {
  const rows = await queryRows<SectionRow>(
    db,
    sql`
    with sizes as (
      select st.grade_section_id as id, count(*)::int as n
      from students st where st.school_id = ${schoolId} and st.grade_section_id is not null
      group by st.grade_section_id
    ),
    mine as (
      select st.grade_section_id as id, count(distinct st.id)::int as n
      from enrollments e
      join course_instances ci on ci.id = e.course_instance_id
      join students st on st.id = e.student_id
      where ci.teacher_id = ${teacherId} and ci.school_id = ${schoolId} and st.grade_section_id is not null
      group by st.grade_section_id
    )
    select gs.id, gs.name, g.id as "gradeId", g.level as "gradeLevel", g.name as "gradeName",
      coalesce(sizes.n, 0) as students, coalesce(mine.n, 0) as mine
    from grade_sections gs
    join grades g on g.id = gs.grade_id
    left join sizes on sizes.id = gs.id
    left join mine on mine.id = gs.id
    where gs.school_id = ${schoolId}
    order by g.position, gs.name, gs.id`,
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    grade: { _id: r.gradeId, level: r.gradeLevel, name: r.gradeName },
    studentCount: r.students,
    myStudentCount: r.mine,
  }));
}
