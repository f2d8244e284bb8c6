import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { districtSchema, schoolSchema } from '@/contract/schemas/sup-admin';
import { auditLog } from '../db/schema';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addUser as addAccount, addToSchool } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { studentCountOf, teachersOf } from '../test/organisation-fixtures';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const district = { 1: id('district/1'), 2: id('district/2') };
const names = { A: 'Riverside Middle School', B: 'Hillcrest Middle School', C: 'Lakeshore Middle School' };
const at = (path: string, target: string) => buildPath(path, { id: target });

describe.each(databaseKinds)('sup-admin endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;
  const items = async (email: string, url: string) => (await get(email, url)).json().data.items;

  describe('district and school lists', () => {
    it('pages, searches and sorts districts, all for the super admin and their own for a district admin', async () => {
      const all = (await get(demoEmails.super, api.districtsAll.path)).json().data;
      expect(all.total).toBe(2);
      expect(
        all.items.map((d: unknown) => districtSchema.parse(d)).map((d: { name: string; schoolCount: number }) => [d.name, d.schoolCount]),
      ).toEqual([
        ['Lakeshore District', 1],
        ['Riverside Unified', 2],
      ]);
      const bySchools = await items(demoEmails.super, `${api.districtsAll.path}?sort=schoolCount&dir=desc`);
      expect(bySchools.map((d: { name: string }) => d.name)).toEqual(['Riverside Unified', 'Lakeshore District']);
      const page = (await get(demoEmails.super, `${api.districtsAll.path}?pageSize=1&page=1`)).json().data;
      expect([page.total, page.items.length, page.items[0].name]).toEqual([2, 1, 'Riverside Unified']);
      expect((await items(demoEmails.super, `${api.districtsAll.path}?q=lake`)).map((d: { name: string }) => d.name)).toEqual([
        'Lakeshore District',
      ]);
      // `%` is a character, not a wildcard.
      expect(await items(demoEmails.super, `${api.districtsAll.path}?q=%25`)).toEqual([]);
      expect((await items(demoEmails.district, api.districtsAll.path)).map((d: { name: string }) => d.name)).toEqual(['Riverside Unified']);
      expect((await get(demoEmails.super, `${api.districtsAll.path}?sort=secret`)).statusCode).toBe(400);
    });

    it('lists schools with counts, scoped to the district or the school admin', async () => {
      const all = (await items(demoEmails.super, api.schoolsAll.path)).map((s: unknown) => schoolSchema.parse(s));
      expect(all.map((s: { name: string }) => s.name)).toEqual([names.B, names.C, names.A]);
      for (const s of all) {
        expect(s.studentCount).toBe(await studentCountOf(suite.db, s._id));
        expect(s.teacherCount).toBe((await teachersOf(suite.db, s._id)).length);
      }
      const byStudents = await items(demoEmails.super, `${api.schoolsAll.path}?sort=studentCount&dir=desc`);
      const counts = byStudents.map((s: { studentCount: number }) => s.studentCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const byDistrict = await items(demoEmails.super, `${api.schoolsAll.path}?districtId=${district[2]}`);
      expect(byDistrict.map((s: { _id: string }) => s._id)).toEqual([school.C]);
      expect((await items(demoEmails.district, api.schoolsAll.path)).map((s: { _id: string }) => s._id).sort()).toEqual(
        [school.A, school.B].sort(),
      );
      expect((await items(demoEmails.admin, api.schoolsAll.path)).map((s: { _id: string }) => s._id)).toEqual([school.A]);
    });

    it('shows nothing to a district admin without a district', async () => {
      const lonely = await addAccount(suite.db, 'lonely-district@demo.test', 'district-admin');
      expect((await get(lonely.email, api.districtsAll.path)).json().data).toMatchObject({ items: [], total: 0 });
      expect((await get(lonely.email, api.schoolsAll.path)).json().data).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('districts and schools: create, edit, deactivate, delete', () => {
    it('creates a district and a school in it, edits them, and deletes them once empty', async () => {
      const created = await post(demoEmails.super, api.districtCreate.path, { name: '  Mountain District ' });
      expect(created.statusCode).toBe(201);
      const d = districtSchema.parse(created.json().data);
      expect(d).toMatchObject({ name: 'Mountain District', schoolCount: 0, deactivatedAt: null });

      const s = await post(demoEmails.super, api.schoolCreate.path, { name: 'Peak High', city: 'Summit', districtId: d._id });
      expect(s.statusCode).toBe(201);
      const schoolId = s.json().data._id;
      expect(
        (await post(demoEmails.super, at(api.schoolUpdate.path, schoolId), { name: 'Peak High School', city: null })).json().data,
      ).toMatchObject({
        name: 'Peak High School',
        city: null,
      });

      const preview = (await get(demoEmails.super, at(api.districtDeletePreview.path, d._id))).json().data;
      expect(preview.counts.schools).toBe(1);
      expect(preview.blockedBy).toMatch(/still has 1 school/);
      expect((await post(demoEmails.super, at(api.districtDelete.path, d._id))).statusCode).toBe(409);

      const schoolPreview = (await get(demoEmails.super, at(api.schoolDeletePreview.path, schoolId))).json().data;
      expect(schoolPreview).toMatchObject({ name: 'Peak High School', blockedBy: null, counts: { students: 0 } });
      expect((await post(demoEmails.super, at(api.schoolDelete.path, schoolId))).statusCode).toBe(200);
      expect((await get(demoEmails.super, at(api.schoolGet.path, schoolId))).statusCode).toBe(404);
      expect((await post(demoEmails.super, at(api.districtDelete.path, d._id))).statusCode).toBe(200);
      expect((await get(demoEmails.super, at(api.districtGet.path, d._id))).statusCode).toBe(404);
    });

    it('refuses to delete a school with students, saying what to do, and counts what it holds', async () => {
      const preview = (await get(demoEmails.district, at(api.schoolDeletePreview.path, school.A))).json().data;
      expect(preview.counts.students).toBe(await studentCountOf(suite.db, school.A));
      expect(preview.counts.classes).toBeGreaterThan(0);
      expect(preview.blockedBy).toMatch(/Student privacy/);
      const res = await post(demoEmails.district, at(api.schoolDelete.path, school.A));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/students/);
    });

    it('lets a district admin create schools only in their own district', async () => {
      expect((await post(demoEmails.district, api.schoolCreate.path, { name: 'Elsewhere', districtId: district[2] })).statusCode).toBe(404);
      const res = await post(demoEmails.district, api.schoolCreate.path, { name: 'Brook Elementary', districtId: district[1] });
      expect(res.statusCode).toBe(201);
      expect(res.json().data._district._id).toBe(district[1]);
    });

    it('a deactivated school locks out its only-school people at sign-in, refresh and on every request, until reactivated', async () => {
      const res = await post(demoEmails.super, api.schoolCreate.path, { name: 'Quiet School', districtId: district[2] });
      const quiet = res.json().data._id;
      const teacher = await addAccount(suite.db, 'quiet-teacher@demo.test', 'teacher');
      await addToSchool(suite.db, teacher.id, quiet);
      const both = await addAccount(suite.db, 'busy-teacher@demo.test', 'teacher');
      await addToSchool(suite.db, both.id, quiet);
      await addToSchool(suite.db, both.id, school.C);

      const signIn = (email: string) =>
        suite.server.app.inject({ method: 'POST', url: api.login.path, payload: { email, password: 'demo1234' } });
      const session = (await signIn(teacher.email)).json().data;
      expect(session.refreshToken).toBeTruthy();

      expect(
        (await post(demoEmails.super, at(api.schoolSetActive.path, quiet), { active: false })).json().data.deactivatedAt,
      ).not.toBeNull();
      expect((await signIn(teacher.email)).statusCode).toBe(401);
      expect((await signIn(both.email)).statusCode).toBe(200);
      const me = await suite.server.app.inject({
        method: 'GET',
        url: api.currentUser.path,
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(me.statusCode).toBe(401);
      const refresh = await suite.server.app.inject({
        method: 'POST',
        url: api.refreshToken.path,
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);

      await post(demoEmails.super, at(api.schoolSetActive.path, quiet), { active: true });
      expect((await signIn(teacher.email)).statusCode).toBe(200);
    });

    it('a deactivated district locks out its district admins and its schools’ staff, not parents', async () => {
      const res = await post(demoEmails.super, api.districtCreate.path, { name: 'Sleepy District' });
      const sleepy = res.json().data._id;
      const admin = await addAccount(suite.db, 'sleepy-admin@demo.test', 'district-admin', sleepy);
      const s = (await post(demoEmails.super, api.schoolCreate.path, { name: 'Sleepy School', districtId: sleepy })).json().data._id;
      const schoolAdmin = await addAccount(suite.db, 'sleepy-school@demo.test', 'school-admin');
      await addToSchool(suite.db, schoolAdmin.id, s);
      const signIn = (email: string) =>
        suite.server.app.inject({ method: 'POST', url: api.login.path, payload: { email, password: 'demo1234' } });

      await post(demoEmails.super, at(api.districtSetActive.path, sleepy), { active: false });
      expect((await signIn(admin.email)).statusCode).toBe(401);
      expect((await signIn(schoolAdmin.email)).statusCode).toBe(401);
      expect((await signIn(demoEmails.parent)).statusCode).toBe(200);
      const inactive = await items(demoEmails.super, `${api.districtsAll.path}?status=deactivated`);
      expect(inactive.map((d: { _id: string }) => d._id)).toEqual([sleepy]);
      await post(demoEmails.super, at(api.districtSetActive.path, sleepy), { active: true });
      expect((await signIn(admin.email)).statusCode).toBe(200);
    });
  });

  describe('district and school admins', () => {
    it('creates a school admin with a one-time password that signs in, and refuses a taken email with its path', async () => {
      const res = await post(demoEmails.district, api.schoolAdminCreate.path, {
        name: 'Sam School',
        email: ' Sam.School@Demo.test ',
        schoolIds: [school.B],
      });
      expect(res.statusCode).toBe(201);
      const { account, temporaryPassword } = res.json().data;
      expect(account).toMatchObject({ email: 'sam.school@demo.test', role: 'school-admin', schools: [{ _id: school.B, name: names.B }] });
      expect(temporaryPassword).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
      const signIn = await suite.server.app.inject({
        method: 'POST',
        url: api.login.path,
        payload: { email: 'sam.school@demo.test', password: temporaryPassword },
      });
      expect(signIn.statusCode).toBe(200);

      const again = await post(demoEmails.super, api.districtAdminCreate.path, {
        name: 'Dup',
        email: 'sam.school@demo.test',
        districtId: district[1],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().details).toEqual([{ path: 'body.email', message: expect.any(String) }]);
      const listed = await items(demoEmails.district, `${api.schoolAdminsAll.path}?q=sam`);
      expect(listed.map((a: { email: string }) => a.email)).toEqual(['sam.school@demo.test']);
    });

    it('deactivating an admin ends their sessions; reactivating lets them sign in again', async () => {
      const created = (
        await post(demoEmails.super, api.districtAdminCreate.path, { name: 'Dee', email: 'dee@demo.test', districtId: district[2] })
      ).json().data;
      const login = () =>
        suite.server.app.inject({
          method: 'POST',
          url: api.login.path,
          payload: { email: 'dee@demo.test', password: created.temporaryPassword },
        });
      const session = (await login()).json().data;
      const off = await post(demoEmails.super, at(api.districtAdminSetActive.path, created.account._id), { active: false });
      expect(off.json().data.disabled).toBe(true);
      const refresh = await suite.server.app.inject({
        method: 'POST',
        url: api.refreshToken.path,
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      await post(demoEmails.super, at(api.districtAdminSetActive.path, created.account._id), { active: true });
      expect((await login()).statusCode).toBe(200);
      // The refresh token revoked at deactivation stays revoked.
      const stale = await suite.server.app.inject({
        method: 'POST',
        url: api.refreshToken.path,
        payload: { refreshToken: session.refreshToken },
      });
      expect(stale.statusCode).toBe(401);
      expect((await post(demoEmails.super, at(api.districtAdminDelete.path, created.account._id))).statusCode).toBe(200);
      expect((await login()).statusCode).toBe(401);
      // The one account path of every kind names the audit actions by the account's kind (§13).
      const audited = await suite.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, created.account._id))
        .orderBy(asc(auditLog.id));
      expect(audited.map((row) => row.action)).toEqual([
        'district-admin.create',
        'district-admin.deactivate',
        'district-admin.reactivate',
        'district-admin.delete',
      ]);
    });

    it('a district admin cannot give a school admin a school of another district', async () => {
      const res = await post(demoEmails.district, api.schoolAdminCreate.path, {
        name: 'X',
        email: 'x-foreign@demo.test',
        schoolIds: [school.A, school.C],
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
