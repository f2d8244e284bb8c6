/**
 * What a roster import compares its file with: a district's current records, read once per dry run
 * and again inside the apply's transaction. Rows come back as images (database column names,
 * timestamps and dates as text) so a change's "before" restores exactly.
 */
import { sql } from 'drizzle-orm';
import { changeableAccountIds, creatableRoles, reachableIds } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { type LinkRow, unfoldEnrollmentLinks } from './roster-enrollment-links';
import type { RowImage } from './roster-tables';

export interface DistrictState {
  district: { id: string; name: string };
  schools: RowImage[];
  grades: Array<{ id: string; level: string; name: string }>;
  gradeSections: RowImage[];
  /** The platform-wide course catalogue (id, name). */
  courses: Array<{ id: string; name: string }>;
  /** One link per record (student enrollments unfolded from their class's row, `enrollment-links.ts`). */
  links: LinkRow[];
  /** The link rows as stored. */
  storedLinks: LinkRow[];
  students: RowImage[];
  /** Accounts of the district (its admins, its schools' staff, its students' parents) and any holding one of `emails`. */
  users: Array<RowImage & { in_district: boolean }>;
  userSchools: RowImage[];
  parentStudents: RowImage[];
  classes: RowImage[];
  enrollments: RowImage[];
  /**
   * What the importing admin may change, by the same rule as the consoles (`reach.ts`), read in SQL
   * before the plan is built: the plan touches no other account, student or class (docs/ARCHITECTURE.md §17.1).
   */
  importer: ImporterReach;
}

export interface ImporterReach {
  /** Accounts of `users` the importer may change as a whole (`changeableAccountIds`). */
  accounts: string[];
  /** Students of the district the importer reaches. */
  students: string[];
  /** Classes of the district the importer reaches. */
  classes: string[];
  /** The roles of the accounts the importer may create. */
  creatableRoles: string[];
}

/** The district's current roster, or null for an unknown district. `emails`: the file's, to find accounts elsewhere. */
export async function loadDistrictState(
  db: Db | Tx,
  districtId: string,
  emails: string[],
  importer: AuthUser,
): Promise<DistrictState | null> {
  const [district] = await sqlRows<{ id: string; name: string }>(db, sql`select id, name from districts where id = ${districtId}`);
  if (!district) return null;
  const schoolsOf = sql`select id from schools where district_id = ${districtId}`;
  const studentsOf = sql`select id from students where school_id in (${schoolsOf})`;
  const districtUsers = sql`
    select id from users where district_id = ${districtId}
    union select user_id from user_schools where school_id in (${schoolsOf})
    union select parent_id from parent_students where student_id in (${studentsOf})`;
  const emailList = JSON.stringify(emails);
  const namedUsers = sql`select id from users where id in (${districtUsers}) or email in (select json_array_elements_text(${emailList}::json))`;
  const [schools, grades, gradeSections, courses, storedLinks, students, users, userSchools, parentStudents, classes, enrollments] =
    // One at a time: PGlite serves one query at a time anyway, and a transaction must not interleave.
    [
      await sqlRows<RowImage>(db, sql`select id, district_id, name from schools where district_id = ${districtId} order by id`),
      await sqlRows<{ id: string; level: string; name: string }>(db, sql`select id, level, name from grades order by position`),
      await sqlRows<RowImage>(
        db,
        sql`select id, school_id, grade_id, name from grade_sections where school_id in (${schoolsOf}) order by id`,
      ),
      await sqlRows<{ id: string; name: string }>(db, sql`select id, name from courses order by created_at, id`),
      await sqlRows<LinkRow>(db, sql`select entity, sourced_id, local_id, data from roster_links where district_id = ${districtId}`),
      await sqlRows<RowImage>(
        db,
        sql`select id, school_id, grade_section_id, first_name, last_name, student_number, deactivated_at::text as deactivated_at
        from students where school_id in (${schoolsOf})`,
      ),
      await sqlRows<RowImage & { in_district: boolean }>(
        db,
        sql`select id, email, name, role::text as role, password_hash, district_id, disabled, id in (${districtUsers}) as in_district
        from users where id in (${namedUsers})`,
      ),
      await sqlRows<RowImage>(db, sql`select user_id, school_id from user_schools where school_id in (${schoolsOf})`),
      await sqlRows<RowImage>(db, sql`select parent_id, student_id from parent_students where student_id in (${studentsOf})`),
      await sqlRows<RowImage>(
        db,
        sql`select id, course_id, school_id, teacher_id, grade_section_id, start_date::text as start_date
        from course_instances where school_id in (${schoolsOf})`,
      ),
      await sqlRows<RowImage>(
        db,
        sql`select course_instance_id, student_id, created_at::text as created_at from enrollments
        where course_instance_id in (select id from course_instances where school_id in (${schoolsOf}))`,
      ),
    ];
  const ids = async (query: ReturnType<typeof sql>) => (await sqlRows<{ id: string }>(db, query)).map((r) => r.id);
  const reach: ImporterReach = {
    accounts: await ids(sql`select id from users where id in (${namedUsers}) and id in (${changeableAccountIds(importer)})`),
    students: await ids(sql`select id from students where school_id in (${schoolsOf}) and id in (${reachableIds(importer, 'student')})`),
    classes: await ids(
      sql`select id from course_instances where school_id in (${schoolsOf}) and id in (${reachableIds(importer, 'class')})`,
    ),
    creatableRoles: creatableRoles(importer),
  };
  const links = unfoldEnrollmentLinks(storedLinks);
  return {
    district,
    schools,
    grades,
    gradeSections,
    courses,
    links,
    storedLinks,
    students,
    users,
    userSchools,
    parentStudents,
    classes,
    enrollments,
    importer: reach,
  };
}
