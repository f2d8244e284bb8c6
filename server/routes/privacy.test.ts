import { createHash } from 'node:crypto';
import { and, asc, eq, getTableName, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { fileDownloadSchema } from '@/contract/schemas/files';
import type { ClassGradebook } from '@/contract/schemas/gradebook';
import { privacyPolicySchema, privacyStudentSchema, recordAccessSchema } from '@/contract/schemas/privacy';
import { auditLog, enrollments, notifications, parentStudents, progress, students, timeSpent, users } from '../db/schema';
import { purgeStudent } from '../privacy/purge';
import { runRetention } from '../privacy/retention-job';
import { dueForPurge } from '../repos/privacy-retention';
import { studentMentions, studentTables } from '../repos/student-tables';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addToSchool, addUser, userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { parentChildInTeachersClass } from '../test/notifications-fixtures';
import {
  addRosterTraces,
  addRosterUpload,
  addSummaryTraces,
  auditRowsOf,
  canonical,
  hasPayload,
  rowsMentioning,
  unzipText,
} from '../test/privacy-fixtures';
import { rollupMismatches } from '../test/rollup-truth';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const district = { 1: id('district/1'), 2: id('district/2') };
const dayMs = 24 * 3600 * 1000;
const unknownId = '00000000-0000-4000-8000-000000000000';

const paths = {
  parentExport: (studentId: string) => api.parentChildExport.path.replace(':id', studentId),
  adminExport: (studentId: string) => api.adminStudentExport.path.replace(':id', studentId),
  accessLog: (studentId: string) => api.studentRecordAccess.path.replace(':id', studentId),
  deletion: (studentId: string) => api.studentDeletionRequest.path.replace(':id', studentId),
  cancel: (studentId: string) => api.studentDeletionCancel.path.replace(':id', studentId),
};

/** Student privacy: exports, the student list, the access log, deletion, the purge and the retention job. */
describe.each(databaseKinds)('student privacy (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;
  /** A child of parent@ in a class of teacher@: exported first, purged at the end. */
  let child: { studentId: string; instanceId: string };

  beforeAll(async () => {
    child = await parentChildInTeachersClass(suite.db);
  });

  const studentRow = async (studentId: string) => (await suite.db.select().from(students).where(eq(students.id, studentId)))[0];
  const studentsOfSchool = (schoolId: string) =>
    suite.db
      .select()
      .from(students)
      .where(eq(students.schoolId, schoolId))
      .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  const services = () => ({ db: suite.db, config: suite.server.config });

  /** What a parent of the child leaves behind: a teacher's read and page visit, a grade saved (and its notification), roster rows. */
  async function leaveTraces(studentId: string, instanceId: string, rosterBatch = [studentId]) {
    expect((await get(demoEmails.teacher, `/api/v1/teacher/student/get/${studentId}`)).statusCode).toBe(200);
    const visit = await post(demoEmails.teacher, api.timeSpent.path, { time: 42, page: `/teacher/students/${studentId}` });
    expect(visit.statusCode).toBe(200);
    const book: ClassGradebook = (await get(demoEmails.teacher, `/api/v1/gradebook/scores/instance/${instanceId}`)).json().data;
    const manual = book.template.gradings.flatMap((d) => d.attributes).find((a) => a._attribute?.value === 'manual')!;
    const saved = await post(demoEmails.teacher, '/api/v1/gradebook/scores/save', {
      courseInstanceId: instanceId,
      studentId,
      attributeId: manual._id,
      value: 1,
      state: 'graded',
    });
    expect(saved.statusCode).toBe(200);
    await addRosterTraces(suite.db, district[1], rosterBatch);
    await addSummaryTraces(suite.db, studentId);
    return { attributeName: manual.name };
  }

  describe('the policy', () => {
    it('answers the configured policy, with no run of the job before the first', async () => {
      const res = await get(demoEmails.admin, api.privacyPolicy.path);
      expect(res.statusCode).toBe(200);
      expect(privacyPolicySchema.parse(res.json().data)).toEqual({
        deletionGraceDays: 7,
        deactivatedRetentionDays: 365,
        rosterUploadRetentionDays: 7,
        jobIntervalSeconds: 3600,
        lastRun: null,
      });
      expect((await get(demoEmails.teacher, api.privacyPolicy.path)).statusCode).toBe(403);
      expect((await suite.server.app.inject({ method: 'GET', url: api.privacyPolicy.path })).statusCode).toBe(401);
    });
  });

  describe('the export', () => {
    it("gives the parent their child's whole record: every table's rows for the student, exactly as stored", async () => {
      const { attributeName } = await leaveTraces(child.studentId, child.instanceId);
      const res = await get(demoEmails.parent, paths.parentExport(child.studentId));
      expect(res.statusCode).toBe(200);
      const download = fileDownloadSchema.parse(res.json().data);
      expect(download.contentType).toBe('application/zip');
      expect(download.fileName).toMatch(/^student-record-morgan-[a-z]+-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipText(download.file);

      const csvNames = ['enrollments.csv', 'progress.csv', 'grades.csv', 'time-per-content.csv', 'time-per-class.csv', 'record-access.csv'];
      const tableFiles = studentTables.map((t) => `tables/${t.name}.json`);
      expect(Object.keys(files).sort()).toEqual(['README.txt', 'profile.json', ...csvNames, ...tableFiles].sort());
      for (const name of [...csvNames, ...tableFiles, 'profile.json']) expect(files['README.txt']).toContain(name);

      // Every row of the database that names the student, searched without the list: each of the
      // list's tables in the zip exactly, and outside the list only the mentions the purge rewrites.
      const mentioned = await rowsMentioning(suite.db, child.studentId);
      for (const table of studentTables) {
        const exported = JSON.parse(files[`tables/${table.name}.json`]!) as unknown[];
        expect(exported.length, table.name).toBeGreaterThan(0);
        // A class's folded enrollment links name every classmate: a mention the purge rewrites, not the student's row.
        const stored = ((mentioned[table.name] ?? []) as Array<Record<string, unknown>>).filter((row) => row.entity !== 'classEnrollments');
        const withheld = table.withheld ?? [];
        const expected = stored.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !withheld.includes(column))));
        expect(canonical(exported), table.name).toEqual(canonical(expected));
        for (const column of withheld)
          expect(exported, `${table.name} without ${column}`).not.toContainEqual(expect.objectContaining({ [column]: expect.anything() }));
      }
      const listed = new Set(studentTables.map((t) => t.name));
      const mentionTables = new Set(studentMentions.map((c) => getTableName(c.table)));
      const elsewhere = Object.keys(mentioned).filter((name) => !listed.has(name));
      expect(elsewhere).toEqual(['time_spent']);
      for (const name of elsewhere) expect(mentionTables.has(name)).toBe(true);

      // The human files: names instead of ids, one line per row.
      const child_ = (await studentRow(child.studentId))!;
      const profile = JSON.parse(files['profile.json']!);
      expect(profile.student).toMatchObject({ id: child.studentId, firstName: child_.firstName, lastName: child_.lastName });
      expect(profile.school).toMatchObject({ id: school.A, name: 'Riverside Middle School' });
      const parentName = (await suite.db.select({ name: users.name }).from(users).where(eq(users.email, demoEmails.parent)))[0]!.name;
      expect(profile.parents).toEqual([{ name: parentName }]);
      const lines = (name: string) =>
        files[name]!.replace(/^\uFEFF/, '')
          .split('\r\n')
          .slice(1, -1);
      const progressRows = await suite.db.select().from(progress).where(eq(progress.studentId, child.studentId));
      expect(lines('progress.csv')).toHaveLength(progressRows.length);
      expect(lines('time-per-content.csv')).toHaveLength(progressRows.filter((p) => p.timeSpentSeconds > 0).length);
      expect(lines('grades.csv').some((line) => line.includes(`,${attributeName},1,graded,`))).toBe(true);
      const access = lines('record-access.csv');
      expect(access.at(-1)).toMatch(new RegExp(`,student\\.export,${parentName},parent$`));
      expect(access.some((line) => line.includes(',student.read,'))).toBe(true);
    });

    it("holds the student's own rows only: a classmate sharing the class, the parent and the import batch never appears, nor a co-parent's notifications", async () => {
      const [classmate] = await suite.db
        .select()
        .from(students)
        .innerJoin(enrollments, eq(enrollments.studentId, students.id))
        .where(and(eq(enrollments.courseInstanceId, child.instanceId), ne(students.id, child.studentId)))
        .limit(1);
      const other = classmate!.students;
      const parentId = await userIdOf(suite.db, demoEmails.parent);
      await suite.db.insert(parentStudents).values({ parentId, studentId: other.id }).onConflictDoNothing();
      const coParent = await addUser(suite.db, 'privacy-co-parent@demo.test', 'parent');
      await suite.db.insert(parentStudents).values({ parentId: coParent.id, studentId: child.studentId });
      await suite.db
        .insert(notifications)
        .values({ userId: coParent.id, title: 'For the co-parent', link: `/parent?child=${child.studentId}` });
      // The classmate's traces, in one roster batch with the child: a read, a visit, a grade and its notification to parent@.
      await leaveTraces(other.id, child.instanceId, [child.studentId, other.id]);
      const planted = await rowsMentioning(suite.db, other.id);
      for (const table of studentTables) expect(planted[table.name], `the classmate has rows in ${table.name}`).toBeDefined();

      for (const [email, path] of [
        [demoEmails.parent, paths.parentExport(child.studentId)],
        [demoEmails.admin, paths.adminExport(child.studentId)],
      ] as const) {
        const res = await get(email, path);
        expect(res.statusCode).toBe(200);
        const files = unzipText(res.json().data.file);
        for (const [name, text] of Object.entries(files)) {
          expect(text, `${email} ${name}`).not.toContain(other.id);
          expect(text, `${email} ${name}`).not.toContain(other.studentNumber);
        }
        const changes = JSON.parse(files['tables/roster_import_changes.json']!) as Array<{
          before: unknown[] | null;
          after: unknown[] | null;
        }>;
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes)
          for (const image of [...(change.before ?? []), ...(change.after ?? [])]) expect(image).toMatchObject({ id: child.studentId });
        const sent = JSON.parse(files['tables/notifications.json']!) as Array<{ user_id: string }>;
        if (email === demoEmails.parent) expect(new Set(sent.map((n) => n.user_id))).toEqual(new Set([parentId]));
        else expect(sent.map((n) => n.user_id)).toContain(coParent.id);
      }
    });

    it('orders every file the same way twice (only the export times and its own audit rows differ)', async () => {
      const first = unzipText((await get(demoEmails.admin, paths.adminExport(child.studentId))).json().data.file);
      const second = unzipText((await get(demoEmails.admin, paths.adminExport(child.studentId))).json().data.file);
      for (const name of ['tables/progress.json', 'tables/grade_scores.json', 'progress.csv', 'grades.csv', 'enrollments.csv']) {
        expect(second[name], name).toBe(first[name]);
      }
      const exports = await auditRowsOf(suite.db, 'student.export');
      expect(exports.filter((r) => r.entity_id === child.studentId).length).toBeGreaterThanOrEqual(3);
    });

    it('refuses the parent of another child (404), a teacher (403) and a signed-out caller (401)', async () => {
      const other = await addUser(suite.db, 'privacy-other-parent@demo.test', 'parent');
      const before = (await auditRowsOf(suite.db, 'student.export')).length;
      expect((await get(other.email, paths.parentExport(child.studentId))).statusCode).toBe(404);
      expect((await get(demoEmails.parent, paths.parentExport(unknownId))).statusCode).toBe(404);
      expect((await get(demoEmails.parent, paths.parentExport('not-an-id'))).statusCode).toBe(400);
      expect((await get(demoEmails.parent, paths.adminExport(child.studentId))).statusCode).toBe(403);
      expect((await get(demoEmails.teacher, paths.parentExport(child.studentId))).statusCode).toBe(403);
      expect((await get(demoEmails.teacher, paths.adminExport(child.studentId))).statusCode).toBe(403);
      expect((await suite.server.app.inject({ method: 'GET', url: paths.parentExport(child.studentId) })).statusCode).toBe(401);
      // A refused export is no export.
      expect((await auditRowsOf(suite.db, 'student.export')).length).toBe(before);
    });

    it('lets an admin export the students they reach, and answers 404 for any other', async () => {
      const [inC] = await studentsOfSchool(school.C);
      const otherDistrict = await addUser(suite.db, 'privacy-district2@demo.test', 'district-admin', district[2]);
      const adminOfC = await addUser(suite.db, 'privacy-admin-c@demo.test', 'school-admin');
      await addToSchool(suite.db, adminOfC.id, school.C);
      for (const email of [demoEmails.admin, demoEmails.district, demoEmails.super]) {
        expect((await get(email, paths.adminExport(child.studentId))).statusCode, email).toBe(200);
      }
      expect((await get(demoEmails.admin, paths.adminExport(inC!.id))).statusCode).toBe(404);
      expect((await get(otherDistrict.email, paths.adminExport(child.studentId))).statusCode).toBe(404);
      expect((await get(adminOfC.email, paths.adminExport(child.studentId))).statusCode).toBe(404);
      expect((await get(adminOfC.email, paths.adminExport(inC!.id))).statusCode).toBe(200);
      expect((await get(demoEmails.admin, paths.adminExport(unknownId))).statusCode).toBe(404);
    });
  });

  describe("the admins' student list", () => {
    const list = (email: string, body: object) => post(email, api.adminStudents.path, body);

    it("lists a school admin's students by last and first name, paged without overlap", async () => {
      const expected = await studentsOfSchool(school.A);
      const first = await list(demoEmails.admin, { page: 0, pageSize: 10 });
      expect(first.statusCode).toBe(200);
      const page0 = first.json().data;
      expect(page0.total).toBe(expected.length);
      const page1 = (await list(demoEmails.admin, { page: 1, pageSize: 10 })).json().data;
      const ids = [...page0.items, ...page1.items].map((s: unknown) => privacyStudentSchema.parse(s)._id);
      expect(ids).toEqual(expected.slice(0, 20).map((s) => s.id));
      expect(page0.items[0].school).toEqual({ _id: school.A, name: 'Riverside Middle School' });
    });

    it('searches by name or student number, case-insensitively', async () => {
      const child_ = (await studentRow(child.studentId))!;
      const byName = (await list(demoEmails.admin, { q: `  ${child_.firstName.toUpperCase()}   ${child_.lastName.toLowerCase()} ` })).json()
        .data;
      expect(byName.items.map((s: { _id: string }) => s._id)).toEqual([child.studentId]);
      const byLast = (await list(demoEmails.admin, { q: 'mORGAN', pageSize: 100 })).json().data;
      expect(byLast.items.length).toBeGreaterThanOrEqual(2);
      for (const s of byLast.items) expect(`${s.firstName} ${s.lastName}`.toLowerCase()).toContain('morgan');
      const byNumber = (await list(demoEmails.admin, { q: child_.studentNumber.toLowerCase() })).json().data;
      expect(byNumber.items.map((s: { _id: string }) => s._id)).toContain(child.studentId);
      expect((await list(demoEmails.admin, { q: '%' })).json().data.total).toBe(0);
    });

    it("follows reach: a district admin sees their district's schools, the super admin everyone, a teacher nothing (403)", async () => {
      const inDistrict = (await studentsOfSchool(school.A)).length + (await studentsOfSchool(school.B)).length;
      expect((await list(demoEmails.district, {})).json().data.total).toBe(inDistrict);
      const everyone = await suite.db.select({ id: students.id }).from(students);
      expect((await list(demoEmails.super, {})).json().data.total).toBe(everyone.length);
      expect((await list(demoEmails.teacher, {})).statusCode).toBe(403);
      expect((await list(demoEmails.parent, {})).statusCode).toBe(403);
    });
  });

  describe('who read the record', () => {
    it('lists the audit rows about the student newest first, with who, and logs the viewing itself', async () => {
      const res = await post(demoEmails.admin, paths.accessLog(child.studentId), { page: 0, pageSize: 500 });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(privacyStudentSchema.parse(data.student)._id).toBe(child.studentId);
      const items = data.items.map((i: unknown) => recordAccessSchema.parse(i));
      const stored = await suite.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, child.studentId)));
      expect(data.total).toBe(stored.length);
      expect(items).toHaveLength(stored.length);
      const times = items.map((i: { at: string }) => i.at);
      expect([...times].sort().reverse()).toEqual(times);
      const adminId = await userIdOf(suite.db, demoEmails.admin);
      expect(items[0]).toMatchObject({ action: 'student.access-log.read', actor: { _id: adminId, role: 'school-admin' } });
      const actions = new Set(items.map((i: { action: string }) => i.action));
      for (const action of ['student.export', 'student.read', 'gradebook.score.save']) expect(actions.has(action)).toBe(true);
    });

    it('answers 404 out of reach (and logs nothing), 403 for a parent', async () => {
      const [inC] = await studentsOfSchool(school.C);
      const before = (await auditRowsOf(suite.db, 'student.access-log.read')).length;
      expect((await post(demoEmails.admin, paths.accessLog(inC!.id), {})).statusCode).toBe(404);
      expect((await post(demoEmails.admin, paths.accessLog(unknownId), {})).statusCode).toBe(404);
      expect((await auditRowsOf(suite.db, 'student.access-log.read')).length).toBe(before);
      expect((await post(demoEmails.parent, paths.accessLog(child.studentId), {})).statusCode).toBe(403);
    });
  });

  describe('deletion requests', () => {
    it('schedules the purge after the grace period only when the name is typed again, and cancels it', async () => {
      const target = (await studentsOfSchool(school.A)).find((s) => s.id !== child.studentId)!;
      const wrong = await post(demoEmails.admin, paths.deletion(target.id), { confirmName: `${target.firstName} Someone` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual([expect.objectContaining({ path: 'body.confirmName' })]);
      expect((await studentRow(target.id))!.deletionDueAt).toBeNull();

      const asked = Date.now();
      const res = await post(demoEmails.admin, paths.deletion(target.id), {
        confirmName: `  ${target.firstName.toLowerCase()}    ${target.lastName.toUpperCase()} `,
      });
      expect(res.statusCode).toBe(200);
      const due = new Date(res.json().data.deletionDueAt).getTime();
      expect(due - asked).toBeGreaterThanOrEqual(7 * dayMs - 1000);
      expect(due - Date.now()).toBeLessThanOrEqual(7 * dayMs);
      const stored = (await studentRow(target.id))!;
      expect(stored.deletionRequestedBy).toBe(await userIdOf(suite.db, demoEmails.admin));
      expect(stored.deletionDueAt?.getTime()).toBe(due);
      const listed = (await post(demoEmails.admin, api.adminStudents.path, { q: target.studentNumber })).json().data.items;
      expect(listed[0].deletionDueAt).toBe(new Date(due).toISOString());

      const again = await post(demoEmails.admin, paths.deletion(target.id), { confirmName: `${target.firstName} ${target.lastName}` });
      expect(again.statusCode).toBe(409);

      const cancelled = await post(demoEmails.admin, paths.cancel(target.id));
      expect(cancelled.statusCode).toBe(200);
      expect(privacyStudentSchema.parse(cancelled.json().data)).toMatchObject({ _id: target.id, deletionDueAt: null });
      expect((await studentRow(target.id))!.deletionRequestedBy).toBeNull();
      expect((await post(demoEmails.admin, paths.cancel(target.id))).statusCode).toBe(409);

      const audited = (await auditRowsOf(suite.db, 'student.deletion.request')).concat(
        await auditRowsOf(suite.db, 'student.deletion.cancel'),
      );
      expect(audited.filter((r) => r.entity_id === target.id)).toHaveLength(2);
    });

    it('answers 404 out of reach and for unknown ids, 403 for a teacher', async () => {
      const [inC] = await studentsOfSchool(school.C);
      const body = { confirmName: `${inC!.firstName} ${inC!.lastName}` };
      expect((await post(demoEmails.admin, paths.deletion(inC!.id), body)).statusCode).toBe(404);
      expect((await post(demoEmails.admin, paths.cancel(inC!.id))).statusCode).toBe(404);
      expect((await post(demoEmails.admin, paths.deletion(unknownId), body)).statusCode).toBe(404);
      expect((await post(demoEmails.teacher, paths.deletion(inC!.id), body)).statusCode).toBe(403);
      expect((await post(demoEmails.admin, paths.deletion(child.studentId), {})).statusCode).toBe(400);
      expect((await studentRow(inC!.id))!.deletionDueAt).toBeNull();
    });
  });

  describe('the retention job', () => {
    it('purges a student once their deletion is due, and then no table of the database holds their id', async () => {
      const id_ = child.studentId;
      const target = (await studentRow(id_))!;
      const requested = await post(demoEmails.admin, paths.deletion(id_), { confirmName: `${target.firstName} ${target.lastName}` });
      expect(requested.statusCode).toBe(200);
      expect(Object.keys(await rowsMentioning(suite.db, id_)).length).toBeGreaterThan(5);
      expect(await rollupMismatches(suite.db)).toEqual([]);

      const early = await runRetention(services(), new Date(Date.now() + 6 * dayMs));
      expect(early.studentsPurged).toBe(0);
      expect(await studentRow(id_)).toBeDefined();

      const at = new Date(Date.now() + 8 * dayMs);
      const run = await runRetention(services(), at);
      expect(run).toEqual({ at: at.toISOString(), studentsPurged: 1, uploadsCleared: 0 });

      expect(await rowsMentioning(suite.db, id_)).toEqual({});
      expect(await rollupMismatches(suite.db)).toEqual([]);
      const purged = (await auditRowsOf(suite.db, 'student.purged')).at(-1)!;
      expect(purged).toMatchObject({ actor_id: null, entity: 'student', entity_id: null });
      expect(purged.meta).toMatchObject({
        schoolId: school.A,
        ref: createHash('sha256').update(id_).digest('hex'),
        reason: 'deletion-request',
        requestedBy: await userIdOf(suite.db, demoEmails.admin),
      });
      // The teacher's visit stays theirs, without the id.
      const teacherId = await userIdOf(suite.db, demoEmails.teacher);
      const visits = await suite.db.select().from(timeSpent).where(eq(timeSpent.userId, teacherId));
      expect(visits.some((v) => v.page.startsWith('/teacher/students/purged-') && v.seconds >= 42)).toBe(true);

      expect((await get(demoEmails.admin, paths.adminExport(id_))).statusCode).toBe(404);
      expect((await get(demoEmails.parent, paths.parentExport(id_))).statusCode).toBe(404);
      const policy = (await get(demoEmails.admin, api.privacyPolicy.path)).json().data;
      expect(policy.lastRun).toEqual(run);

      // Idempotent: a second run (or another instance's) finds nothing more to do.
      expect((await runRetention(services(), at)).studentsPurged).toBe(0);
    });

    it('purges students deactivated longer than the retention period, and keeps the others', async () => {
      const [old, recent] = await studentsOfSchool(school.B);
      const now = Date.now();
      await suite.db
        .update(students)
        .set({ deactivatedAt: new Date(now - 366 * dayMs) })
        .where(eq(students.id, old!.id));
      await suite.db
        .update(students)
        .set({ deactivatedAt: new Date(now - 100 * dayMs) })
        .where(eq(students.id, recent!.id));
      const parentsBefore = await suite.db
        .select()
        .from(parentStudents)
        .where(inArray(parentStudents.studentId, [old!.id, recent!.id]));

      const run = await runRetention(services(), new Date(now));
      expect(run.studentsPurged).toBe(1);
      expect(await studentRow(old!.id)).toBeUndefined();
      expect(await rowsMentioning(suite.db, old!.id)).toEqual({});
      expect(await studentRow(recent!.id)).toBeDefined();
      expect(await rollupMismatches(suite.db)).toEqual([]);
      expect((await auditRowsOf(suite.db, 'student.purged')).at(-1)!.meta).toMatchObject({ reason: 'retention', schoolId: school.B });
      const parentsAfter = await suite.db
        .select()
        .from(parentStudents)
        .where(inArray(parentStudents.studentId, [old!.id, recent!.id]));
      expect(parentsAfter).toEqual(parentsBefore.filter((p) => p.studentId === recent!.id));
    });

    it('purges a student once when two runs overlap (as on two server instances)', async () => {
      const [, , third] = await studentsOfSchool(school.B);
      await suite.db
        .update(students)
        .set({ deactivatedAt: new Date(Date.now() - 400 * dayMs) })
        .where(eq(students.id, third!.id));
      const purgedBefore = (await auditRowsOf(suite.db, 'student.purged')).length;
      const runs = await Promise.all([runRetention(services()), runRetention(services())]);
      expect(runs.map((r) => r.studentsPurged).sort()).toEqual([0, 1]);
      expect((await auditRowsOf(suite.db, 'student.purged')).length).toBe(purgedBefore + 1);
      expect(await rowsMentioning(suite.db, third!.id)).toEqual({});
      expect(await rollupMismatches(suite.db)).toEqual([]);
    });

    it('leaves a student alone whose deletion was cancelled after the run listed them', async () => {
      const [student] = await studentsOfSchool(school.C);
      // The run listed them as due; the cancel committed before the purge took the row's lock.
      const due = dueForPurge(new Date(), 365);
      expect(await suite.db.transaction((tx) => purgeStudent(tx, student!.id, 'deletion-request', due))).toBe(false);
      expect(await studentRow(student!.id)).toBeDefined();
      expect((await rowsMentioning(suite.db, student!.id)).enrollments?.length).toBeGreaterThan(0);
    });

    it('drops the file of roster uploads not applied within the upload retention period', async () => {
      const stale = await addRosterUpload(suite.db, district[1], 8, false);
      const applied = await addRosterUpload(suite.db, district[1], 8, true);
      const fresh = await addRosterUpload(suite.db, district[1], 1, false);
      const run = await runRetention(services());
      expect(run.uploadsCleared).toBe(1);
      expect(await hasPayload(suite.db, stale)).toBe(false);
      expect(await hasPayload(suite.db, applied)).toBe(true);
      expect(await hasPayload(suite.db, fresh)).toBe(true);
      expect((await get(demoEmails.district, api.privacyPolicy.path)).json().data.lastRun).toEqual(run);
    });
  });
});
