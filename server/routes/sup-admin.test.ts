import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { districtSchema, schoolSchema } from '@/contract/schemas/sup-admin';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addUser as addAccount } from '../test/accounts';
import { databaseKinds, serverSuite } from '../test/harness';
import { studentCountOf, teachersOf } from '../test/organisation-fixtures';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const names = { A: 'Riverside Middle School', B: 'Hillcrest Middle School', C: 'Lakeshore Middle School' };

describe.each(databaseKinds)('sup-admin endpoints (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get } = suite;

  /** An extra account with the demo password, for scope cases the demo data does not have. */
  const addUser = (email: string, role: 'district-admin') => addAccount(suite.db, email, role);

  describe('districts and schools', () => {
    it('lists all districts for the super admin and only their own for a district admin', async () => {
      const all = (await get(demoEmails.super, api.districtsAll.path)).json().data.map((d: unknown) => districtSchema.parse(d));
      expect(all.map((d: { name: string; schoolCount: number }) => [d.name, d.schoolCount])).toEqual([
        ['Lakeshore District', 1],
        ['Riverside Unified', 2],
      ]);
      const own = (await get(demoEmails.district, api.districtsAll.path)).json().data;
      expect(own.map((d: { name: string }) => d.name)).toEqual(['Riverside Unified']);
    });

    it('lists schools with counts, scoped to the district or the school admin', async () => {
      const all = (await get(demoEmails.super, api.schoolsAll.path)).json().data.map((s: unknown) => schoolSchema.parse(s));
      expect(all.map((s: { name: string }) => s.name)).toEqual([names.B, names.C, names.A]);
      for (const s of all) {
        expect(s.studentCount).toBe(await studentCountOf(suite.db, s._id));
        const teachers = await teachersOf(suite.db, s._id);
        expect(s.teacherCount).toBe(teachers.length);
        expect(s.teacherCount).toBeGreaterThan(0);
      }
      expect(all.find((s: { _id: string }) => s._id === school.C)._district.name).toBe('Lakeshore District');

      const district = (await get(demoEmails.district, api.schoolsAll.path)).json().data;
      expect(district.map((s: { _id: string }) => s._id).sort()).toEqual([school.A, school.B].sort());
      const admin = (await get(demoEmails.admin, api.schoolsAll.path)).json().data;
      expect(admin.map((s: { _id: string }) => s._id)).toEqual([school.A]);
    });

    it('shows nothing to a district admin without a district', async () => {
      const lonely = await addUser('lonely-district@demo.test', 'district-admin');
      expect((await get(lonely.email, api.districtsAll.path)).json()).toEqual({ data: [] });
      expect((await get(lonely.email, api.schoolsAll.path)).json()).toEqual({ data: [] });
    });
  });
});
