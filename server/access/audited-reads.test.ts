/**
 * Every read of student records is audited alike, whoever reads (docs/ARCHITECTURE.md §17.8): an
 * admin's class roster, student list, student and parent details write the same kind of row as a
 * teacher's roster read, and a read out of reach is a 404 that writes nothing. Also: every endpoint
 * whose answer carries students declares its read in the contract, or is a change audited as such.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import { buildPath } from '@/contract/path';
import { auditLog } from '../db/schema';
import { demoEmails } from '../seed/people';
import { type AccessFacts, accessFacts } from '../test/access-fixtures';
import { userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';

const at = (endpoint: { path: string }, id: string) => buildPath(endpoint.path, { id });

describe.each(databaseKinds)('audited reads of student records (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;
  let facts: AccessFacts;
  beforeAll(async () => {
    facts = await accessFacts(suite.db);
  });

  /** The audit rows of this actor about this record (entity id null: a list naming no one record). */
  const rowsOf = async (email: string, entity: string, entityId: string | null) =>
    suite.db
      .select({ action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, meta: auditLog.meta })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, await userIdOf(suite.db, email)),
          eq(auditLog.entity, entity),
          entityId ? eq(auditLog.entityId, entityId) : isNull(auditLog.entityId),
        ),
      );

  it("writes the teacher's roster-read row for an admin's read of the same class roster", async () => {
    expect((await get(demoEmails.teacher, at(api.enrolledStudents, facts.teacherClassA))).statusCode).toBe(200);
    const teacherRows = await rowsOf(demoEmails.teacher, 'course_instance', facts.teacherClassA);
    expect(teacherRows.map((r) => r.action)).toEqual(['course_instance.roster.read']);

    for (const show of ['enrolled', 'available'] as const) {
      const res = await post(demoEmails.admin, at(api.classStudents, facts.teacherClassA), { show });
      expect(res.statusCode, res.body).toBe(200);
    }
    const adminRows = await rowsOf(demoEmails.admin, 'course_instance', facts.teacherClassA);
    expect(adminRows.map(({ action, entity, entityId }) => ({ action, entity, entityId }))).toEqual([
      { action: 'course_instance.roster.read', entity: 'course_instance', entityId: facts.teacherClassA },
      { action: 'course_instance.roster.read', entity: 'course_instance', entityId: facts.teacherClassA },
    ]);
  });

  it("writes a row for an admin's read of a student list, naming the school filtered on and keeping the filter", async () => {
    const before = (await rowsOf(demoEmails.district, 'school', facts.schoolA)).length;
    const res = await post(demoEmails.district, api.adminStudents.path, { schoolId: facts.schoolA, q: 'Morgan' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThan(0);
    const rows = await rowsOf(demoEmails.district, 'school', facts.schoolA);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'student.list.read', meta: { filter: { schoolId: facts.schoolA, q: 'Morgan' } } });

    expect((await post(demoEmails.admin, api.adminStudents.path, {})).statusCode).toBe(200);
    expect((await rowsOf(demoEmails.admin, 'school', null)).map((r) => r.action)).toContain('student.list.read');
  });

  it("writes a row for an admin's read of the parent list (each row names their children)", async () => {
    expect((await post(demoEmails.admin, api.adminParents.path, {})).statusCode).toBe(200);
    expect((await rowsOf(demoEmails.admin, 'school', null)).map((r) => r.action)).toContain('parent.list.read');
  });

  it("writes a row for an admin's read of a parent with their children, and none out of reach", async () => {
    const res = await get(demoEmails.admin, at(api.adminParent, facts.parentA));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.children.length).toBeGreaterThan(0);
    expect((await rowsOf(demoEmails.admin, 'user', facts.parentA)).map((r) => r.action)).toEqual(['parent.children.read']);

    // A teacher's id is not a parent's: 404 and nothing written.
    expect((await get(demoEmails.admin, at(api.adminParent, facts.teacherA))).statusCode).toBe(404);
    expect(await rowsOf(demoEmails.admin, 'user', facts.teacherA)).toEqual([]);
  });

  it("writes a row for an admin's read of a student's profile, and none out of reach", async () => {
    expect((await get(demoEmails.admin, at(api.adminStudent, facts.studentA6B))).statusCode).toBe(200);
    expect((await rowsOf(demoEmails.admin, 'student', facts.studentA6B)).map((r) => r.action)).toContain('student.profile.read');
    expect((await get(demoEmails.admin, at(api.adminStudent, facts.studentC))).statusCode).toBe(404);
    expect(await rowsOf(demoEmails.admin, 'student', facts.studentC)).toEqual([]);
  });

  it("answers 404 for a class roster out of the admin's reach and writes nothing", async () => {
    const res = await post(demoEmails.admin, at(api.classStudents, facts.teacher2ClassC), { show: 'enrolled' });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(demoEmails.admin, 'course_instance', facts.teacher2ClassC)).toEqual([]);
  });
});

/** Changes whose answer is the student record just changed: audited by the change's own row, in its transaction. */
const auditedChanges = [
  'adminParentCreate',
  'adminParentLink',
  'adminParentStatus',
  'adminParentUnlink',
  'adminParentUpdate',
  'adminStudentCreate',
  'adminStudentStatus',
  'adminStudentUpdate',
  'studentDeletionCancel',
];

describe('declared reads', () => {
  it("declares a read for every endpoint whose answer carries a student's name, other than the audited changes", () => {
    const carriesStudents = Object.entries(endpoints).filter(([, endpoint]) =>
      JSON.stringify(z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'any' })).includes('"firstName"'),
    );
    const undeclared = carriesStudents.filter(([, endpoint]) => !('auditedRead' in endpoint)).map(([name]) => name);
    expect(undeclared.sort()).toEqual(auditedChanges);
    // The reads found this way include the lists and details of every role.
    expect(carriesStudents.length - undeclared.length).toBeGreaterThanOrEqual(12);
  });
});
