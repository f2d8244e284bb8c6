/**
 * The scope matrix of the people consoles: every endpoint × role (signed out, teacher, parent,
 * school admin, district admin, super admin) × a target in school A (the school admin's own, in
 * the district admin's district 1), school B (district 1, not the school admin's) and school C
 * (district 2) → 401, 403, 200/201 or 404; and no list shows a row out of reach.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@/contract/define';
import { endpoints } from '@/contract/endpoint-table';
import type { adminPeopleEndpoints } from '@/contract/endpoints/admin-people';
import type { Role } from '@/contract/http';
import { buildPath } from '@/contract/path';
import type { Db } from '../db/client';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { freshParent, freshStudent, freshTeacher, uniqueEmail, uniqueNumber } from '../test/people-fixtures';

type SchoolKey = 'A' | 'B' | 'C';
const school: Record<SchoolKey, string> = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const sectionOf: Record<SchoolKey, string> = { A: id('grade-section/A/7-A'), B: id('grade-section/B/7-A'), C: id('grade-section/C/7-A') };

type Name = keyof typeof adminPeopleEndpoints | 'adminStudents';

/** For each endpoint: the request about a fresh target in the school, and its success status. */
const requests: Record<Name, (db: Db, key: SchoolKey) => Promise<{ params?: Record<string, string>; body?: object }>> = {
  peopleSchoolOptions: async () => ({}),
  adminTeachers: async (_, key) => ({ body: { schoolId: school[key] } }),
  adminTeacher: async (db, key) => ({ params: { id: (await freshTeacher(db, school[key])).id } }),
  adminTeacherUpdate: async (db, key) => ({
    params: { id: (await freshTeacher(db, school[key])).id },
    body: { name: 'Renamed Teacher', email: uniqueEmail('renamed') },
  }),
  // Adding a teacher to the school they are in: 409 in reach (see `conflictInReach`), 404 out of it.
  adminTeacherAddSchool: async (db, key) => ({ params: { id: (await freshTeacher(db, school[key])).id }, body: { schoolId: school[key] } }),
  adminTeacherRemoveSchool: async (db, key) => ({
    params: { id: (await freshTeacher(db, school[key])).id },
    body: { schoolId: school[key] },
  }),
  adminTeacherStatus: async (db, key) => ({ params: { id: (await freshTeacher(db, school[key])).id }, body: { active: false } }),
  adminTeacherDelete: async (db, key) => ({ params: { id: (await freshTeacher(db, school[key])).id } }),
  adminStudents: async (_, key) => ({ body: { schoolId: school[key] } }),
  adminStudentCreate: async (_, key) => ({
    body: { firstName: 'New', lastName: 'Student', studentNumber: uniqueNumber(), schoolId: school[key], gradeSectionId: sectionOf[key] },
  }),
  adminStudent: async (db, key) => ({ params: { id: (await freshStudent(db, school[key])).id } }),
  adminStudentUpdate: async (db, key) => ({ params: { id: (await freshStudent(db, school[key])).id }, body: { firstName: 'Renamed' } }),
  adminStudentStatus: async (db, key) => ({ params: { id: (await freshStudent(db, school[key])).id }, body: { active: false } }),
  adminParents: async (_, key) => ({ body: { schoolId: school[key] } }),
  adminParentCreate: async (db, key) => ({
    body: { name: 'New Parent', email: uniqueEmail('new-parent'), studentIds: [(await freshStudent(db, school[key])).id] },
  }),
  adminParent: async (db, key) => ({ params: { id: (await freshParent(db, [(await freshStudent(db, school[key])).id])).id } }),
  adminParentUpdate: async (db, key) => ({
    params: { id: (await freshParent(db, [(await freshStudent(db, school[key])).id])).id },
    body: { name: 'Renamed Parent', email: uniqueEmail('renamed-parent') },
  }),
  adminParentLink: async (db, key) => ({
    params: { id: (await freshParent(db, [(await freshStudent(db, school[key])).id])).id },
    body: { studentId: (await freshStudent(db, school[key])).id },
  }),
  adminParentUnlink: async (db, key) => {
    const child = await freshStudent(db, school[key]);
    const other = await freshStudent(db, school[key]);
    return { params: { id: (await freshParent(db, [child.id, other.id])).id }, body: { studentId: child.id } };
  },
  adminParentStatus: async (db, key) => ({
    params: { id: (await freshParent(db, [(await freshStudent(db, school[key])).id])).id },
    body: { active: false },
  }),
  adminParentDelete: async (db, key) => ({ params: { id: (await freshParent(db, [(await freshStudent(db, school[key])).id])).id } }),
};

/** Lists answer 200 for any school (an empty page out of reach); the rest 404 out of reach. */
const lists = new Set<Name>(['adminTeachers', 'adminStudents', 'adminParents', 'peopleSchoolOptions']);
const conflictInReach = new Set<Name>(['adminTeacherAddSchool']);

const admins: Array<[Role, string, SchoolKey[]]> = [
  ['school-admin', demoEmails.admin, ['A']],
  ['district-admin', demoEmails.district, ['A', 'B']],
  ['super-admin', demoEmails.super, ['A', 'B', 'C']],
];

const names = Object.keys(requests) as Name[];

describe.each(databaseKinds)('people consoles: the scope matrix (%s)', (kind) => {
  const suite = serverSuite(kind);

  async function send(name: Name, key: SchoolKey, email: string | null) {
    const endpoint = endpoints[name];
    const { params, body } = await requests[name](suite.db, key);
    const options = {
      method: endpoint.method,
      url: buildPath(endpoint.path, params ?? {}),
      ...(endpoint.method === 'GET' ? {} : { payload: body ?? {} }),
    } as InjectOptions;
    return email ? suite.server.as(email, options) : suite.server.app.inject(options);
  }

  it.each(names)('%s: 401 signed out, 403 for a teacher and a parent', async (name) => {
    expect((await send(name, 'A', null)).statusCode).toBe(401);
    expect((await send(name, 'A', demoEmails.teacher)).statusCode).toBe(403);
    expect((await send(name, 'A', demoEmails.parent)).statusCode).toBe(403);
  });

  const cases = names.flatMap((name) =>
    admins.flatMap(([role, email, own]) =>
      (['A', 'B', 'C'] as const).map((key) => {
        const reached = own.includes(key);
        const success = (endpoints[name] as AnyEndpoint).status ?? 200;
        const expected = lists.has(name) ? 200 : reached ? (conflictInReach.has(name) ? 409 : success) : 404;
        return [name, role, key, email, expected] as const;
      }),
    ),
  );

  it.each(cases)('%s as %s, school %s → %#', async (name, _role, key, email, expected) => {
    const res = await send(name, key, email);
    expect(res.statusCode, res.body).toBe(expected);
  });

  /** Every school a list row names must be one the admin reaches. */
  it.each(admins)('%s: lists show nothing out of reach, even filtered by a foreign school', async (role, email, own) => {
    const reached = new Set(own.map((k) => school[k]));
    const foreign = (['A', 'B', 'C'] as const).filter((k) => !own.includes(k));
    await freshTeacher(suite.db, school.C);
    await freshParent(suite.db, [(await freshStudent(suite.db, school.C)).id]);
    const options = (await suite.get(email, endpoints.peopleSchoolOptions.path)).json().data as { _id: string }[];
    expect(new Set(options.map((s) => s._id))).toEqual(reached);
    for (const filter of [{}, ...foreign.map((k) => ({ schoolId: school[k] }))]) {
      const body = { pageSize: 500, ...filter };
      const teachers = (await suite.post(email, endpoints.adminTeachers.path, body)).json().data;
      const studentsPage = (await suite.post(email, endpoints.adminStudents.path, body)).json().data;
      const parents = (await suite.post(email, endpoints.adminParents.path, body)).json().data;
      if ('schoolId' in filter) {
        expect([teachers.total, studentsPage.total, parents.total]).toEqual([0, 0, 0]);
      }
      for (const t of teachers.items as { schools: { _id: string }[] }[]) {
        // The super admin also sees teachers of no school; anyone else reaches a teacher through a school.
        if (role !== 'super-admin') expect(t.schools.length).toBeGreaterThan(0);
        for (const s of t.schools) expect(reached.has(s._id)).toBe(true);
      }
      for (const s of studentsPage.items as { school: { _id: string } }[]) expect(reached.has(s.school._id)).toBe(true);
      for (const p of parents.items as { children: { school: { _id: string } }[] }[]) {
        if (role !== 'super-admin') expect(p.children.length).toBeGreaterThan(0);
        for (const c of p.children) expect(reached.has(c.school._id)).toBe(true);
      }
    }
  });
});
