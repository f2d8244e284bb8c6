/**
 * Students as the people console changes them (docs/ARCHITECTURE.md §4): create, edit, move to
 * another grade section, deactivate and reactivate, within the admin's reach (`reach.ts`). The
 * list is the privacy page's (`privacy-students.ts`); deleting is the privacy deletion request.
 */
import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { StudentDetail, StudentUpdate } from '@/contract/schemas/admin-people';
import { writeAudit } from '../access/audit';
import { reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { courseInstances, courses, enrollments, gradeSections, parentStudents, schools, students, users } from '../db/schema';
import { fieldConflict, found, invalidField, notFound } from '../lib/refusal';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One student with their parents and classes; null when unknown. Check reach before (an audited read). */
export async function studentDetail(db: Db | Tx, studentId: string): Promise<StudentDetail | null> {
  const [row] = await db
    .select({
      ...getTableColumns(students),
      schoolName: schools.name,
      sectionName: gradeSections.name,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(gradeSections, eq(gradeSections.id, students.gradeSectionId))
    .where(eq(students.id, studentId));
  if (!row) return null;
  const [parents, classes] = await Promise.all([
    db
      .select({ _id: users.id, name: users.name, email: users.email, disabled: users.disabled })
      .from(parentStudents)
      .innerJoin(users, eq(users.id, parentStudents.parentId))
      .where(eq(parentStudents.studentId, studentId))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ _id: courseInstances.id, course: courses.name, teacher: users.name })
      .from(enrollments)
      .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
      .innerJoin(courses, eq(courses.id, courseInstances.courseId))
      .innerJoin(users, eq(users.id, courseInstances.teacherId))
      .where(eq(enrollments.studentId, studentId))
      .orderBy(asc(courses.name), asc(courseInstances.id)),
  ]);
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    studentNumber: row.studentNumber,
    school: { _id: row.schoolId, name: row.schoolName },
    gradeSection: row.gradeSectionId && row.sectionName ? { _id: row.gradeSectionId, name: row.sectionName } : null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: iso(row.deactivatedAt),
    deletionDueAt: iso(row.deletionDueAt),
    parents,
    classes,
  };
}

/** Whether the grade section belongs to the school. */
async function sectionOfSchool(tx: Tx, sectionId: string, schoolId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: gradeSections.id })
    .from(gradeSections)
    .where(and(eq(gradeSections.id, sectionId), eq(gradeSections.schoolId, schoolId)));
  return row !== undefined;
}

const sectionRefusal = () => invalidField('body.gradeSectionId', 'Choose a grade section of the student’s school');
const numberTaken = () => fieldConflict('body.studentNumber', 'Another student of this school has this student number');

async function numberTakenIn(tx: Tx, schoolId: string, studentNumber: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: students.id })
    .from(students)
    .where(
      and(eq(students.schoolId, schoolId), eq(students.studentNumber, studentNumber), exceptId ? ne(students.id, exceptId) : undefined),
    );
  return row !== undefined;
}

export interface StudentInput {
  firstName: string;
  lastName: string;
  studentNumber: string;
  schoolId: string;
  gradeSectionId: string | null;
}

/** Adds a student to a school the admin reaches (audited `student.create`). */
export function createStudent(db: Db, user: AuthUser, input: StudentInput): Promise<StudentDetail> {
  return db.transaction(async (tx) => {
    const [school] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.id, input.schoolId), reaches(user, 'school', input.schoolId)));
    if (!school) throw notFound('School not found');
    if (input.gradeSectionId && !(await sectionOfSchool(tx, input.gradeSectionId, input.schoolId))) throw sectionRefusal();
    // Locks out a concurrent insert of the same number in this school until we commit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`student-number:${input.schoolId}:${input.studentNumber}`}))`);
    if (await numberTakenIn(tx, input.schoolId, input.studentNumber)) throw numberTaken();
    const [row] = await tx.insert(students).values(input).returning({ id: students.id });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'student.create',
      entity: 'student',
      entityId: row!.id,
      meta: { schoolId: input.schoolId },
    });
    return found(await studentDetail(tx, row!.id), 'School not found');
  });
}

/** The student row the admin reaches, locked for the change; null when unknown or out of reach (also the privacy console's). */
export async function lockStudent(tx: Tx, user: AuthUser, studentId: string) {
  const [row] = await tx
    .select(getTableColumns(students))
    .from(students)
    .where(and(eq(students.id, studentId), reaches(user, 'student', studentId)))
    .for('update');
  return row ?? null;
}

/** Changes the fields given (audited `student.update`, or `student.move` for a grade section alone). */
export function updateStudent(db: Db, user: AuthUser, studentId: string, input: StudentUpdate): Promise<StudentDetail> {
  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, user, studentId);
    if (!student) throw notFound('Student not found');
    if (input.gradeSectionId && !(await sectionOfSchool(tx, input.gradeSectionId, student.schoolId))) throw sectionRefusal();
    if (input.studentNumber !== undefined && input.studentNumber !== student.studentNumber) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`student-number:${student.schoolId}:${input.studentNumber}`}))`);
      if (await numberTakenIn(tx, student.schoolId, input.studentNumber, studentId)) throw numberTaken();
    }
    const changed = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as StudentUpdate;
    if (Object.keys(changed).length > 0) await tx.update(students).set(changed).where(eq(students.id, studentId));
    const onlyMove = Object.keys(changed).length === 1 && 'gradeSectionId' in changed;
    await writeAudit(tx, {
      actorId: user.id,
      action: onlyMove ? 'student.move' : 'student.update',
      entity: 'student',
      entityId: studentId,
      meta: { fields: Object.keys(changed), ...(onlyMove ? { from: student.gradeSectionId, to: changed.gradeSectionId } : {}) },
    });
    return found(await studentDetail(tx, studentId), 'Student not found');
  });
}

/** Deactivates (the student has left) or reactivates (audited `student.deactivate` / `student.reactivate`). */
export function setStudentActive(db: Db, user: AuthUser, studentId: string, active: boolean): Promise<StudentDetail> {
  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, user, studentId);
    if (!student) throw notFound('Student not found');
    // Keeps the first date on a repeated deactivation: the retention clock runs from when they left.
    if (active || !student.deactivatedAt) {
      await tx
        .update(students)
        .set({ deactivatedAt: active ? null : new Date() })
        .where(eq(students.id, studentId));
    }
    await writeAudit(tx, {
      actorId: user.id,
      action: active ? 'student.reactivate' : 'student.deactivate',
      entity: 'student',
      entityId: studentId,
    });
    return found(await studentDetail(tx, studentId), 'Student not found');
  });
}
