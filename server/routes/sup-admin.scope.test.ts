/**
 * The scope matrix of the organisation consoles (issue 10): every `sup-admin` endpoint × every role
 * and signed out × an object of the caller's own and of a foreign district or school → 200/201,
 * 401, 403 or 404 (server/test/organisation-scope.ts has the cases), and no foreign row in a list.
 */
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { supAdminEndpoints } from '@/contract/endpoints/sup-admin';
import { demoEmails } from '../seed/people';
import { databaseKinds, serverSuite } from '../test/harness';
import { callers, expectedStatus, matrixCases, orgIds, type Side } from '../test/organisation-scope';

describe.each(databaseKinds)('organisation scope matrix (%s)', (kind) => {
  const suite = serverSuite(kind);

  it('covers every endpoint of the group', () => {
    expect(matrixCases.map((c) => c.endpoint).sort()).toEqual(Object.keys(supAdminEndpoints).sort());
  });

  for (const c of matrixCases) {
    it(`${c.endpoint}: every role, own and foreign`, async () => {
      const seen: string[] = [];
      const wanted: string[] = [];
      for (const [label, email, role] of callers) {
        for (const side of ['own', 'foreign'] as Side[]) {
          const request = await c.request(side, suite.db);
          const res = email ? await suite.server.as(email, request) : await suite.server.app.inject(request);
          seen.push(`${label} ${side}: ${res.statusCode}`);
          wanted.push(`${label} ${side}: ${expectedStatus(c, role, side)}`);
        }
      }
      expect(seen).toEqual(wanted);
    });
  }

  it('lists no foreign rows', async () => {
    const ids = async (email: string, path: string) =>
      (await suite.get(email, `${path}${path.includes('?') ? '&' : '?'}pageSize=500`)).json().data.items as {
        _id: string;
        _district?: { _id: string };
        schools?: { _id: string }[];
      }[];

    const districts = await ids(demoEmails.district, api.districtsAll.path);
    expect(districts.map((d) => d._id)).toEqual([orgIds.district.own]);

    const districtSchools = await ids(demoEmails.district, api.schoolsAll.path);
    expect(districtSchools.length).toBeGreaterThan(0);
    expect(districtSchools.every((s) => s._district?._id === orgIds.district.own)).toBe(true);

    const adminSchools = await ids(demoEmails.admin, api.schoolsAll.path);
    expect(adminSchools.map((s) => s._id)).toEqual([orgIds.school.own]);

    const schoolAdmins = await ids(demoEmails.district, api.schoolAdminsAll.path);
    expect(schoolAdmins.length).toBeGreaterThan(0);
    expect(schoolAdmins.every((a) => a.schools?.every((s) => s._id !== orgIds.school.foreign))).toBe(true);

    // A filter naming a foreign district answers an empty page, not its schools.
    const filtered = await ids(demoEmails.district, `${api.schoolsAll.path}?districtId=${orgIds.district.foreign}`);
    expect(filtered).toEqual([]);
  });
});
