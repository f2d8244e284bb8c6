/** The rows a OneRoster export is written from: one district (or one school of it) as it is now. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { type LinkRow, unfoldEnrollmentLinks } from './roster-enrollment-links';

export async function exportRows(db: Db, districtId: string, schoolId: string | null) {
  const scope = schoolId === null ? sql`select id from schools where district_id = ${districtId}` : sql`select ${schoolId}::uuid`;
  const classes = sql`select id from course_instances where school_id in (${scope})`;
  const studentsIn = sql`select id from students where school_id in (${scope})`;
  return {
    district: (await sqlRows<{ id: string; name: string }>(db, sql`select id, name from districts where id = ${districtId}`))[0]!,
    schools: await sqlRows<{ id: string; name: string }>(db, sql`select id, name from schools where id in (${scope})`),
    links: unfoldEnrollmentLinks(
      await sqlRows<LinkRow>(db, sql`select entity, sourced_id, local_id, data from roster_links where district_id = ${districtId}`),
    ),
    classes: await sqlRows<{
      id: string;
      course_id: string;
      course_name: string;
      school_id: string;
      teacher_id: string;
      section: string;
      level: string;
      start_date: string;
    }>(
      db,
      sql`select ci.id, ci.course_id, c.name as course_name, ci.school_id, ci.teacher_id, gs.name as section, g.level, ci.start_date::text as start_date
      from course_instances ci join courses c on c.id = ci.course_id join grade_sections gs on gs.id = ci.grade_section_id
      join grades g on g.id = gs.grade_id where ci.id in (${classes})`,
    ),
    students: await sqlRows<{
      id: string;
      school_id: string;
      first_name: string;
      last_name: string;
      student_number: string;
      level: string | null;
      inactive: boolean;
    }>(
      db,
      sql`select st.id, st.school_id, st.first_name, st.last_name, st.student_number, g.level, st.deactivated_at is not null as inactive
      from students st left join grade_sections gs on gs.id = st.grade_section_id left join grades g on g.id = gs.grade_id
      where st.id in (${studentsIn})`,
    ),
    /** Staff of the scope's schools, the district's admins (district exports), and the scope's students' parents. */
    users: await sqlRows<{
      id: string;
      email: string;
      name: string;
      role: string;
      disabled: boolean;
      schools: string[] | null;
      district_id: string | null;
    }>(
      db,
      sql`select u.id, u.email, u.name, u.role::text as role, u.disabled, u.district_id,
        (select array_agg(us.school_id::text order by us.school_id) from user_schools us where us.user_id = u.id and us.school_id in (${scope})) as schools
      from users u where u.id in (
        select user_id from user_schools where school_id in (${scope})
        union select parent_id from parent_students where student_id in (${studentsIn})
        union select id from users where role = 'district-admin' and district_id = ${districtId} and ${schoolId === null})`,
    ),
    parents: await sqlRows<{ parent_id: string; student_id: string }>(
      db,
      sql`select parent_id, student_id from parent_students where student_id in (${studentsIn})`,
    ),
    enrollments: await sqlRows<{ course_instance_id: string; student_id: string }>(
      db,
      sql`select course_instance_id, student_id from enrollments where course_instance_id in (${classes})`,
    ),
  };
}
