/**
 * Changes to classes (course instances) by admins within their reach (docs/ARCHITECTURE.md
 * "Courses and classes"): create, change the teacher, enroll and unenroll students, delete. Every
 * change is audited in its transaction; enrollments also per student (`entity: student`), so the
 * student's record-access log shows them. The progress rollups follow by their triggers.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClassCreate } from '@/contract/schemas/courses';
import { writeAudit } from '../access/audit';
import { reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { courseInstances, courses, enrollments, gradeScores, gradeSections, progress, students } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { found, invalidField, notFound } from '../lib/refusal';
import { adminClass, schoolTeachers } from './admin-classes';

async function isSchoolTeacher(tx: Tx, schoolId: string, teacherId: string) {
  const [row] = await sqlRows<{ ok: boolean }>(tx, sql`select ${teacherId}::uuid in (${schoolTeachers(schoolId)}) as ok`);
  return row?.ok === true;
}

/** The class the admin reaches, locked for the change; not found when unknown or out of reach. */
async function lockClass(tx: Tx, user: AuthUser, classId: string) {
  const [row] = await tx
    .select()
    .from(courseInstances)
    .where(and(eq(courseInstances.id, classId), reaches(user, 'class', classId)))
    .for('update');
  return found(row, 'Class not found');
}

export async function createClass(db: Db, user: AuthUser, schoolId: string, input: ClassCreate) {
  return db.transaction(async (tx) => {
    const [reach] = await sqlRows<{ ok: boolean }>(tx, sql`select ${reaches(user, 'school', schoolId)} as ok`);
    if (!reach?.ok) throw notFound('School not found');
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId));
    if (!course) throw invalidField('body.courseId', 'No such course in the catalogue');
    const [section] = await tx
      .select({ id: gradeSections.id })
      .from(gradeSections)
      .where(and(eq(gradeSections.id, input.gradeSectionId), eq(gradeSections.schoolId, schoolId)));
    if (!section) throw invalidField('body.gradeSectionId', 'Not a grade section of this school');
    if (!(await isSchoolTeacher(tx, schoolId, input.teacherId)))
      throw invalidField('body.teacherId', 'Not an active teacher of this school');
    const [row] = await tx
      .insert(courseInstances)
      .values({
        courseId: input.courseId,
        schoolId,
        teacherId: input.teacherId,
        gradeSectionId: input.gradeSectionId,
        startDate: input.startDate,
      })
      .returning({ id: courseInstances.id });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'class.create',
      entity: 'course_instance',
      entityId: row!.id,
      meta: { schoolId, ...input },
    });
    return found(await adminClass(tx, user, row!.id), 'School not found');
  });
}

export async function changeTeacher(db: Db, user: AuthUser, classId: string, teacherId: string) {
  return db.transaction(async (tx) => {
    const cls = await lockClass(tx, user, classId);
    if (!(await isSchoolTeacher(tx, cls.schoolId, teacherId))) throw invalidField('body.teacherId', 'Not an active teacher of this school');
    if (cls.teacherId !== teacherId) {
      await tx.update(courseInstances).set({ teacherId }).where(eq(courseInstances.id, classId));
      await writeAudit(tx, {
        actorId: user.id,
        action: 'class.teacher.change',
        entity: 'course_instance',
        entityId: classId,
        meta: { from: cls.teacherId, to: teacherId },
      });
    }
    return found(await adminClass(tx, user, classId), 'Class not found');
  });
}

/** Audits each student's enrollment change on the student's record, and the class's in one row. */
async function auditEnrollment(tx: Tx, user: AuthUser, action: 'class.enroll' | 'class.unenroll', classId: string, studentIds: string[]) {
  if (studentIds.length === 0) return;
  await writeAudit(tx, { actorId: user.id, action, entity: 'course_instance', entityId: classId, meta: { studentIds } });
  for (const studentId of studentIds) {
    await writeAudit(tx, { actorId: user.id, action, entity: 'student', entityId: studentId, meta: { classId } });
  }
}

/** Enrolls students of the class's school (active ones); those already in stay as they are. */
export async function enrollStudents(db: Db, user: AuthUser, classId: string, studentIds: string[]) {
  return db.transaction(async (tx) => {
    const cls = await lockClass(tx, user, classId);
    const wanted = [...new Set(studentIds)];
    const ofSchool = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(inArray(students.id, wanted), eq(students.schoolId, cls.schoolId), sql`${students.deactivatedAt} is null`));
    if (ofSchool.length !== wanted.length)
      throw invalidField('body.studentIds', "Only active students of the class's school can be enrolled");
    const added = await tx
      .insert(enrollments)
      .values(wanted.map((studentId) => ({ courseInstanceId: classId, studentId })))
      .onConflictDoNothing()
      .returning({ studentId: enrollments.studentId });
    await auditEnrollment(
      tx,
      user,
      'class.enroll',
      classId,
      added.map((r) => r.studentId),
    );
    return { changed: added.length };
  });
}

/** Takes students out of the class; their progress rows stay (readers join enrollments). */
export async function unenrollStudents(db: Db, user: AuthUser, classId: string, studentIds: string[]) {
  return db.transaction(async (tx) => {
    await lockClass(tx, user, classId);
    const removed = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.courseInstanceId, classId), inArray(enrollments.studentId, [...new Set(studentIds)])))
      .returning({ studentId: enrollments.studentId });
    await auditEnrollment(
      tx,
      user,
      'class.unenroll',
      classId,
      removed.map((r) => r.studentId),
    );
    return { changed: removed.length };
  });
}

/** Deletes the class; its enrollments, progress, rollups and gradebook scores go with it (ON DELETE CASCADE). */
export async function deleteClass(db: Db, user: AuthUser, classId: string) {
  return db.transaction(async (tx) => {
    const cls = await lockClass(tx, user, classId);
    const [counts] = await sqlRows<{ enrollments: number; progress: number; grades: number }>(
      tx,
      sql`select
        (select count(*) from ${enrollments} where ${enrollments.courseInstanceId} = ${classId})::int as enrollments,
        (select count(*) from ${progress} where ${progress.courseInstanceId} = ${classId})::int as progress,
        (select count(*) from ${gradeScores} where ${gradeScores.courseInstanceId} = ${classId})::int as grades`,
    );
    const removed = counts ?? { enrollments: 0, progress: 0, grades: 0 };
    await tx.delete(courseInstances).where(eq(courseInstances.id, classId));
    await writeAudit(tx, {
      actorId: user.id,
      action: 'class.delete',
      entity: 'course_instance',
      entityId: classId,
      meta: { schoolId: cls.schoolId, courseId: cls.courseId, teacherId: cls.teacherId, gradeSectionId: cls.gradeSectionId, ...removed },
    });
    return removed;
  });
}
