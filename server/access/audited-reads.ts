/**
 * The gates of the reads that go into the audit log (docs/ARCHITECTURE.md §17.8): a student's
 * record, a class roster or its grades, a grade section's students, a parent with their children,
 * a list of students. Each one checks reach (`reach.ts`) and writes its audit row in one statement,
 * and answers whether the user may read; false for an unknown id as for a foreign one, and then
 * nothing is written. Endpoints declare their read (`auditedRead` in the contract) and the route
 * registration opens it (`openDeclaredRead`) before the handler runs, for every role alike.
 */
import { sql } from 'drizzle-orm';
import type { AuditedRead } from '@/contract/define';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { writeAudit, writeAuditIf } from './audit';
import { reaches } from './reach';

/** A read of one student's record (profile, progress, performance); `action` says which, e.g. `student.read`. */
export function openStudentRecord(db: Db, user: AuthUser, studentId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, { actorId: user.id, action, entity: 'student', entityId: studentId }, reaches(user, 'student', studentId));
}

/** A read of a class's students: its roster (`course_instance.roster.read`) or its grades (`gradebook.class.read`). */
export function openClassRecord(db: Db, user: AuthUser, classId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, { actorId: user.id, action, entity: 'course_instance', entityId: classId }, reaches(user, 'class', classId));
}

/** A browse of a grade section's students: the section belongs to this school, and the school is the user's. */
export function openGradeSection(db: Db, user: AuthUser, schoolId: string, sectionId: string, action: string): Promise<boolean> {
  const sectionOfSchool = sql`exists (select 1 from grade_sections gs where gs.id = ${sectionId} and gs.school_id = ${schoolId})`;
  return writeAuditIf(
    db,
    { actorId: user.id, action, entity: 'grade_section', entityId: sectionId, meta: { schoolId } },
    sql`${reaches(user, 'school', schoolId)} and ${sectionOfSchool}`,
  );
}

/** A parent's read of one child's whole picture (the parent portal): only their own children. */
export function openChildRecord(db: Db, user: AuthUser, childId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, { actorId: user.id, action, entity: 'student', entityId: childId }, reaches(user, 'child', childId));
}

/** An admin's read of a parent account with the children on it. */
export function openParentRecord(db: Db, user: AuthUser, parentId: string, action: string): Promise<boolean> {
  const isParent = sql`exists (select 1 from users u where u.id = ${parentId} and u.role = 'parent')`;
  return writeAuditIf(
    db,
    { actorId: user.id, action, entity: 'user', entityId: parentId },
    sql`${reaches(user, 'parent', parentId)} and ${isParent}`,
  );
}

/**
 * A list of students across the user's reach: no one record to check, so always written, with the
 * filter as asked (the list itself keeps to the reach). Named by the school filtered on, if any.
 */
export async function openStudentList(db: Db, user: AuthUser, filter: Record<string, unknown>, action: string): Promise<boolean> {
  const schoolId = typeof filter.schoolId === 'string' ? filter.schoolId : null;
  await writeAudit(db, { actorId: user.id, action, entity: 'school', entityId: schoolId, meta: { filter } });
  return true;
}

/** What a declared read's request gives its gate. */
export interface ReadRequest {
  params: unknown;
  body: unknown;
  schoolId: string | null;
}

const field = (part: unknown, name: string) => String((part as Record<string, unknown> | undefined)?.[name] ?? '');

/** Opens the read an endpoint declares: writes its audit row, or answers false (404) when out of reach. */
export function openDeclaredRead(db: Db, user: AuthUser, read: AuditedRead, request: ReadRequest): Promise<boolean> {
  const id = field(request.params, 'id');
  switch (read.record) {
    case 'student':
      return openStudentRecord(db, user, id, read.action);
    case 'child':
      return openChildRecord(db, user, field(request.body, 'childId'), read.action);
    case 'class':
      return openClassRecord(db, user, id, read.action);
    case 'grade-section':
      return request.schoolId ? openGradeSection(db, user, request.schoolId, id, read.action) : Promise.resolve(false);
    case 'parent':
      return openParentRecord(db, user, id, read.action);
    case 'students':
      return openStudentList(db, user, (request.body ?? {}) as Record<string, unknown>, read.action);
  }
}

/** The 404 of a refused read, by what it opens. */
export const unreadable: Record<AuditedRead['record'], string> = {
  student: 'Student not found',
  child: 'No such child',
  class: 'Class not found',
  'grade-section': 'Grade section not found',
  parent: 'Parent not found',
  students: 'Not found',
};
