import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { analyticsScopesSchema, completionSchema, gradebookUseSchema } from '@/contract/schemas/analytics';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';

const district = { 1: id('district/1'), 2: id('district/2') };
const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const unknownId = '00000000-0000-4000-8000-000000000000';
const range = { from: '2026-09-01', to: '2026-11-22' };

const figurePaths = [api.analyticsActivity.path, api.analyticsCompletion.path, api.analyticsTimeSpent.path, api.analyticsGradebook.path];
const url = (path: string, narrow: Record<string, string> = {}) => `${path}?${new URLSearchParams({ ...range, ...narrow })}`;

type Case = [who: string, email: string | null, narrow: Record<string, string>, status: number];

/** Each figure endpoint × role × own and foreign district/school (demo districts 1: A, B and 2: C). */
const cases: Case[] = [
  ['signed out', null, {}, 401],
  ['a teacher', demoEmails.teacher, {}, 403],
  ['a teacher, own school', demoEmails.teacher, { schoolId: school.A }, 403],
  ['a parent', demoEmails.parent, {}, 403],
  ['the super admin, the platform', demoEmails.super, {}, 200],
  ['the super admin, a district', demoEmails.super, { districtId: district[2] }, 200],
  ['the super admin, a school', demoEmails.super, { schoolId: school.C }, 200],
  ['the super admin, a school of its district', demoEmails.super, { districtId: district[1], schoolId: school.B }, 200],
  ['the super admin, a school of another district', demoEmails.super, { districtId: district[2], schoolId: school.A }, 404],
  ['the super admin, an unknown district', demoEmails.super, { districtId: unknownId }, 404],
  ['the super admin, an unknown school', demoEmails.super, { schoolId: unknownId }, 404],
  ['a district admin, their district', demoEmails.district, {}, 200],
  ['a district admin, their district named', demoEmails.district, { districtId: district[1] }, 200],
  ['a district admin, a school of theirs', demoEmails.district, { schoolId: school.B }, 200],
  ['a district admin, a foreign district', demoEmails.district, { districtId: district[2] }, 404],
  ['a district admin, a foreign school', demoEmails.district, { schoolId: school.C }, 404],
  ['a school admin, their school', demoEmails.admin, {}, 200],
  ['a school admin, their school named', demoEmails.admin, { schoolId: school.A }, 200],
  ['a school admin, a school of the same district', demoEmails.admin, { schoolId: school.B }, 404],
  ['a school admin, a foreign school', demoEmails.admin, { schoolId: school.C }, 404],
  ['a school admin, their district (they reach no district)', demoEmails.admin, { districtId: district[1] }, 404],
];

describe.each(databaseKinds)('analytics scope (%s)', (kind) => {
  const suite = serverSuite(kind);
  const request = (email: string | null, target: string) =>
    email ? suite.get(email, target) : suite.server.app.inject({ method: 'GET', url: target });

  describe.each(figurePaths)('%s', (path) => {
    it.each(cases)('%s → %i', async (_, email, narrow, status) => {
      const res = await request(email, url(path, narrow));
      expect(res.statusCode, res.body).toBe(status);
    });

    it('names what it cannot find: the school when one is asked for, else the district', async () => {
      const messageOf = async (email: string, narrow: Record<string, string>) => (await request(email, url(path, narrow))).json().message;
      expect(await messageOf(demoEmails.district, { districtId: district[2] })).toBe('District not found');
      expect(await messageOf(demoEmails.super, { districtId: unknownId })).toBe('District not found');
      expect(await messageOf(demoEmails.admin, { schoolId: school.C })).toBe('School not found');
      // A school the caller reaches, but not in the district asked for.
      expect(await messageOf(demoEmails.super, { districtId: district[2], schoolId: school.A })).toBe('School not found');
    });

    it('answers a foreign school exactly as an unknown one', async () => {
      const foreign = await request(demoEmails.district, url(path, { schoolId: school.C }));
      const unknown = await request(demoEmails.district, url(path, { schoolId: unknownId }));
      expect(foreign.json()).toEqual(unknown.json());
    });
  });

  it('lists only the districts and schools in reach for narrowing', async () => {
    const scopesOf = async (email: string | null) => {
      const res = await request(email, api.analyticsScopes.path);
      return res.statusCode === 200 ? analyticsScopesSchema.parse(res.json().data) : res.statusCode;
    };
    const ids = (list: Array<{ _id: string }>) => list.map((x) => x._id).sort();
    const all = await scopesOf(demoEmails.super);
    if (typeof all === 'number') throw new Error(`super admin: ${all}`);
    expect(ids(all.districts)).toEqual(expect.arrayContaining([district[1], district[2]]));
    expect(ids(all.schools)).toEqual(expect.arrayContaining([school.A, school.B, school.C]));
    expect(await scopesOf(demoEmails.district)).toMatchObject({
      districts: [{ _id: district[1] }],
      schools: expect.arrayContaining([expect.objectContaining({ _id: school.A }), expect.objectContaining({ _id: school.B })]),
    });
    const mine = await scopesOf(demoEmails.district);
    if (typeof mine === 'number') throw new Error(`district admin: ${mine}`);
    expect(ids(mine.schools)).toEqual([school.A, school.B].sort());
    expect(await scopesOf(demoEmails.admin)).toEqual({
      districts: [],
      schools: [{ _id: school.A, name: expect.any(String), districtId: district[1] }],
    });
    expect(await scopesOf(demoEmails.teacher)).toBe(403);
    expect(await scopesOf(demoEmails.parent)).toBe(403);
    expect(await scopesOf(null)).toBe(401);
  });

  it("shows no school outside the caller's reach in the per-school figures", async () => {
    const schoolsIn = async (email: string) => {
      const completion = completionSchema.parse((await suite.get(email, url(api.analyticsCompletion.path))).json().data);
      const gradebook = gradebookUseSchema.parse((await suite.get(email, url(api.analyticsGradebook.path))).json().data);
      const fromCompletion = completion.bySchool.map((s) => s.schoolId).sort();
      expect(gradebook.bySchool.map((s) => s.schoolId).sort()).toEqual(fromCompletion);
      return fromCompletion;
    };
    expect(await schoolsIn(demoEmails.district)).toEqual([school.A, school.B].sort());
    expect(await schoolsIn(demoEmails.admin)).toEqual([school.A]);
    expect(await schoolsIn(demoEmails.super)).toEqual(expect.arrayContaining([school.A, school.B, school.C]));
  });

  it("a district's figures are the sum of its schools' (a school admin's are their school's)", async () => {
    const completion = async (email: string, narrow: Record<string, string> = {}) =>
      completionSchema.parse((await suite.get(email, url(api.analyticsCompletion.path, narrow))).json().data);
    const whole = await completion(demoEmails.district);
    const a = await completion(demoEmails.super, { schoolId: school.A });
    expect(whole.bySchool.find((s) => s.schoolId === school.A)).toEqual(a.bySchool[0]);
    expect(await completion(demoEmails.admin)).toEqual(a);
  });
});
