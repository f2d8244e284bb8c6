/**
 * The one answer to "may this user reach this object", for every role and every kind of object
 * (docs/ARCHITECTURE.md §4). Reach is by relationship, never by role alone:
 *
 * | object   | super admin | district admin              | school admin             | teacher                   | parent                         |
 * |----------|-------------|-----------------------------|--------------------------|---------------------------|--------------------------------|
 * | district | every one   | their own                   | —                        | —                         | —                              |
 * | school   | every one   | their district's            | theirs (`user_schools`)  | theirs (`user_schools`)   | their children's               |
 * | class    | every one   | in their district's schools | in their schools         | the ones they teach       | the ones their children are in |
 * | course   | every one   | offered in their district   | offered in their schools | taught by them            | taken by their children        |
 * | student  | every one   | in their district's schools | in their schools         | enrolled in their classes | their children                 |
 * | child    | every one   | —                           | —                        | —                         | their children                 |
 * | district admin (account) | every one | —                   | —                        | —                         | —                              |
 * | school admin (account)   | every one | whose schools are all in their district (at least one) | — | —         | —                              |
 * | teacher  | every one   | in their district's schools | in their schools         | —                         | —                              |
 * | parent   | every one   | of a student they reach     | of a student they reach  | —                         | —                              |
 *
 * (A teacher account is one with role teacher; "in a school" is its `user_schools` row. A parent
 * account is one with role parent, reached through its linked children, so a parent with no
 * child in an admin's schools is reached by the super admin only.)
 * ("class" is a course instance; a course is offered where it has one.) An unknown id is reached
 * by nobody, so callers answer it and an out-of-scope one alike: 404 (the role itself was checked
 * by the route guard, whose refusals are the 403s). Everything here is SQL, so a check can be one
 * statement with its audit row (`audited-reads.ts`) and a list can filter by the same rule.
 */
import { type Column, type SQL, sql } from 'drizzle-orm';
import { idSchema } from '@/contract/http';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';

export type ObjectKind =
  | 'district'
  | 'school'
  | 'class'
  | 'course'
  | 'student'
  | 'child'
  | 'district-admin'
  | 'school-admin'
  | 'teacher'
  | 'parent';

/** A subquery of one uuid column that yields nothing. */
const none = sql`select null::uuid where false`;

function schoolIds(user: AuthUser): SQL {
  switch (user.role) {
    case 'super-admin':
      return sql`select s.id from schools s`;
    case 'district-admin':
      return user.districtId ? sql`select s.id from schools s where s.district_id = ${user.districtId}` : none;
    case 'school-admin':
    case 'teacher':
      return sql`select us.school_id from user_schools us where us.user_id = ${user.id}`;
    case 'parent':
      return sql`select st.school_id from parent_students ps join students st on st.id = ps.student_id where ps.parent_id = ${user.id}`;
  }
}

function classIds(user: AuthUser): SQL {
  switch (user.role) {
    case 'super-admin':
      return sql`select ci.id from course_instances ci`;
    case 'district-admin':
    case 'school-admin':
      return sql`select ci.id from course_instances ci where ci.school_id in (${schoolIds(user)})`;
    case 'teacher':
      return sql`select ci.id from course_instances ci where ci.teacher_id = ${user.id}`;
    case 'parent':
      return sql`select e.course_instance_id from enrollments e join parent_students ps on ps.student_id = e.student_id where ps.parent_id = ${user.id}`;
  }
}

function courseIds(user: AuthUser): SQL {
  if (user.role === 'super-admin') return sql`select c.id from courses c`;
  return sql`select cl.course_id from course_instances cl where cl.id in (${classIds(user)})`;
}

function childIds(user: AuthUser): SQL {
  switch (user.role) {
    case 'super-admin':
      return sql`select st.id from students st`;
    case 'parent':
      return sql`select ps.student_id from parent_students ps where ps.parent_id = ${user.id}`;
    default:
      return none;
  }
}

function studentIds(user: AuthUser): SQL {
  switch (user.role) {
    case 'super-admin':
    case 'parent':
      return childIds(user);
    case 'district-admin':
    case 'school-admin':
      return sql`select st.id from students st where st.school_id in (${schoolIds(user)})`;
    case 'teacher':
      return sql`select e.student_id from enrollments e join course_instances ci on ci.id = e.course_instance_id where ci.teacher_id = ${user.id}`;
  }
}

function districtIds(user: AuthUser): SQL {
  if (user.role === 'super-admin') return sql`select d.id from districts d`;
  if (user.role === 'district-admin' && user.districtId) return sql`select d.id from districts d where d.id = ${user.districtId}`;
  return none;
}

/** District admin accounts: the super admin manages them all. */
function districtAdminIds(user: AuthUser): SQL {
  if (user.role === 'super-admin') return sql`select u.id from users u where u.role = 'district-admin'`;
  return none;
}

/**
 * School admin accounts: the super admin manages them all, a district admin those whose every school
 * is in their district (one who also administers a school elsewhere is the super admin's to change).
 */
function schoolAdminIds(user: AuthUser): SQL {
  if (user.role === 'super-admin') return sql`select u.id from users u where u.role = 'school-admin'`;
  if (user.role === 'district-admin' && user.districtId) {
    return sql`select u.id from users u where u.role = 'school-admin'
      and exists (select 1 from user_schools us where us.user_id = u.id)
      and not exists (select 1 from user_schools us join schools s on s.id = us.school_id
                      where us.user_id = u.id and s.district_id <> ${user.districtId})`;
  }
  return none;
}

/** Teacher accounts: by the schools they belong to (admins only). */
function teacherIds(user: AuthUser): SQL {
  switch (user.role) {
    case 'super-admin':
      return sql`select u.id from users u where u.role = 'teacher'`;
    case 'district-admin':
    case 'school-admin':
      return sql`select us.user_id from user_schools us join users u on u.id = us.user_id and u.role = 'teacher' where us.school_id in (${schoolIds(user)})`;
    default:
      return none;
  }
}

/**
 * Parent accounts: by the children they are linked to (admins only). An admin's schools' parents are
 * read from `school_people` (migration 0013): one row per parent and school of a child, kept exact by
 * its triggers, so the same set as `parent_students` ⋈ `students` of those schools in a quarter of the
 * rows (a district: ≈ 10,000 instead of ≈ 40,000; ARCHITECTURE.md §15).
 */
function parentIds(user: AuthUser): SQL {
  switch (user.role) {
    case 'super-admin':
      return sql`select u.id from users u where u.role = 'parent'`;
    case 'district-admin':
    case 'school-admin':
      return sql`select sp.user_id from school_people sp where sp.kind = 'parent' and sp.school_id in (${schoolIds(user)})`;
    default:
      return none;
  }
}

const idsOf: Record<ObjectKind, (user: AuthUser) => SQL> = {
  'district-admin': districtAdminIds,
  'school-admin': schoolAdminIds,
  district: districtIds,
  school: schoolIds,
  class: classIds,
  course: courseIds,
  student: studentIds,
  child: childIds,
  teacher: teacherIds,
  parent: parentIds,
};

/** The ids of the objects of this kind the user reaches, as a subquery of one uuid column. */
export function reachableIds(user: AuthUser, kind: ObjectKind): SQL {
  return idsOf[kind](user);
}

/**
 * An SQL boolean: the user reaches this object. A malformed id is reached by nobody (and never
 * reaches the database as a uuid cast that would fail).
 */
export function reaches(user: AuthUser, kind: ObjectKind, id: string): SQL {
  if (!idSchema.safeParse(id).success) return sql`false`;
  return sql`${id}::uuid in (${reachableIds(user, kind)})`;
}

/**
 * A list filter: `column` (the id of an object of this kind) is reached; undefined when the user
 * reaches every one (super admin), so lists skip the filter. For `.where(…)` of list queries.
 */
export function inReach(user: AuthUser, kind: ObjectKind, column: Column | SQL): SQL | undefined {
  if (user.role === 'super-admin') return undefined;
  return sql`${column} in (${reachableIds(user, kind)})`;
}

/** The kinds of account an admin changes in the consoles, and so may change through an import. */
export type AccountKind = 'teacher' | 'parent';

/**
 * How many of the account's schools (teacher) or children (parent) the admin does not reach. An
 * account-wide change (edit, deactivate, delete, an import's update) needs 0, so a school's admin
 * never changes an account that another school, out of their reach, relies on.
 */
export function outsideReachCount(user: AuthUser, kind: AccountKind, accountId: SQL | string): SQL<number> {
  if (user.role === 'super-admin') return sql<number>`0`;
  return kind === 'teacher'
    ? sql<number>`(select count(*)::int from user_schools us where us.user_id = ${accountId} and us.school_id not in (${reachableIds(user, 'school')}))`
    : sql<number>`(select count(*)::int from parent_students ps where ps.parent_id = ${accountId} and ps.student_id not in (${reachableIds(user, 'student')}))`;
}

/**
 * The accounts this admin may change as a whole — the one rule for the consoles' account-wide
 * changes and for every account a bulk write (a roster import, its snapshot deactivations) touches:
 * an account of a kind the admin manages (`reachableIds`: school admins for the super and district
 * admins, district admins for the super admin) with nothing of it outside their reach (a teacher's
 * every school, a parent's every child). Never a super admin, never the admin themself.
 */
export function changeableAccountIds(user: AuthUser): SQL {
  const whole = (kind: AccountKind) =>
    sql`select a.id from (${reachableIds(user, kind)}) as a(id) where ${outsideReachCount(user, kind, sql`a.id`)} = 0`;
  switch (user.role) {
    case 'super-admin':
      return sql`select u.id from users u where u.role <> 'super-admin' and u.id <> ${user.id}`;
    case 'district-admin':
      return sql`${reachableIds(user, 'school-admin')} union ${whole('teacher')} union ${whole('parent')}`;
    case 'school-admin':
      return sql`${whole('teacher')} union ${whole('parent')}`;
    default:
      return none;
  }
}

/** The roles of the accounts an admin may create (in the consoles, by invitation or by an import). */
export function creatableRoles(user: AuthUser): string[] {
  switch (user.role) {
    case 'super-admin':
      return ['district-admin', 'school-admin', 'teacher', 'parent'];
    case 'district-admin':
      return ['school-admin', 'teacher', 'parent'];
    case 'school-admin':
      return ['teacher', 'parent'];
    default:
      return [];
  }
}

/** Whether the user reaches this object; false for an unknown id as for a foreign one. */
export async function mayReach(db: Db | Tx, user: AuthUser, kind: ObjectKind, id: string): Promise<boolean> {
  const [row] = await sqlRows<{ ok: boolean }>(db, sql`select ${reaches(user, kind, id)} as ok`);
  return row?.ok === true;
}

/** The ids of every object of this kind the user reaches; null when that is every one (super admin). */
export async function reachableIdList(db: Db, user: AuthUser, kind: ObjectKind): Promise<string[] | null> {
  if (user.role === 'super-admin') return null;
  const rows = await sqlRows<{ id: string }>(db, sql`select distinct r.id from (${reachableIds(user, kind)}) as r(id)`);
  return rows.map((r) => r.id);
}

/**
 * An SQL boolean: the user may roster this target (import into it, export it, see its imports). A
 * district: its super and district admins; one school of it: those, and the school's admins (who
 * reach no district). `district` and `school` are columns or values; `school` may be null.
 */
export function reachesRosterTarget(user: AuthUser, district: Column | SQL, school: Column | SQL): SQL {
  switch (user.role) {
    case 'super-admin':
      return sql`true`;
    case 'district-admin':
      return sql`${district} in (${districtIds(user)})`;
    case 'school-admin':
      return sql`(${school} is not null and ${school} in (${schoolIds(user)}))`;
    default:
      return sql`false`;
  }
}
