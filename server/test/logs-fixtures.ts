/** Test helpers for the logs suites: a student of a teacher's class in a given school, and the rows as stored. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

/** A student enrolled in a class this teacher teaches in this school. */
export async function studentOfTeacherIn(db: Db, teacherEmail: string, schoolId: string): Promise<string> {
  const [row] = await sqlRows<{ id: string }>(
    db,
    sql`select e.student_id as id from enrollments e join course_instances ci on ci.id = e.course_instance_id
    join users u on u.id = ci.teacher_id where u.email = ${teacherEmail} and ci.school_id = ${schoolId} order by e.student_id limit 1`,
  );
  if (!row) throw new Error(`${teacherEmail} teaches no student in ${schoolId}`);
  return row.id;
}

export interface StoredAudit {
  action: string;
  entity: string;
  entity_id: string | null;
  actor_id: string | null;
  ip: string | null;
}

/** The newest audit rows of an action, newest first. */
export function auditRowsOfAction(db: Db, action: string): Promise<StoredAudit[]> {
  return sqlRows<StoredAudit>(
    db,
    sql`select action, entity, entity_id, actor_id, ip from audit_log where action = ${action} order by id desc`,
  );
}

export interface StoredSignIn {
  user_id: string | null;
  email: string;
  outcome: string;
  ip: string | null;
  user_agent: string | null;
}

/** The sign-in events of an email (as stored), oldest first. */
export function signInEventsOf(db: Db, email: string): Promise<StoredSignIn[]> {
  return sqlRows<StoredSignIn>(
    db,
    sql`select user_id, email, outcome, ip, user_agent from sign_in_events where email = ${email} order by id`,
  );
}

/** Every row of both logs as text: to look for what must never be there (a password). */
export async function allLogText(db: Db): Promise<string> {
  const rows = await sqlRows<{ t: string }>(
    db,
    sql`select x::text as t from sign_in_events x union all select y::text from audit_log y union all select z::text from login_failures z`,
  );
  return rows.map((r) => r.t).join('\n');
}
