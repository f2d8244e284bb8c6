/**
 * The gates of the reads that go into the audit log: a student's record, a class roster, a class's
 * grades, a grade section's students. Each one checks reach (`reach.ts`) and writes its audit row
 * in one statement, and answers whether the user may read; false for an unknown id as for a
 * foreign one, and then nothing is written. Callers answer false with 404.
 */
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/client';
import { writeAuditIf } from './audit';
import { reaches } from './reach';

/** A read of one student's record (profile, progress, performance); `action` says which, e.g. `student.read`. */
export function openStudentRecord(db: Db, user: AuthUser, studentId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, { actorId: user.id, action, entity: 'student', entityId: studentId }, reaches(user, 'student', studentId));
}

/** A read of a class roster. */
export function openRoster(db: Db, user: AuthUser, classId: string): Promise<boolean> {
  return writeAuditIf(
    db,
    { actorId: user.id, action: 'course_instance.roster.read', entity: 'course_instance', entityId: classId },
    reaches(user, 'class', classId),
  );
}

/** A read of a class's gradebook (grid or export): every enrolled student's scores. */
export function openClassGrades(db: Db, user: AuthUser, classId: string): Promise<boolean> {
  return writeAuditIf(
    db,
    { actorId: user.id, action: 'gradebook.class.read', entity: 'course_instance', entityId: classId },
    reaches(user, 'class', classId),
  );
}

/** A browse of a grade section's students: the section belongs to this school, and the school is the user's. */
export function openGradeSection(db: Db, user: AuthUser, schoolId: string, sectionId: string): Promise<boolean> {
  const sectionOfSchool = sql`exists (select 1 from grade_sections gs where gs.id = ${sectionId} and gs.school_id = ${schoolId})`;
  return writeAuditIf(
    db,
    { actorId: user.id, action: 'grade_section.students.read', entity: 'grade_section', entityId: sectionId, meta: { schoolId } },
    sql`${reaches(user, 'school', schoolId)} and ${sectionOfSchool}`,
  );
}

/** A parent's read of one child's whole picture (the parent portal): only their own children. */
export function openChildRecord(db: Db, user: AuthUser, childId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, { actorId: user.id, action, entity: 'student', entityId: childId }, reaches(user, 'child', childId));
}
