/**
 * The scope matrix of the course consoles: each endpoint × role (and signed out) × an object of the
 * caller's own school or district and one of another → the expected status, and no foreign row in
 * a list. Requests here change nothing that matters (a teacher set to the one it has, an unenroll of
 * nobody, bodies a valid scope still refuses with 400), so the cells are independent.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { classOfSchool } from '../test/courses-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

const schoolA = id('school/A');
const schoolC = id('school/C');
const who = ['super', 'district', 'admin', 'teacher', 'parent', 'signedOut'] as const;
type Who = (typeof who)[number];

/** Status per caller: `own` is school A (district 1), `foreign` school C (district 2). */
const adminsReachA: Record<Who, number> = { super: 200, district: 200, admin: 200, teacher: 403, parent: 403, signedOut: 401 };
const adminsReachC: Record<Who, number> = { ...adminsReachA, district: 404, admin: 404 };
const superOnly = (ok: number): Record<Who, number> => ({
  super: ok,
  district: 403,
  admin: 403,
  teacher: 403,
  parent: 403,
  signedOut: 401,
});

describe.each(databaseKinds)('course consoles: scope matrix (%s)', (kind) => {
  const suite = serverSuite(kind);
  let classA: { id: string; courseId: string; teacherId: string };
  let classC: { id: string; courseId: string; teacherId: string };

  beforeAll(async () => {
    classA = await classOfSchool(suite.db, schoolA);
    classC = await classOfSchool(suite.db, schoolC);
  });

  async function call(caller: Who, method: 'GET' | 'POST', url: string, payload?: object) {
    if (caller === 'signedOut') return suite.server.app.inject({ method, url, ...(payload ? { payload } : {}) });
    return suite.server.as(demoEmails[caller], { method, url, ...(payload ? { payload } : {}) });
  }

  interface Cell {
    name: string;
    method: 'GET' | 'POST';
    url: () => string;
    body?: () => object;
    expected: Record<Who, number>;
  }
  const at = (path: string, params: Record<string, string>) => buildPath(path, params);
  const unknown = randomUUID();
  const createBody = (teacherId: () => string) => () => ({
    courseId: classA.courseId,
    gradeSectionId: unknown,
    teacherId: teacherId(),
    startDate: '2026-09-01',
  });

  const cells: Cell[] = [
    // The catalogue is platform-wide: every admin reads it; only the super admin writes it.
    { name: 'catalogueCourses', method: 'POST', url: () => api.catalogueCourses.path, body: () => ({}), expected: adminsReachA },
    { name: 'catalogueCourse', method: 'GET', url: () => at(api.catalogueCourse.path, { id: classC.courseId }), expected: adminsReachA },
    {
      name: 'catalogueCourse unknown',
      method: 'GET',
      url: () => at(api.catalogueCourse.path, { id: unknown }),
      expected: { ...adminsReachA, super: 404, district: 404, admin: 404 },
    },
    {
      name: 'courseCreate (invalid body)',
      method: 'POST',
      url: () => api.courseCreate.path,
      body: () => ({ name: '' }),
      expected: superOnly(400),
    },
    {
      name: 'courseUpdate unknown',
      method: 'POST',
      url: () => at(api.courseUpdate.path, { id: unknown }),
      body: () => ({ name: 'x' }),
      expected: superOnly(404),
    },
    {
      name: 'courseDelete (in use)',
      method: 'POST',
      url: () => at(api.courseDelete.path, { id: classA.courseId }),
      expected: superOnly(409),
    },
    {
      name: 'unitCreate unknown',
      method: 'POST',
      url: () => at(api.unitCreate.path, { id: unknown }),
      body: () => ({ name: 'x', level: 1 }),
      expected: superOnly(404),
    },
    {
      name: 'unitUpdate unknown',
      method: 'POST',
      url: () => at(api.unitUpdate.path, { id: unknown }),
      body: () => ({ name: 'x', level: 1 }),
      expected: superOnly(404),
    },
    {
      name: 'unitMove unknown',
      method: 'POST',
      url: () => at(api.unitMove.path, { id: unknown }),
      body: () => ({ direction: 'up' }),
      expected: superOnly(404),
    },
    { name: 'unitDelete unknown', method: 'POST', url: () => at(api.unitDelete.path, { id: unknown }), expected: superOnly(404) },
    {
      name: 'contentCreate unknown',
      method: 'POST',
      url: () => at(api.contentCreate.path, { id: unknown }),
      body: () => ({ title: 'x', kind: 'lesson', body: '' }),
      expected: superOnly(404),
    },
    {
      name: 'contentUpdate unknown',
      method: 'POST',
      url: () => at(api.contentUpdate.path, { id: unknown }),
      body: () => ({ title: 'x', kind: 'lesson', body: '' }),
      expected: superOnly(404),
    },
    {
      name: 'contentMove unknown',
      method: 'POST',
      url: () => at(api.contentMove.path, { id: unknown }),
      body: () => ({ direction: 'down' }),
      expected: superOnly(404),
    },
    { name: 'contentDelete unknown', method: 'POST', url: () => at(api.contentDelete.path, { id: unknown }), expected: superOnly(404) },

    // Classes: own school A, foreign school C.
    { name: 'classSchools', method: 'GET', url: () => api.classSchools.path, expected: adminsReachA },
    {
      name: 'schoolClasses own',
      method: 'POST',
      url: () => at(api.schoolClasses.path, { id: schoolA }),
      body: () => ({}),
      expected: adminsReachA,
    },
    {
      name: 'schoolClasses foreign',
      method: 'POST',
      url: () => at(api.schoolClasses.path, { id: schoolC }),
      body: () => ({}),
      expected: adminsReachC,
    },
    { name: 'classOptions own', method: 'GET', url: () => at(api.classOptions.path, { id: schoolA }), expected: adminsReachA },
    { name: 'classOptions foreign', method: 'GET', url: () => at(api.classOptions.path, { id: schoolC }), expected: adminsReachC },
    // A grade section that is no section: in reach 400 (the scope passed), out of reach 404 first.
    {
      name: 'classCreate own',
      method: 'POST',
      url: () => at(api.classCreate.path, { id: schoolA }),
      body: createBody(() => classA.teacherId),
      expected: { ...adminsReachA, super: 400, district: 400, admin: 400 },
    },
    {
      name: 'classCreate foreign',
      method: 'POST',
      url: () => at(api.classCreate.path, { id: schoolC }),
      body: createBody(() => classC.teacherId),
      expected: { ...adminsReachC, super: 400 },
    },
    { name: 'adminClass own', method: 'GET', url: () => at(api.adminClass.path, { id: classA.id }), expected: adminsReachA },
    { name: 'adminClass foreign', method: 'GET', url: () => at(api.adminClass.path, { id: classC.id }), expected: adminsReachC },
    {
      name: 'adminClass unknown',
      method: 'GET',
      url: () => at(api.adminClass.path, { id: unknown }),
      expected: { ...adminsReachC, super: 404 },
    },
    {
      name: 'classTeacher own',
      method: 'POST',
      url: () => at(api.classTeacher.path, { id: classA.id }),
      body: () => ({ teacherId: classA.teacherId }),
      expected: adminsReachA,
    },
    {
      name: 'classTeacher foreign',
      method: 'POST',
      url: () => at(api.classTeacher.path, { id: classC.id }),
      body: () => ({ teacherId: classC.teacherId }),
      expected: adminsReachC,
    },
    {
      name: 'classStudents own',
      method: 'POST',
      url: () => at(api.classStudents.path, { id: classA.id }),
      body: () => ({}),
      expected: adminsReachA,
    },
    {
      name: 'classStudents foreign',
      method: 'POST',
      url: () => at(api.classStudents.path, { id: classC.id }),
      body: () => ({}),
      expected: adminsReachC,
    },
    {
      name: 'classEnroll own (nobody of the school)',
      method: 'POST',
      url: () => at(api.classEnroll.path, { id: classA.id }),
      body: () => ({ studentIds: [unknown] }),
      expected: { ...adminsReachA, super: 400, district: 400, admin: 400 },
    },
    {
      name: 'classEnroll foreign',
      method: 'POST',
      url: () => at(api.classEnroll.path, { id: classC.id }),
      body: () => ({ studentIds: [unknown] }),
      expected: { ...adminsReachC, super: 400 },
    },
    {
      name: 'classUnenroll own',
      method: 'POST',
      url: () => at(api.classUnenroll.path, { id: classA.id }),
      body: () => ({ studentIds: [unknown] }),
      expected: adminsReachA,
    },
    {
      name: 'classUnenroll foreign',
      method: 'POST',
      url: () => at(api.classUnenroll.path, { id: classC.id }),
      body: () => ({ studentIds: [unknown] }),
      expected: adminsReachC,
    },
    {
      name: 'classDelete foreign',
      method: 'POST',
      url: () => at(api.classDelete.path, { id: classC.id }),
      expected: { ...adminsReachC, super: 404 /* replaced below */ },
    },
  ];

  for (const cell of cells) {
    it(`${cell.name}: ${who.map((w) => `${w} ${cell.expected[w]}`).join(', ')}`, async () => {
      for (const caller of who) {
        // The super admin's delete of a foreign class would succeed and remove it: checked last, alone, below.
        if (cell.name === 'classDelete foreign' && caller === 'super') continue;
        const res = await call(caller, cell.method, cell.url(), cell.body?.());
        expect(res.statusCode, `${caller}: ${res.body}`).toBe(cell.expected[caller]);
      }
    });
  }

  it('lists hold no foreign rows', async () => {
    const schools = (await call('admin', 'GET', api.classSchools.path)).json().data as { _id: string }[];
    expect(schools.map((s) => s._id)).toEqual([schoolA]);
    const districtSchools = (await call('district', 'GET', api.classSchools.path)).json().data as { _id: string }[];
    expect(districtSchools.map((s) => s._id)).not.toContain(schoolC);
    const classes = (await call('district', 'POST', at(api.schoolClasses.path, { id: schoolA }), { pageSize: 500 })).json().data;
    expect(classes.items.every((c: { school: { _id: string } }) => c.school._id === schoolA)).toBe(true);
    expect(classes.items.map((c: { _id: string }) => c._id)).not.toContain(classC.id);
    const options = (await call('admin', 'GET', at(api.classOptions.path, { id: schoolA }))).json().data;
    expect(options.teachers.map((t: { _id: string }) => t._id)).not.toContain(classC.teacherId);
    const available = (
      await call('admin', 'POST', at(api.classStudents.path, { id: classA.id }), { show: 'available', pageSize: 500 })
    ).json().data;
    const foreignStudents = (
      await call('super', 'POST', at(api.classStudents.path, { id: classC.id }), { show: 'enrolled', pageSize: 500 })
    ).json().data;
    const foreignIds = new Set(foreignStudents.items.map((s: { _id: string }) => s._id));
    expect(foreignIds.size).toBeGreaterThan(0);
    expect(available.items.some((s: { _id: string }) => foreignIds.has(s._id))).toBe(false);
  });

  it('the super admin deletes a class anywhere', async () => {
    expect((await call('super', 'POST', at(api.classDelete.path, { id: classC.id }))).statusCode).toBe(200);
  });
});
