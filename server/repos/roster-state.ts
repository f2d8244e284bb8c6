/**
 * What a roster import compares its file with: a district's current records, read once per dry run
 * and again inside the apply's transaction. Rows come back as images (database column names,
 * timestamps and dates as text) so a change's "before" restores exactly.
 */
import { type SQL, sql } from 'drizzle-orm';
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

/** A delta's sourcedIds (`roster/delta-scope.ts`): what its state is bounded by. */
export interface DeltaScope {
  /** users.csv's sourcedIds, and every user the file refers to (agents, enrollments). */
  users: string[];
  /** The student numbers the file's users would take (identifier, else sourcedId). */
  numbers: string[];
  /** classes.csv's sourcedIds (their enrollments are all read: a class taken off the roster loses them). */
  carriedClasses: string[];
  /** The classes enrollments.csv refers to. */
  referredClasses: string[];
  /** enrollments.csv's sourcedIds. */
  enrollments: string[];
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

/** A list of strings as a one-column query (one parameter, however long the list). */
const jsonList = (values: string[]) => sql`select json_array_elements_text(${JSON.stringify(values)}::json)`;

/**
 * The district's current roster, or null for an unknown district. `emails`: the file's, to find
 * accounts elsewhere. With a `scope` (a delta's sourcedIds, `roster/delta-scope.ts`), the students,
 * student enrollments, their links and parents' pairs are only those the delta touches (and the
 * records its checks need: holders of its student numbers, named parents' children); the rest
 * (schools, accounts, classes, the other links) is read whole, as it is small. The plan over it is
 * the plan over the whole district (`roster/delta-scope.test.ts`).
 */
export async function loadDistrictState(
  db: Db | Tx,
  districtId: string,
  emails: string[],
  importer: AuthUser,
  scope: DeltaScope | null = null,
): Promise<DistrictState | null> {
  const [district] = await sqlRows<{ id: string; name: string }>(db, sql`select id, name from districts where id = ${districtId}`);
  if (!district) return null;
  const schoolsOf = sql`select id from schools where district_id = ${districtId}`;
  const studentsOf = sql`select id from students where school_id in (${schoolsOf})`;
  const districtUsers = sql`
    select id from users where district_id = ${districtId}
    union select user_id from user_schools where school_id in (${schoolsOf})
    union select parent_id from parent_students where student_id in (${studentsOf})`;
  const namedUsers = sql`select id from users where id in (${districtUsers}) or email in (${jsonList(emails)})`;
  const part = scope ? await scopedParts(db, districtId, scope, namedUsers) : null;
  // A delta's state comes in a fixed order (it is small): the fingerprint of a kept plan
  // (`roster/kept-plan.ts`) is then not moved by a query plan that answers the same rows in another order.
  const ordered = (columns: SQL) => (part ? sql` order by ${columns}` : sql``);
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
      await sqlRows<LinkRow>(
        db,
        // In a fixed order, so the diff's sample (the first 20 per file and action) is the same however much is read.
        sql`select entity, sourced_id, local_id, data from roster_links where district_id = ${districtId}${part ? sql` and (${part.links})` : sql``}
        order by entity, sourced_id`,
      ),
      await sqlRows<RowImage>(
        db,
        sql`select id, school_id, grade_section_id, first_name, last_name, student_number, deactivated_at::text as deactivated_at
        from students where school_id in (${schoolsOf})${part ? sql` and id in (${part.students})` : sql``}${ordered(sql`id`)}`,
      ),
      await sqlRows<RowImage & { in_district: boolean }>(
        db,
        sql`select id, email, name, role::text as role, password_hash, district_id, disabled, id in (${districtUsers}) as in_district
        from users where id in (${namedUsers})${ordered(sql`id`)}`,
      ),
      await sqlRows<RowImage>(
        db,
        sql`select user_id, school_id from user_schools where school_id in (${schoolsOf})${ordered(sql`user_id, school_id`)}`,
      ),
      await sqlRows<RowImage>(
        db,
        sql`select parent_id, student_id from parent_students where student_id in (${studentsOf})${part ? sql` and (${part.parentStudents})` : sql``}${ordered(sql`parent_id, student_id`)}`,
      ),
      await sqlRows<RowImage>(
        db,
        sql`select id, course_id, school_id, teacher_id, grade_section_id, start_date::text as start_date
        from course_instances where school_id in (${schoolsOf})${ordered(sql`id`)}`,
      ),
      await sqlRows<RowImage>(
        db,
        sql`select course_instance_id, student_id, created_at::text as created_at from enrollments
        where course_instance_id in (select id from course_instances where school_id in (${schoolsOf}))${part ? sql` and (${part.enrollments})` : sql``}${ordered(sql`course_instance_id, student_id`)}`,
      ),
    ];
  const ids = async (query: ReturnType<typeof sql>) => (await sqlRows<{ id: string }>(db, query)).map((r) => r.id);
  const reach: ImporterReach = {
    accounts: await ids(
      sql`select id from users where id in (${namedUsers}) and id in (${changeableAccountIds(importer)})${ordered(sql`id`)}`,
    ),
    students: await ids(
      sql`select id from students where school_id in (${schoolsOf}) and id in (${reachableIds(importer, 'student')})${part ? sql` and id in (${part.students})` : sql``}${ordered(sql`id`)}`,
    ),
    classes: await ids(
      sql`select id from course_instances where school_id in (${schoolsOf}) and id in (${reachableIds(importer, 'class')})${ordered(sql`id`)}`,
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

/**
 * The conditions that bound a delta's state. Users are named by sourcedId, through their link or
 * as the export names an unlinked record (its local id); a class likewise, or by holding (in its
 * folded enrollment links) one of the delta's enrollment sourcedIds, or by an enrollment named as
 * the export names it (`classId|studentId`).
 *
 * The named ids are resolved first, in one statement, and the state's queries then filter by those
 * lists. Written as nested subqueries instead, the planner's choice depended on the tables'
 * statistics: once they were fresh (ANALYZE after the bulk import), the enrollments query
 * re-evaluated the folded links per row and ran for minutes instead of half a second.
 */
async function scopedParts(db: Db | Tx, districtId: string, scope: DeltaScope, namedUsers: SQL) {
  const userIds = jsonList(scope.users);
  const enrollmentIds = jsonList(scope.enrollments);
  const linked = (entity: string, sourcedIds: SQL) =>
    sql`select local_id from roster_links where district_id = ${districtId} and entity = ${entity} and sourced_id in (${sourcedIds}) and local_id is not null`;
  const [named] = await sqlRows<{ people: string[]; students: string[]; carried: string[]; touched: string[]; pairs: string[] }>(
    db,
    sql`with
      -- Accounts and students the delta names (ids as text: a sourcedId need not be a uuid).
      people as (${linked('user', userIds)} union ${userIds}),
      named_students as (select id from students where id::text in (select * from people)
        union select id from students where student_number in (${jsonList(scope.numbers)})
        union select student_id from parent_students where parent_id::text in (select * from people)),
      -- Pairs (classId|studentId) the delta's enrollment sourcedIds are linked to now.
      pairs as (select l.local_id || '|' || e.value from roster_links l, jsonb_each_text(l.data) e
          where l.district_id = ${districtId} and l.entity = 'classEnrollments' and e.key in (${enrollmentIds})
        union select p from (${enrollmentIds}) as n(p) where p like '%|%'),
      carried as (${linked('class', jsonList(scope.carriedClasses))} union ${jsonList(scope.carriedClasses)}),
      touched as (select * from carried union ${linked('class', jsonList(scope.referredClasses))} union ${jsonList(scope.referredClasses)}
        union select split_part(p, '|', 1) from pairs as n(p))
    select
      (select coalesce(array_agg(p), '{}') from people as n(p)) as people,
      (select coalesce(array_agg(id::text), '{}') from named_students) as students,
      (select coalesce(array_agg(c), '{}') from carried as n(c)) as carried,
      (select coalesce(array_agg(c), '{}') from touched as n(c)) as touched,
      (select coalesce(array_agg(p), '{}') from pairs as n(p)) as pairs`,
  );
  const { people, students, carried, touched, pairs } = named!;
  const studentIds = sql`select id::uuid from (${jsonList(students)}) as n(id)`;
  return {
    students: studentIds,
    links: sql`(entity <> 'user' and entity <> 'classEnrollments')
      or (entity = 'user' and (sourced_id in (${userIds}) or local_id in (select id::text from users where id in (${namedUsers})) or local_id in (${jsonList(students)})))
      or (entity = 'classEnrollments' and local_id in (${jsonList(touched)}))`,
    parentStudents: sql`parent_id::text in (${jsonList(people)}) or student_id in (${studentIds})`,
    enrollments: sql`course_instance_id::text in (${jsonList(carried)})
      or (course_instance_id::text in (${jsonList(touched)}) and student_id in (${studentIds}))
      or course_instance_id::text || '|' || student_id::text in (${jsonList(pairs)})`,
  };
}
