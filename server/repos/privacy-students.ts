/**
 * Students as the privacy pages see them (docs/ARCHITECTURE.md, "Student privacy"): the admin's list,
 * one student's record-access log, and the deletion schedule. Reach is checked here in SQL
 * (`reach.ts`), so an unknown student and one out of reach answer alike.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '@/contract/http';
import type { studentListRequestSchema } from '@/contract/schemas/admin-people';
import type { PrivacyStudent, RecordAccess } from '@/contract/schemas/privacy';
import { writeAudit } from '../access/audit';
import { inReach, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { auditLog, gradeSections, schools, students, users } from '../db/schema';
import { conflict, found, invalidField, notFound } from '../lib/refusal';
import { lockStudent } from './admin-students';
import { likePattern } from './bug-reports';
import { daysAfter } from './privacy-retention';
import { studentRefColumns, studentRefOf } from './student-refs';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function privacyStudentsQuery(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      ...studentRefColumns,
      deactivatedAt: students.deactivatedAt,
      deletionDueAt: students.deletionDueAt,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(gradeSections, eq(gradeSections.id, students.gradeSectionId))
    .where(where);
}

type PrivacyStudentRow = Awaited<ReturnType<typeof privacyStudentsQuery>>[number];

const toWire = (row: PrivacyStudentRow): PrivacyStudent => ({
  ...studentRefOf(row),
  deactivatedAt: iso(row.deactivatedAt),
  deletionDueAt: iso(row.deletionDueAt),
});

/**
 * Matches the name (first, last, or "first last") or the student number, case-insensitively. A
 * part of the first or the last name is a part of "first last", so two conditions say it, each
 * served by its trigram index (`students_name_trgm_idx`, `students_number_trgm_idx`, migration 0008).
 */
function searchFilter(search: string | undefined): SQL | undefined {
  const text = search?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(ilike(sql`(${students.firstName} || ' ' || ${students.lastName})`, pattern), ilike(students.studentNumber, pattern));
}

type StudentListBody = ReturnType<typeof studentListRequestSchema.parse>;

/** The filters of the list besides the search: a school and grade section (only within reach), and the status. */
function listFilters(user: AuthUser, request: StudentListBody): SQL | undefined {
  return and(
    request.schoolId ? and(eq(students.schoolId, request.schoolId), reaches(user, 'school', request.schoolId)) : undefined,
    request.gradeSectionId ? eq(students.gradeSectionId, request.gradeSectionId) : undefined,
    request.status === 'active'
      ? isNull(students.deactivatedAt)
      : request.status === 'deactivated'
        ? isNotNull(students.deactivatedAt)
        : undefined,
  );
}

const studentOrder = (request: StudentListBody): SQL[] => {
  const by = request.dir === 'desc' ? desc : asc;
  const name = [by(students.lastName), by(students.firstName)];
  const columns: Record<StudentListBody['sort'], SQL[]> = {
    name,
    studentNumber: [by(students.studentNumber)],
    school: [by(schools.name), ...name],
    gradeSection: [by(gradeSections.name), ...name],
    createdAt: [by(students.createdAt)],
  };
  return [...columns[request.sort], asc(students.id)];
};

/**
 * The students in the admin's reach. For a district or school admin the reach rule's students are
 * those of their reachable schools (`reach.ts`), so the row's own school is tested instead of a
 * join of `students` to itself (≈ 200 ms of PostgreSQL for a district's count on the bench).
 */
const studentsInReach = (user: AuthUser) =>
  user.role === 'district-admin' || user.role === 'school-admin'
    ? inReach(user, 'school', students.schoolId)
    : inReach(user, 'student', students.id);

/** A page of the students the admin reaches, searched, filtered and sorted (by last, first name unless asked), then by id so pages never overlap. */
export async function listPrivacyStudents(db: Db, user: AuthUser, request: StudentListBody) {
  const where = and(studentsInReach(user), searchFilter(request.q), listFilters(user, request));
  const [rows, [total]] = await Promise.all([
    privacyStudentsQuery(db, where)
      .orderBy(...studentOrder(request))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(students).where(where),
  ]);
  return { items: rows.map(toWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One student as the privacy pages show them; null when unknown. Check reach before. */
export async function privacyStudent(db: Db | Tx, studentId: string): Promise<PrivacyStudent | null> {
  const [row] = await privacyStudentsQuery(db, eq(students.id, studentId));
  return row ? toWire(row) : null;
}

/** A page of the audit rows about the student, newest first, with who did it (null: the account is gone). */
export async function recordAccessPage(db: Db, studentId: string, request: PageRequest) {
  const about = and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, studentId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ at: auditLog.at, action: auditLog.action, actorId: users.id, actorName: users.name, actorRole: users.role })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(about)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(auditLog).where(about),
  ]);
  const items: RecordAccess[] = rows.map((r) => ({
    at: r.at.toISOString(),
    action: r.action,
    actor: r.actorId && r.actorName && r.actorRole ? { _id: r.actorId, name: r.actorName, role: r.actorRole } : null,
  }));
  return { items, total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** "First Last" as typed to confirm: case, outer and repeated spaces do not matter. */
const sameName = (typed: string, first: string, last: string) => {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(typed) === norm(`${first} ${last}`);
};

const studentNotFound = () => notFound('Student not found');

/**
 * Schedules the purge `graceDays` after `now` (audited `student.deletion.request` in the same
 * transaction). Refused: the student out of reach, the typed name not theirs, a deletion already pending.
 */
export function requestDeletion(
  db: Db,
  user: AuthUser,
  input: { studentId: string; confirmName: string; now: Date; graceDays: number },
): Promise<{ deletionDueAt: string }> {
  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, user, input.studentId);
    if (!student) throw studentNotFound();
    if (!sameName(input.confirmName, student.firstName, student.lastName)) {
      throw invalidField('body.confirmName', "Type the student's first and last name", 'The name does not match the student');
    }
    if (student.deletionDueAt) throw conflict('This student is already scheduled for deletion');
    const due = daysAfter(input.now, input.graceDays);
    await tx
      .update(students)
      .set({ deletionRequestedAt: input.now, deletionRequestedBy: user.id, deletionDueAt: due })
      .where(eq(students.id, student.id));
    await writeAudit(tx, {
      actorId: user.id,
      action: 'student.deletion.request',
      entity: 'student',
      entityId: student.id,
      meta: { deletionDueAt: due.toISOString() },
    });
    return { deletionDueAt: due.toISOString() };
  });
}

/** Cancels a pending deletion (audited `student.deletion.cancel`); refused when none is pending. */
export function cancelDeletion(db: Db, user: AuthUser, studentId: string): Promise<PrivacyStudent> {
  return db.transaction(async (tx) => {
    const student = await lockStudent(tx, user, studentId);
    if (!student) throw studentNotFound();
    if (!student.deletionDueAt) throw conflict('No deletion is pending for this student');
    await tx
      .update(students)
      .set({ deletionRequestedAt: null, deletionRequestedBy: null, deletionDueAt: null })
      .where(and(eq(students.id, studentId), isNotNull(students.deletionDueAt)));
    await writeAudit(tx, { actorId: user.id, action: 'student.deletion.cancel', entity: 'student', entityId: studentId });
    return found(await privacyStudent(tx, studentId), 'Student not found');
  });
}
