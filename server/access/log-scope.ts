/**
 * Which log rows an admin may read (docs/ARCHITECTURE.md, "Logs"), as SQL over `reach.ts`:
 *
 * - **people in reach** (`peopleInReach`): the super admin everyone; a district admin the accounts
 *   of their district (its district admins, the staff of its schools through `user_schools`, the
 *   parents of its schools' students); a school admin the staff of their schools and the parents of
 *   their students. Teachers and parents read no logs (the route guard refuses them).
 * - **an audit row** is in reach when its **record** lies in reach — a student, school, district,
 *   class, grade section, announcement, roster import, teacher invite or account of the admin's scope (`recordHomes`)
 *   — and, for a record with no place in a district (a gradebook template, a bug report, the log
 *   export itself, kinds this table does not know), when its **actor** is a person in reach. A row
 *   about a record of another district is never shown, whoever did it.
 * - **a sign-in event** is in reach when its account is a person in reach; attempts on emails that
 *   match no account are the super admin's alone.
 *
 * Both are evaluated where the row was written: each row stores the one district and school of
 * those places then (migration 0011), and only rows with none or several are placed row by row now
 * (`reachParts`).
 */
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { auditLog, logPlaceCounts, signInEvents } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { uuidShape } from '../lib/uuid-shape';
import { reachableIds, reachesRosterTarget } from './reach';

/** A subquery of one uuid column that yields nothing. */
const none = sql`select null::uuid where false`;

/** The accounts whose activity the admin oversees, as a subquery of one uuid column. */
export function peopleInReach(user: AuthUser): SQL {
  const schools = reachableIds(user, 'school');
  const staffAndParents = sql`select us.user_id from user_schools us where us.school_id in (${schools})
    union select ps.parent_id from parent_students ps join students st on st.id = ps.student_id where st.school_id in (${schools})`;
  switch (user.role) {
    case 'super-admin':
      return sql`select u.id from users u`;
    case 'district-admin':
      return user.districtId ? sql`select u.id from users u where u.district_id = ${user.districtId} union ${staffAndParents}` : none;
    case 'school-admin':
      return staffAndParents;
    default:
      return none;
  }
}

const uuidPattern = uuidShape.source;

/** A text id as a uuid, or null when it is not one (a CASE, so a malformed id never reaches the cast). */
export function asUuid(text: Column | SQL): SQL {
  return sql`(case when ${text} ~* ${uuidPattern} then (${text})::uuid end)`;
}

/**
 * Per record kind of the audit log: an SQL boolean "the record with this id lies in the user's
 * reach". A kind missing here is placed by its actor alone (see the file comment): add a line when
 * a new kind of record with a school or district starts being audited.
 */
const recordHomes: Record<string, (user: AuthUser, id: SQL) => SQL> = {
  student: (user, id) => sql`${id} in (${reachableIds(user, 'student')})`,
  school: (user, id) => sql`${id} in (${reachableIds(user, 'school')})`,
  district: (user, id) => sql`${id} in (${reachableIds(user, 'district')})`,
  course_instance: (user, id) => sql`${id} in (${reachableIds(user, 'class')})`,
  grade_section: (user, id) => sql`${id} in (select gs.id from grade_sections gs where gs.school_id in (${reachableIds(user, 'school')}))`,
  announcement: (user, id) =>
    sql`exists (select 1 from announcements an where an.id = ${id}
      and (an.school_id in (${reachableIds(user, 'school')}) or an.district_id in (${reachableIds(user, 'district')})))`,
  roster_import: (user, id) =>
    sql`exists (select 1 from roster_imports ri where ri.id = ${id} and ${reachesRosterTarget(user, sql`ri.district_id`, sql`ri.school_id`)})`,
  user: (user, id) => sql`${id} in (${peopleInReach(user)})`,
  teacher_invitation: (user, id) =>
    sql`exists (select 1 from teacher_invitations ti where ti.id = ${id} and ti.school_id in (${reachableIds(user, 'school')}))`,
};

/** The record kinds whose place in a district the log knows (the others are placed by their actor). */
export const placedRecordKinds = Object.keys(recordHomes);

/** A log table's stored place (migration 0011): the one district and the one school of the row's homes when written. */
interface StoredPlace {
  district: Column;
  school: Column;
}

/**
 * The rows of a log the admin may read, as two disjoint conditions: the rows whose stored place is
 * the admin's district or one of their schools, read by index; and the rows with no single stored
 * place (null), placed row by row by their homes now (`homesNow`: 0011's `log_record_homes` or
 * `log_person_homes`, the places of `recordHomes` and `peopleInReach` in SQL, one probe by key per
 * row). The stored place is the one district and school of those same homes when the row was
 * written (0011's triggers), so for a row that has one the two agree until its record moves.
 * Undefined for the super admin (every row).
 */
function reachParts(user: AuthUser, place: StoredPlace, homesNow: SQL): [stored: SQL, unplaced: SQL] | undefined {
  switch (user.role) {
    case 'super-admin':
      return undefined;
    case 'district-admin':
      if (!user.districtId) return [sql`false`, sql`false`];
      return [
        sql`${place.district} = ${user.districtId}`,
        sql`(${place.district} is null and exists (select 1 from ${homesNow} h where h.home_district = ${user.districtId}))`,
      ];
    case 'school-admin':
      return [
        sql`${place.school} in (${reachableIds(user, 'school')})`,
        sql`(${place.school} is null and exists (select 1 from ${homesNow} h where h.home_school in (${reachableIds(user, 'school')})))`,
      ];
    default:
      return [sql`false`, sql`false`];
  }
}

/** The audit rows the admin may read, in two disjoint parts (`reachParts`); undefined for the super admin. */
export function auditReachParts(user: AuthUser): [stored: SQL, unplaced: SQL] | undefined {
  return reachParts(
    user,
    { district: auditLog.scopeDistrictId, school: auditLog.scopeSchoolId },
    sql`log_record_homes(${auditLog.entity}, ${auditLog.entityId}, ${auditLog.actorId})`,
  );
}

/** The sign-in events the admin may read (their account is a person in reach), in two disjoint parts; undefined for the super admin. */
export function signInReachParts(user: AuthUser): [stored: SQL, unplaced: SQL] | undefined {
  return reachParts(
    user,
    { district: signInEvents.scopeDistrictId, school: signInEvents.scopeSchoolId },
    sql`log_person_homes(${signInEvents.userId})`,
  );
}

/**
 * How many rows of a log lie in the admin's stored part (every row for the super admin), from the
 * counts per stored place (migration 0014, kept exact by triggers): the same rows as the stored
 * condition of `reachParts` counts, read from a few rows. A query of one column `n`.
 */
export function storedPartCount(user: AuthUser, log: 'audit' | 'sign_in'): SQL {
  const place = (() => {
    switch (user.role) {
      case 'super-admin':
        return sql`true`;
      case 'district-admin':
        return user.districtId ? sql`c.district_id = ${user.districtId}` : sql`false`;
      case 'school-admin':
        return sql`c.school_id in (${reachableIds(user, 'school')})`;
      default:
        return sql`false`;
    }
  })();
  return sql`select coalesce(sum(c.n), 0) as n from ${logPlaceCounts} c where c.log = ${log} and ${place}`;
}

/** A list filter on `audit_log`: the rows the admin may read; undefined for the super admin (every row). */
export function auditRowsInReach(user: AuthUser): SQL | undefined {
  const parts = auditReachParts(user);
  return parts && sql`(${parts[0]} or ${parts[1]})`;
}

/** Whether the admin may filter by this account: a person in reach (the super admin: any). */
export async function mayFilterByPerson(db: Db, user: AuthUser, userId: string): Promise<boolean> {
  if (user.role === 'super-admin') return true;
  const [row] = await sqlRows<{ ok: boolean }>(db, sql`select ${userId}::uuid in (${peopleInReach(user)}) as ok`);
  return row?.ok === true;
}

/**
 * Whether the admin may filter by this record: for a kind placed in a district, the record lies in
 * reach (unknown or foreign: false, answered 404); for other kinds the rows are filtered by actor
 * anyway, so the filter itself reveals nothing. The super admin: any.
 */
export async function mayFilterByRecord(db: Db, user: AuthUser, entity: string | undefined, entityId: string): Promise<boolean> {
  if (user.role === 'super-admin') return true;
  const home = entity ? recordHomes[entity] : undefined;
  if (!home) return true;
  const [row] = await sqlRows<{ ok: boolean }>(db, sql`select coalesce(${home(user, asUuid(sql`${entityId}::text`))}, false) as ok`);
  return row?.ok === true;
}
