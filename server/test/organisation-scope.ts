/**
 * The organisation consoles' scope matrix (server/routes/sup-admin.scope.test.ts): every endpoint of
 * the `sup-admin` group as every role and signed out, on an object of the caller's own district or
 * school and on a foreign one. Own is district 1 / school A (the demo district and school admins',
 * the teacher's, the parent's child's); foreign is district 2 / school C.
 */
import { randomUUID } from 'node:crypto';
import { api } from '@/contract/api';
import { adminRoles } from '@/contract/http';
import { buildPath } from '@/contract/path';
import type { Db } from '../db/client';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addToSchool, addUser } from './accounts';

export const orgIds = {
  district: { own: id('district/1'), foreign: id('district/2') },
  school: { own: id('school/A'), foreign: id('school/C') },
};

export type Side = 'own' | 'foreign';
export const callers = [
  ['super admin', demoEmails.super, 'super-admin'],
  ['district admin', demoEmails.district, 'district-admin'],
  ['school admin', demoEmails.admin, 'school-admin'],
  ['teacher', demoEmails.teacher, 'teacher'],
  ['parent', demoEmails.parent, 'parent'],
  ['signed out', null, null],
] as const;
export type CallerRole = (typeof callers)[number][2];

export interface Request {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export interface MatrixCase {
  endpoint: string;
  roles: readonly string[];
  /** 200 or 201: what an allowed call answers. */
  ok: number;
  /** Which roles reach an object of the caller's own organisation (beyond the role check); lists and creations without a target: every allowed role. */
  request: (side: Side, db: Db) => Promise<Request>;
}

const fresh = () => randomUUID().slice(0, 8);
const districtRoles = ['super-admin', 'district-admin'] as const;
const superOnly = ['super-admin'] as const;

/** A school admin to act on: of school A (own) or school C (foreign). */
async function schoolAdminOf(db: Db, side: Side): Promise<string> {
  const user = await addUser(db, `sa-${fresh()}@scope.test`, 'school-admin');
  await addToSchool(db, user.id, orgIds.school[side]);
  return user.id;
}
async function districtAdminOf(db: Db, side: Side): Promise<string> {
  return (await addUser(db, `da-${fresh()}@scope.test`, 'district-admin', orgIds.district[side])).id;
}
async function emptyDistrict(db: Db): Promise<string> {
  const { districts } = await import('../db/schema');
  const [row] = await db
    .insert(districts)
    .values({ name: `Empty ${fresh()}` })
    .returning();
  return row!.id;
}
async function emptySchool(db: Db, side: Side): Promise<string> {
  const { schools } = await import('../db/schema');
  const [row] = await db
    .insert(schools)
    .values({ name: `Empty ${fresh()}`, districtId: orgIds.district[side] })
    .returning();
  return row!.id;
}

const path = (p: string, id: string) => buildPath(p, { id });
const get = (url: string): Request => ({ method: 'GET', url });
const post = (url: string, payload?: object): Request => ({ method: 'POST', url, ...(payload ? { payload } : {}) });

export const matrixCases: MatrixCase[] = [
  { endpoint: 'districtsAll', roles: districtRoles, ok: 200, request: async () => get(api.districtsAll.path) },
  { endpoint: 'districtGet', roles: districtRoles, ok: 200, request: async (s) => get(path(api.districtGet.path, orgIds.district[s])) },
  {
    endpoint: 'districtCreate',
    roles: superOnly,
    ok: 201,
    request: async () => post(api.districtCreate.path, { name: `District ${fresh()}` }),
  },
  {
    endpoint: 'districtUpdate',
    roles: superOnly,
    ok: 200,
    request: async (s) =>
      post(path(api.districtUpdate.path, orgIds.district[s]), { name: s === 'own' ? 'Riverside Unified' : 'Lakeshore District' }),
  },
  {
    endpoint: 'districtSetActive',
    roles: superOnly,
    ok: 200,
    request: async (s) => post(path(api.districtSetActive.path, orgIds.district[s]), { active: true }),
  },
  {
    endpoint: 'districtDeletePreview',
    roles: superOnly,
    ok: 200,
    request: async (s) => get(path(api.districtDeletePreview.path, orgIds.district[s])),
  },
  {
    endpoint: 'districtDelete',
    roles: superOnly,
    ok: 200,
    request: async (_s, db) => post(path(api.districtDelete.path, await emptyDistrict(db))),
  },

  { endpoint: 'schoolsAll', roles: adminRoles, ok: 200, request: async () => get(api.schoolsAll.path) },
  { endpoint: 'schoolGet', roles: adminRoles, ok: 200, request: async (s) => get(path(api.schoolGet.path, orgIds.school[s])) },
  {
    endpoint: 'schoolCreate',
    roles: districtRoles,
    ok: 201,
    request: async (s) => post(api.schoolCreate.path, { name: `School ${fresh()}`, districtId: orgIds.district[s] }),
  },
  {
    endpoint: 'schoolUpdate',
    roles: districtRoles,
    ok: 200,
    request: async (s) =>
      post(path(api.schoolUpdate.path, orgIds.school[s]), {
        name: s === 'own' ? 'Riverside Middle School' : 'Lakeshore Middle School',
        city: s === 'own' ? 'Riverside' : 'Lakeshore',
      }),
  },
  {
    endpoint: 'schoolSetActive',
    roles: districtRoles,
    ok: 200,
    request: async (s) => post(path(api.schoolSetActive.path, orgIds.school[s]), { active: true }),
  },
  {
    endpoint: 'schoolDeletePreview',
    roles: districtRoles,
    ok: 200,
    request: async (s) => get(path(api.schoolDeletePreview.path, orgIds.school[s])),
  },
  {
    endpoint: 'schoolDelete',
    roles: districtRoles,
    ok: 200,
    request: async (s, db) => post(path(api.schoolDelete.path, await emptySchool(db, s))),
  },

  { endpoint: 'districtAdminsAll', roles: superOnly, ok: 200, request: async () => get(api.districtAdminsAll.path) },
  {
    endpoint: 'districtAdminCreate',
    roles: superOnly,
    ok: 201,
    request: async (s) =>
      post(api.districtAdminCreate.path, { name: 'New', email: `n-${fresh()}@scope.test`, districtId: orgIds.district[s] }),
  },
  {
    endpoint: 'districtAdminUpdate',
    roles: superOnly,
    ok: 200,
    request: async (s, db) =>
      post(path(api.districtAdminUpdate.path, await districtAdminOf(db, s)), {
        name: 'Renamed',
        email: `r-${fresh()}@scope.test`,
        districtId: orgIds.district[s],
      }),
  },
  {
    endpoint: 'districtAdminSetActive',
    roles: superOnly,
    ok: 200,
    request: async (s, db) => post(path(api.districtAdminSetActive.path, await districtAdminOf(db, s)), { active: false }),
  },
  {
    endpoint: 'districtAdminDelete',
    roles: superOnly,
    ok: 200,
    request: async (s, db) => post(path(api.districtAdminDelete.path, await districtAdminOf(db, s))),
  },

  { endpoint: 'schoolAdminsAll', roles: districtRoles, ok: 200, request: async () => get(api.schoolAdminsAll.path) },
  {
    endpoint: 'schoolAdminCreate',
    roles: districtRoles,
    ok: 201,
    request: async (s) =>
      post(api.schoolAdminCreate.path, { name: 'New', email: `n-${fresh()}@scope.test`, schoolIds: [orgIds.school[s]] }),
  },
  {
    endpoint: 'schoolAdminUpdate',
    roles: districtRoles,
    ok: 200,
    request: async (s, db) =>
      post(path(api.schoolAdminUpdate.path, await schoolAdminOf(db, s)), {
        name: 'Renamed',
        email: `r-${fresh()}@scope.test`,
        schoolIds: [orgIds.school[s]],
      }),
  },
  {
    endpoint: 'schoolAdminSetActive',
    roles: districtRoles,
    ok: 200,
    request: async (s, db) => post(path(api.schoolAdminSetActive.path, await schoolAdminOf(db, s)), { active: false }),
  },
  {
    endpoint: 'schoolAdminDelete',
    roles: districtRoles,
    ok: 200,
    request: async (s, db) => post(path(api.schoolAdminDelete.path, await schoolAdminOf(db, s))),
  },
];

/** Lists and creations without a target in scope answer the same on both sides for an allowed role. */
const targetless = new Set(['districtsAll', 'schoolsAll', 'districtAdminsAll', 'schoolAdminsAll', 'districtCreate']);

/** The expected status of one call. */
export function expectedStatus(c: MatrixCase, role: CallerRole, side: Side): number {
  if (role === null) return 401;
  if (!c.roles.includes(role)) return 403;
  if (role === 'super-admin' || side === 'own' || targetless.has(c.endpoint)) return c.ok;
  return 404;
}
