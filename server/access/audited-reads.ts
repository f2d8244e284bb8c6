/**
 * The gates of the reads that go into the audit log (docs/ARCHITECTURE.md §17.8): a student's
 * record, a class roster or its grades, a grade section's students, a parent with their children,
 * a list of students. Each one checks reach (`reach.ts`) and writes its audit row in one statement,
 * and answers whether the user may read; false for an unknown id as for a foreign one, and then
 * nothing is written. Endpoints declare their read (`auditedRead` in the contract) and the route
 * registration opens it (`openDeclaredRead`) before the handler runs, for every role alike.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyEndpoint, AuditedRead } from '@/contract/define';
import { teacherEndpoints } from '@/contract/endpoints/teacher';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { type AuditEntry, auditGate, gateOf, writeAudit, writeAuditIf } from './audit';
import { reaches } from './reach';

/** A read of one student's record (profile, progress, performance); `action` says which, e.g. `student.read`. */
export function openStudentRecord(db: Db, user: AuthUser, studentId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, ...studentGate(user, studentId, action));
}
type Gate = [AuditEntry, SQL];
const studentGate = (user: AuthUser, studentId: string, action: string): Gate => [
  { actorId: user.id, action, entity: 'student', entityId: studentId },
  reaches(user, 'student', studentId),
];

/** A read of a class's students: its roster (`course_instance.roster.read`) or its grades (`gradebook.class.read`). */
export function openClassRecord(db: Db, user: AuthUser, classId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, ...classGate(user, classId, action));
}
const classGate = (user: AuthUser, classId: string, action: string): Gate => [
  { actorId: user.id, action, entity: 'course_instance', entityId: classId },
  reaches(user, 'class', classId),
];

/** A browse of a grade section's students: the section belongs to this school, and the school is the user's. */
export function openGradeSection(db: Db, user: AuthUser, schoolId: string, sectionId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, ...gradeSectionGate(user, schoolId, sectionId, action));
}
function gradeSectionGate(user: AuthUser, schoolId: string, sectionId: string, action: string): Gate {
  const sectionOfSchool = sql`exists (select 1 from grade_sections gs where gs.id = ${sectionId} and gs.school_id = ${schoolId})`;
  return [
    { actorId: user.id, action, entity: 'grade_section', entityId: sectionId, meta: { schoolId } },
    sql`${reaches(user, 'school', schoolId)} and ${sectionOfSchool}`,
  ];
}

/** A parent's read of one child's whole picture (the parent portal): only their own children. */
export function openChildRecord(db: Db, user: AuthUser, childId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, ...childGate(user, childId, action));
}
const childGate = (user: AuthUser, childId: string, action: string): Gate => [
  { actorId: user.id, action, entity: 'student', entityId: childId },
  reaches(user, 'child', childId),
];

/** An admin's read of a parent account with the children on it. */
export function openParentRecord(db: Db, user: AuthUser, parentId: string, action: string): Promise<boolean> {
  return writeAuditIf(db, ...parentGate(user, parentId, action));
}
function parentGate(user: AuthUser, parentId: string, action: string): Gate {
  const isParent = sql`exists (select 1 from users u where u.id = ${parentId} and u.role = 'parent')`;
  return [{ actorId: user.id, action, entity: 'user', entityId: parentId }, sql`${reaches(user, 'parent', parentId)} and ${isParent}`];
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

/**
 * Opens the read an endpoint declares: writes its audit row, or answers false (404) when out of
 * reach. `db` is the app's database handle: the gate goes in a group commit with the other
 * requests' (`gateOf(…).submit`, ARCHITECTURE.md §19).
 */
export function openDeclaredRead(db: Db, user: AuthUser, read: AuditedRead, request: ReadRequest): Promise<boolean> {
  return openGate(db, user, read, request, declaredGate(user, read, request));
}

/** `openDeclaredRead` with the read's gate already built (null where the read has none). */
function openGate(db: Db, user: AuthUser, read: AuditedRead, request: ReadRequest, gate: Gate | null): Promise<boolean> {
  if (gate) return gateOf(db, gate[1]).submit(gate[0]);
  if (read.record === 'students') return openStudentList(db, user, (request.body ?? {}) as Record<string, unknown>, read.action);
  return Promise.resolve(false);
}

/**
 * The declared reads whose gate rides on the handler's first prepared statement (ARCHITECTURE.md
 * §19): the teacher's reads of a roster, a student's record and a grade section, whose handlers
 * only read, and read no audit log (a statement carrying the gate does not see its row; the
 * access-log read must, so it is not here). Every other declared read runs its gate first.
 */
const gateRiders: ReadonlySet<AnyEndpoint> = new Set<AnyEndpoint>([
  teacherEndpoints.enrolledStudents,
  teacherEndpoints.studentGet,
  teacherEndpoints.studentProgress,
  teacherEndpoints.studentActivityPerformance,
  teacherEndpoints.studentLabPerformance,
  teacherEndpoints.studentQuizPerformance,
  teacherEndpoints.gradeSectionStudents,
]);
export const gateRidesOnHandler = (endpoint: AnyEndpoint) => gateRiders.has(endpoint);

/** A declared read's gate riding on the handler's first statement (`rideOrOpenDeclaredRead`). */
export interface GateRide {
  statement: SQL;
  /** To call once the statement that carried it returned: the batch of its kind waits for it. */
  release: () => void;
}

/**
 * For the route registrar, a declared read whose gate may ride (`gateRidesOnHandler`): the gate
 * statement of its record (`auditGate`), to fold into the handler's first statement (ARCHITECTURE.md
 * §19), with the release to call once that statement returned; else, as `openDeclaredRead`, whether
 * the read is open: while a batch of gates of its kind is in flight (the gate joins the next batch,
 * its reach check built once for both ways), for a list of students (always written,
 * `openStudentList`) and for a grade section asked without a school (refused).
 */
export function rideOrOpenDeclaredRead(db: Db, user: AuthUser, read: AuditedRead, request: ReadRequest): GateRide | Promise<boolean> {
  const gate = declaredGate(user, read, request);
  if (!gate) return openGate(db, user, read, request, gate);
  const batch = gateOf(db, gate[1]);
  const release = batch.claimAlone();
  return release ? { statement: auditGate(...gate), release } : batch.submit(gate[0]);
}

function declaredGate(user: AuthUser, read: AuditedRead, request: ReadRequest): Gate | null {
  const id = field(request.params, 'id');
  switch (read.record) {
    case 'student':
      return studentGate(user, id, read.action);
    case 'child':
      return childGate(user, field(request.body, 'childId'), read.action);
    case 'class':
      return classGate(user, id, read.action);
    case 'grade-section':
      return request.schoolId ? gradeSectionGate(user, request.schoolId, id, read.action) : null;
    case 'parent':
      return parentGate(user, id, read.action);
    case 'students':
      return null;
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
