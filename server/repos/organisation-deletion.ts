/**
 * Deleting a district or a school, and what it would remove (asked first, shown in the
 * confirmation). The rule (docs: "Deleting a district or school"):
 * - a school with students is not deleted (409): students leave only through the privacy purge or a
 *   roster import, which keep their guarantees; without students, the school goes with its classes,
 *   grade sections, invites, announcements and memberships. Teachers' and school admins' accounts
 *   stay (they may work elsewhere; an admin deletes them from their list);
 * - a district with schools is not deleted (409); without, it goes with its district admins'
 *   accounts and its announcements and roster history — unless one of those admins has authored
 *   records that must keep their author (then 409: deactivate instead).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DeletionPreview } from '@/contract/schemas/sup-admin';
import { endSessions } from '../auth/session-end';
import type { Db, Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';

type Counts = DeletionPreview['counts'];

/**
 * Rows that name the accounts as their author and keep no author when they go (no cascade, no set
 * null). `deletedDistrict`: announcements of this district do not count (they go with it).
 */
export function authoredRecordsOf(userIds: SQL, deletedDistrict?: string) {
  const kept = deletedDistrict ? sql` and a.district_id is distinct from ${deletedDistrict}` : sql``;
  return sql<number>`(
    (select count(*) from announcements a where a.created_by in (${userIds})${kept})
    + (select count(*) from gradebook_templates t where t.updated_by in (${userIds}))
    + (select count(*) from grade_scores g where g.updated_by in (${userIds}))
    + (select count(*) from course_instances ci where ci.teacher_id in (${userIds})))::int`;
}

export async function schoolDeletionCounts(db: Db | Tx, schoolId: string): Promise<Counts> {
  const [row] = await sqlRows<Counts>(
    db,
    sql`select
      1 as schools,
      (select count(*)::int from course_instances ci where ci.school_id = ${schoolId}) as classes,
      (select count(*)::int from grade_sections gs where gs.school_id = ${schoolId}) as "gradeSections",
      (select count(*)::int from students st where st.school_id = ${schoolId}) as students,
      (select count(*)::int from user_schools us join users u on u.id = us.user_id where us.school_id = ${schoolId} and u.role = 'teacher') as teachers,
      (select count(*)::int from user_schools us join users u on u.id = us.user_id where us.school_id = ${schoolId} and u.role = 'school-admin') as "schoolAdmins",
      0 as "districtAdmins",
      (select count(*)::int from teacher_invitations ti where ti.school_id = ${schoolId} and ti.accepted_at is null and ti.revoked_at is null) as invites`,
  );
  return row!;
}

export function schoolDeletionBlocker(counts: Counts): string | null {
  if (counts.students === 0) return null;
  return `The school still has ${counts.students} ${counts.students === 1 ? 'student' : 'students'}. Remove them first (Student privacy, or a roster import that leaves them out), or deactivate the school instead.`;
}

/** Deletes the school and what belongs only to it (call after `schoolDeletionBlocker` said null, in the transaction). */
export async function deleteSchoolRows(tx: Tx, schoolId: string): Promise<void> {
  // Classes first (their enrollments, progress and scores cascade; without students there are none),
  // then grade sections, then the school (memberships, invites, announcements and imports cascade).
  await tx.execute(sql`delete from course_instances where school_id = ${schoolId}`);
  await tx.execute(sql`delete from grade_sections where school_id = ${schoolId}`);
  await tx.execute(sql`delete from schools where id = ${schoolId}`);
}

const districtAdminIds = (districtId: string) => sql`select u.id from users u where u.district_id = ${districtId}`;

export async function districtDeletionCounts(db: Db | Tx, districtId: string): Promise<Counts & { authored: number }> {
  const [row] = await sqlRows<Counts & { authored: number }>(
    db,
    sql`select
      (select count(*)::int from schools s where s.district_id = ${districtId}) as schools,
      (select count(*)::int from course_instances ci join schools s on s.id = ci.school_id where s.district_id = ${districtId}) as classes,
      (select count(*)::int from grade_sections gs join schools s on s.id = gs.school_id where s.district_id = ${districtId}) as "gradeSections",
      (select count(*)::int from students st join schools s on s.id = st.school_id where s.district_id = ${districtId}) as students,
      (select count(distinct us.user_id)::int from user_schools us join users u on u.id = us.user_id join schools s on s.id = us.school_id
        where s.district_id = ${districtId} and u.role = 'teacher') as teachers,
      (select count(distinct us.user_id)::int from user_schools us join users u on u.id = us.user_id join schools s on s.id = us.school_id
        where s.district_id = ${districtId} and u.role = 'school-admin') as "schoolAdmins",
      (select count(*)::int from users u where u.district_id = ${districtId}) as "districtAdmins",
      (select count(*)::int from teacher_invitations ti join schools s on s.id = ti.school_id
        where s.district_id = ${districtId} and ti.accepted_at is null and ti.revoked_at is null) as invites,
      ${authoredRecordsOf(districtAdminIds(districtId), districtId)} as authored`,
  );
  return row!;
}

export function districtDeletionBlocker(counts: Counts & { authored: number }): string | null {
  if (counts.schools > 0) {
    return `The district still has ${counts.schools} ${counts.schools === 1 ? 'school' : 'schools'}. Delete them first, or deactivate the district instead.`;
  }
  if (counts.authored > 0) {
    return "One of the district's admins has authored records elsewhere that must keep their author. Deactivate the district instead.";
  }
  return null;
}

/** Deletes the district with its admins' accounts and its announcements (call after the blocker said null, in the transaction). */
export async function deleteDistrictRows(tx: Tx, districtId: string): Promise<void> {
  await tx.execute(sql`delete from announcements where district_id = ${districtId}`);
  await endSessions(tx, { accounts: districtAdminIds(districtId) });
  await tx.execute(sql`delete from users where id in (${districtAdminIds(districtId)})`);
  await tx.execute(sql`delete from districts where id = ${districtId}`);
}
