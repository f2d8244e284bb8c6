/**
 * Test helpers for the gradebook suites: facts about the demo school read from the database (so
 * the tests do not hard-code seed ids), and a course that exists only in school C with no
 * template of its own.
 */
import { eq, sql } from 'drizzle-orm';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import type { Db } from '../db/client';
import { courseInstances, courses, enrollments, gradeSections, schools, students, userSchools, users } from '../db/schema';
import { userIdOf } from './accounts';
import type { TestServer } from './harness';

export interface InstanceFact {
  id: string;
  courseId: string;
  schoolId: string;
  districtId: string;
  teacherEmail: string;
}

export async function allInstances(db: Db): Promise<InstanceFact[]> {
  return db
    .select({
      id: courseInstances.id,
      courseId: courseInstances.courseId,
      schoolId: courseInstances.schoolId,
      districtId: schools.districtId,
      teacherEmail: users.email,
    })
    .from(courseInstances)
    .innerJoin(schools, eq(schools.id, courseInstances.schoolId))
    .innerJoin(users, eq(users.id, courseInstances.teacherId));
}

export const coursesOf = (instances: InstanceFact[], email: string) =>
  new Set(instances.filter((i) => i.teacherEmail === email).map((i) => i.courseId));

export async function schoolIdsOf(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: userSchools.schoolId })
    .from(userSchools)
    .innerJoin(users, eq(users.id, userSchools.userId))
    .where(eq(users.email, email));
  return rows.map((r) => r.id);
}

export async function districtOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: users.districtId }).from(users).where(eq(users.email, email));
  if (!row?.id) throw new Error(`${email} has no district`);
  return row.id;
}

/**
 * A new course "Robotics" taught by teacher2@ in one of their schools (school C) to two of its
 * students; it has no template of its own.
 */
export async function addCourseOfTeacher2(
  db: Db,
  name = 'Robotics',
): Promise<{ courseId: string; instanceId: string; studentIds: string[] }> {
  const teacherId = await userIdOf(db, 'teacher2@demo.test');
  const [schoolId] = await schoolIdsOf(db, 'teacher2@demo.test');
  if (!schoolId) throw new Error('teacher2@ has no school');
  const [section] = await db.select({ id: gradeSections.id }).from(gradeSections).where(eq(gradeSections.schoolId, schoolId)).limit(1);
  const [course] = await db.insert(courses).values({ name }).returning({ id: courses.id });
  const [instance] = await db
    .insert(courseInstances)
    .values({ courseId: course!.id, schoolId, teacherId, gradeSectionId: section!.id, startDate: '2026-09-01' })
    .returning({ id: courseInstances.id });
  const pupils = await db.select({ id: students.id }).from(students).where(eq(students.schoolId, schoolId)).limit(2);
  await db.insert(enrollments).values(pupils.map((p) => ({ courseInstanceId: instance!.id, studentId: p.id })));
  return { courseId: course!.id, instanceId: instance!.id, studentIds: pupils.map((p) => p.id) };
}

/** A student of the school who is not in this class. */
export async function studentNotIn(db: Db, instance: InstanceFact): Promise<string> {
  const enrolled = db.select({ id: enrollments.studentId }).from(enrollments).where(eq(enrollments.courseInstanceId, instance.id));
  const rows = await db.select({ id: students.id }).from(students).where(eq(students.schoolId, instance.schoolId));
  const inClass = new Set((await enrolled).map((r) => r.id));
  const outside = rows.find((r) => !inClass.has(r.id));
  if (!outside) throw new Error('every student of the school is in this class');
  return outside.id;
}

export async function renameStudent(db: Db, studentId: string, firstName: string, lastName: string) {
  await db.update(students).set({ firstName, lastName }).where(eq(students.id, studentId));
}

export async function enrolledIds(db: Db, instanceId: string): Promise<string[]> {
  const rows = await db.select({ id: enrollments.studentId }).from(enrollments).where(eq(enrollments.courseInstanceId, instanceId));
  return rows.map((r) => r.id);
}

export async function templatesAs(server: TestServer, email: string): Promise<GradebookTemplate[]> {
  const res = await server.as(email, { method: 'GET', url: '/api/v1/gradebook/get/all' });
  if (res.statusCode !== 200) throw new Error(`get/all as ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export const saveAs = (server: TestServer, email: string, payload: unknown) =>
  server.as(email, { method: 'POST', url: '/api/v1/gradebook/template/save', payload: payload as object });

/**
 * Makes the audit insert of every template update fail (a trigger), to simulate a crash half-way
 * through a save; answers the function that removes the trigger again.
 */
export async function failTemplateUpdateAudit(db: Db): Promise<() => Promise<void>> {
  await db.execute(sql`
    create function fail_template_audit() returns trigger language plpgsql as $$
    begin raise exception 'simulated crash'; end $$`);
  await db.execute(sql`
    create trigger fail_template_audit before insert on audit_log for each row
    when (new.action = 'gradebook.template.update') execute function fail_template_audit()`);
  return async () => {
    await db.execute(sql`drop trigger fail_template_audit on audit_log`);
    await db.execute(sql`drop function fail_template_audit()`);
  };
}
