/**
 * The people consoles' behaviour: lists (search, sort, filters, paging), teachers (classes,
 * schools, deactivation ending sessions, delete refused while teaching), students (create,
 * duplicate number, move, deactivate) and parents (create with a one-time password that signs in,
 * duplicate email, link and unlink, delete); every change audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { auditLog, parentStudents, refreshTokens, users } from '../db/schema';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { freshParent, freshStudent, freshTeacher, uniqueEmail, uniqueNumber } from '../test/people-fixtures';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const section = { A7A: id('grade-section/A/7-A'), A7B: id('grade-section/A/7-B'), C7A: id('grade-section/C/7-A') };
const path = (endpoint: { path: string }, itemId: string) => buildPath(endpoint.path, { id: itemId });

describe.each(databaseKinds)('people consoles (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;
  const auditOf = (entityId: string) =>
    suite.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.entityId, entityId));

  describe('teachers', () => {
    it('lists, searches, sorts and filters in SQL', async () => {
      const all = (await post(demoEmails.district, api.adminTeachers.path, { pageSize: 100 })).json().data;
      const emails = all.items.map((t: { email: string }) => t.email);
      expect(emails).toEqual(expect.arrayContaining(['teacher@demo.test', 'teacher3@demo.test', 'teacher4@demo.test']));
      expect(emails).not.toContain('teacher2@demo.test');
      // Class counts come from a correlated subquery: teacher3@ teaches in school A, a fresh teacher nothing.
      const teacher3 = all.items.find((t: { email: string }) => t.email === 'teacher3@demo.test');
      expect(teacher3.classCount).toBeGreaterThan(0);
      const names = all.items.map((t: { name: string }) => t.name.toLowerCase());
      expect(names).toEqual([...names].sort());

      const desc = (await post(demoEmails.district, api.adminTeachers.path, { sort: 'email', dir: 'desc', pageSize: 100 })).json().data;
      const descEmails = desc.items.map((t: { email: string }) => t.email);
      expect(descEmails).toEqual([...descEmails].sort().reverse());

      const found = (await post(demoEmails.district, api.adminTeachers.path, { q: 'HADDAD' })).json().data;
      expect(found.items.map((t: { email: string }) => t.email)).toEqual(['teacher3@demo.test']);
      expect((await post(demoEmails.district, api.adminTeachers.path, { q: '%' })).json().data.total).toBe(0);

      const inB = (await post(demoEmails.district, api.adminTeachers.path, { schoolId: school.B, pageSize: 100 })).json().data;
      expect(inB.items.map((t: { email: string }) => t.email).sort()).toEqual(
        expect.arrayContaining(['teacher4@demo.test', 'teacher@demo.test']),
      );
      const page = (await post(demoEmails.district, api.adminTeachers.path, { pageSize: 1, page: 1 })).json().data;
      expect(page.items).toHaveLength(1);
      expect(page.items[0]._id).toBe(all.items[1]._id);
      expect(page.total).toBe(all.total);
    });

    it('shows the classes a teacher teaches and refuses to delete or unassign while they do', async () => {
      const teacher3 = await userIdOf(suite.db, 'teacher3@demo.test');
      const detail = (await get(demoEmails.admin, path(api.adminTeacher, teacher3))).json().data;
      expect(detail.classes.length).toBeGreaterThan(0);
      expect(detail.classCount).toBe(detail.classes.length);
      expect(detail.manageable).toBe(true);

      const del = await post(demoEmails.admin, path(api.adminTeacherDelete, teacher3));
      expect(del.statusCode).toBe(409);
      expect(del.json().message).toContain(detail.classes[0].course);
      const remove = await post(demoEmails.admin, path(api.adminTeacherRemoveSchool, teacher3), { schoolId: school.A });
      expect(remove.statusCode).toBe(409);
      expect((await suite.db.select().from(users).where(eq(users.id, teacher3))).length).toBe(1);
    });

    it('refuses account-wide changes to a teacher who also works outside the admin’s reach', async () => {
      const teacher = await userIdOf(suite.db, demoEmails.teacher); // schools A and B
      const detail = (await get(demoEmails.admin, path(api.adminTeacher, teacher))).json().data;
      expect(detail.schools.map((s: { _id: string }) => s._id)).toEqual([school.A]);
      expect(detail.otherSchoolCount).toBe(1);
      expect(detail.manageable).toBe(false);
      const res = await post(demoEmails.admin, path(api.adminTeacherStatus, teacher), { active: false });
      expect(res.statusCode).toBe(409);
      expect((await get(demoEmails.district, path(api.adminTeacher, teacher))).json().data.manageable).toBe(true);
    });

    it('edits (duplicate email: 409 on body.email), moves between schools, deactivates ending sessions, reactivates, deletes', async () => {
      const t = await freshTeacher(suite.db, school.A);
      const taken = await post(demoEmails.district, path(api.adminTeacherUpdate, t.id), { name: 'X Y', email: 'TEACHER@demo.test' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().details).toEqual([expect.objectContaining({ path: 'body.email' })]);
      const email = uniqueEmail('edited');
      const edited = await post(demoEmails.district, path(api.adminTeacherUpdate, t.id), {
        name: 'Edited Name',
        email: email.toUpperCase(),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ name: 'Edited Name', email });

      const added = await post(demoEmails.district, path(api.adminTeacherAddSchool, t.id), { schoolId: school.B });
      expect(
        added
          .json()
          .data.schools.map((s: { _id: string }) => s._id)
          .sort(),
      ).toEqual([school.A, school.B].sort());
      expect((await post(demoEmails.district, path(api.adminTeacherAddSchool, t.id), { schoolId: school.B })).statusCode).toBe(409);
      expect((await post(demoEmails.district, path(api.adminTeacherAddSchool, t.id), { schoolId: school.C })).statusCode).toBe(404);
      const removed = await post(demoEmails.district, path(api.adminTeacherRemoveSchool, t.id), { schoolId: school.A });
      expect(removed.json().data.schools.map((s: { _id: string }) => s._id)).toEqual([school.B]);
      // Out of the school admin's reach now.
      expect((await get(demoEmails.admin, path(api.adminTeacher, t.id))).statusCode).toBe(404);

      await suite.db
        .insert(refreshTokens)
        .values({ familyId: t.id, userId: t.id, tokenHash: `h-${t.id}`, expiresAt: new Date(Date.now() + 1e7) });
      const off = await post(demoEmails.district, path(api.adminTeacherStatus, t.id), { active: false });
      expect(off.json().data.disabled).toBe(true);
      const [token] = await suite.db.select().from(refreshTokens).where(eq(refreshTokens.userId, t.id));
      expect(token!.revokedAt).not.toBeNull();
      const deactivated = (await post(demoEmails.district, api.adminTeachers.path, { status: 'deactivated', pageSize: 500 })).json().data;
      expect(deactivated.items.map((x: { _id: string }) => x._id)).toContain(t.id);
      const active = (await post(demoEmails.district, api.adminTeachers.path, { status: 'active', pageSize: 500 })).json().data;
      expect(active.items.map((x: { _id: string }) => x._id)).not.toContain(t.id);
      expect((await post(demoEmails.district, path(api.adminTeacherStatus, t.id), { active: true })).json().data.disabled).toBe(false);

      expect((await post(demoEmails.district, path(api.adminTeacherDelete, t.id))).statusCode).toBe(200);
      expect(await suite.db.select().from(users).where(eq(users.id, t.id))).toEqual([]);
      const actions = (await auditOf(t.id)).map((a) => a.action);
      expect(actions).toEqual([
        'teacher.update',
        'teacher.school.add',
        'teacher.school.remove',
        'teacher.deactivate',
        'teacher.reactivate',
        'teacher.delete',
      ]);
    });

    it('ends a deactivated teacher’s access at once', async () => {
      const email = 'teacher3@demo.test';
      expect((await get(email, api.currentUser.path)).statusCode).toBe(200);
      const teacher3 = await userIdOf(suite.db, email);
      expect((await post(demoEmails.super, path(api.adminTeacherStatus, teacher3), { active: false })).statusCode).toBe(200);
      expect((await get(email, api.currentUser.path)).statusCode).toBe(401);
      const login = await suite.server.app.inject({ method: 'POST', url: api.login.path, payload: { email, password: 'demo1234' } });
      expect(login.statusCode).not.toBe(200);
      await post(demoEmails.super, path(api.adminTeacherStatus, teacher3), { active: true });
    });
  });

  describe('students', () => {
    it('creates a student (duplicate number in the school: 409 on body.studentNumber), edits, moves, deactivates', async () => {
      const number = uniqueNumber();
      const body = { firstName: 'Nia', lastName: 'Okafor', studentNumber: number, schoolId: school.A, gradeSectionId: section.A7A };
      const created = await post(demoEmails.admin, api.adminStudentCreate.path, body);
      expect(created.statusCode).toBe(201);
      const student = created.json().data;
      expect(student).toMatchObject({ firstName: 'Nia', school: { _id: school.A }, gradeSection: { _id: section.A7A, name: '7-A' } });

      const dup = await post(demoEmails.admin, api.adminStudentCreate.path, { ...body, firstName: 'Other' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().details).toEqual([expect.objectContaining({ path: 'body.studentNumber' })]);
      // The same number in another school is fine.
      expect(
        (await post(demoEmails.super, api.adminStudentCreate.path, { ...body, schoolId: school.C, gradeSectionId: null })).statusCode,
      ).toBe(201);
      const wrongSection = await post(demoEmails.admin, api.adminStudentCreate.path, {
        ...body,
        studentNumber: uniqueNumber(),
        gradeSectionId: section.C7A,
      });
      expect(wrongSection.statusCode).toBe(400);
      expect(wrongSection.json().details[0].path).toBe('body.gradeSectionId');

      const moved = await post(demoEmails.admin, path(api.adminStudentUpdate, student._id), { gradeSectionId: section.A7B });
      expect(moved.json().data.gradeSection.name).toBe('7-B');
      const edited = await post(demoEmails.admin, path(api.adminStudentUpdate, student._id), { lastName: 'Okafor-Reyes' });
      expect(edited.json().data.lastName).toBe('Okafor-Reyes');

      const off = await post(demoEmails.admin, path(api.adminStudentStatus, student._id), { active: false });
      expect(off.json().data.deactivatedAt).not.toBeNull();
      const listed = (await post(demoEmails.admin, api.adminStudents.path, { q: number, status: 'deactivated' })).json().data;
      expect(listed.items.map((s: { _id: string }) => s._id)).toEqual([student._id]);
      expect((await post(demoEmails.admin, api.adminStudents.path, { q: number, status: 'active' })).json().data.total).toBe(0);
      const on = await post(demoEmails.admin, path(api.adminStudentStatus, student._id), { active: true });
      expect(on.json().data.deactivatedAt).toBeNull();

      expect((await get(demoEmails.admin, path(api.adminStudent, student._id))).statusCode).toBe(200);
      expect((await auditOf(student._id)).map((a) => a.action)).toEqual([
        'student.create',
        'student.move',
        'student.update',
        'student.deactivate',
        'student.reactivate',
        'student.profile.read',
      ]);
    });

    it('filters by grade section and sorts', async () => {
      const inSection = (await post(demoEmails.admin, api.adminStudents.path, { gradeSectionId: section.A7A, pageSize: 500 })).json().data;
      expect(inSection.total).toBeGreaterThan(0);
      for (const s of inSection.items) expect(s.gradeSection).toBe('7-A');
      const byNumber = (await post(demoEmails.admin, api.adminStudents.path, { sort: 'studentNumber', dir: 'desc', pageSize: 50 })).json()
        .data;
      const numbers = byNumber.items.map((s: { studentNumber: string }) => s.studentNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    });
  });

  describe('parents', () => {
    it('creates a parent with a one-time password that signs in and sees the child; a second with that email is a 409', async () => {
      const child = await freshStudent(suite.db, school.A, section.A7A);
      const email = uniqueEmail('mum');
      const res = await post(demoEmails.admin, api.adminParentCreate.path, { name: 'Ada Parent', email, studentIds: [child.id] });
      expect(res.statusCode).toBe(201);
      const { parent, temporaryPassword } = res.json().data;
      expect(temporaryPassword).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
      expect(parent.children.map((c: { _id: string }) => c._id)).toEqual([child.id]);
      const [row] = await suite.db.select().from(users).where(eq(users.id, parent._id));
      expect(row!.passwordHash).not.toContain(temporaryPassword);
      const audit = await suite.db.select().from(auditLog).where(eq(auditLog.entityId, parent._id));
      expect(JSON.stringify(audit)).not.toContain(temporaryPassword);

      const login = await suite.server.app.inject({ method: 'POST', url: api.login.path, payload: { email, password: temporaryPassword } });
      expect(login.statusCode).toBe(200);
      const children = await suite.server.app.inject({
        method: 'GET',
        url: api.parentChildren.path,
        headers: { authorization: `Bearer ${login.json().data.token}` },
      });
      expect(children.json().data.map((c: { _id: string }) => c._id)).toEqual([child.id]);

      const dup = await post(demoEmails.admin, api.adminParentCreate.path, {
        name: 'Again',
        email: email.toUpperCase(),
        studentIds: [child.id],
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().details).toEqual([expect.objectContaining({ path: 'body.email' })]);
      const foreignChild = await freshStudent(suite.db, school.C);
      const foreign = await post(demoEmails.admin, api.adminParentCreate.path, {
        name: 'Mixed',
        email: uniqueEmail('mixed'),
        studentIds: [child.id, foreignChild.id],
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('links and unlinks children, lists and searches by child, deactivates, deletes keeping the children', async () => {
      const first = await freshStudent(suite.db, school.A);
      const second = await freshStudent(suite.db, school.A);
      const parent = await freshParent(suite.db, [first.id]);
      const byCount = (await post(demoEmails.admin, api.adminParents.path, { sort: 'childCount', dir: 'desc', pageSize: 1 })).json().data;
      expect(byCount.items[0].children.length).toBeGreaterThanOrEqual(2); // parent@ has two children
      const linked = await post(demoEmails.admin, path(api.adminParentLink, parent.id), { studentId: second.id });
      expect(
        linked
          .json()
          .data.children.map((c: { _id: string }) => c._id)
          .sort(),
      ).toEqual([first.id, second.id].sort());
      expect((await post(demoEmails.admin, path(api.adminParentLink, parent.id), { studentId: second.id })).statusCode).toBe(409);

      const bySecond = (await post(demoEmails.admin, api.adminParents.path, { q: second.lastName })).json().data;
      expect(bySecond.items.map((p: { _id: string }) => p._id)).toEqual([parent.id]);

      const unlinked = await post(demoEmails.admin, path(api.adminParentUnlink, parent.id), { studentId: first.id });
      expect(unlinked.json().data.children.map((c: { _id: string }) => c._id)).toEqual([second.id]);
      expect((await post(demoEmails.admin, path(api.adminParentUnlink, parent.id), { studentId: first.id })).statusCode).toBe(409);

      expect((await post(demoEmails.admin, path(api.adminParentStatus, parent.id), { active: false })).json().data.disabled).toBe(true);
      expect((await post(demoEmails.admin, path(api.adminParentDelete, parent.id))).statusCode).toBe(200);
      expect(await suite.db.select().from(users).where(eq(users.id, parent.id))).toEqual([]);
      expect(
        await suite.db
          .select()
          .from(parentStudents)
          .where(and(eq(parentStudents.parentId, parent.id))),
      ).toEqual([]);
      expect((await get(demoEmails.admin, path(api.adminStudent, second.id))).statusCode).toBe(200);
      expect((await auditOf(second.id)).map((a) => a.action)).toEqual(['parent.link', 'student.profile.read']);
      expect((await auditOf(first.id)).map((a) => a.action)).toEqual(['parent.unlink']);
      expect((await auditOf(parent.id)).map((a) => a.action)).toEqual(['parent.deactivate', 'parent.delete']);
    });
  });
});
