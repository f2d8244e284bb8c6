/**
 * Access rules for every endpoint of the contract, generically: an endpoint added later is
 * covered without touching this file. Role and school checks come from the contract's `roles`
 * and `school`; this proves the server enforces them before any handler runs.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@/contract/define';
import { endpoints as endpointTable } from '@/contract/endpoint-table';
import { type Role, roles } from '@/contract/http';
import { buildPath } from '@/contract/path';
import { id } from '../seed/rng';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';

/** The demo account of each role. */
const demoUserOf: Record<Role, string> = {
  'super-admin': 'super@demo.test',
  'district-admin': 'district@demo.test',
  'school-admin': 'admin@demo.test',
  teacher: 'teacher@demo.test',
  parent: 'parent@demo.test',
};

/** For each role's demo user, a school they do not belong to (the super admin belongs to all). */
const foreignSchoolOf: Partial<Record<Role, string>> = {
  'district-admin': id('school/C'),
  'school-admin': id('school/C'),
  teacher: id('school/C'),
  parent: id('school/B'),
};
/** And one they do belong to. */
const ownSchoolOf: Record<Role, string> = {
  'super-admin': id('school/C'),
  'district-admin': id('school/A'),
  'school-admin': id('school/A'),
  teacher: id('school/A'),
  parent: id('school/A'),
};

const endpoints = Object.entries(endpointTable) as [string, AnyEndpoint][];
const guarded = endpoints.filter(([, e]) => e.roles !== 'public');
const allowedRoles = (e: AnyEndpoint) => (e.roles === 'public' ? roles : e.roles);

/** A request to the endpoint with every path parameter a fresh uuid and `{}` as the body. */
function requestFor(endpoint: AnyEndpoint): InjectOptions {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  const url = buildPath(endpoint.path, Object.fromEntries(names.map((n) => [n, randomUUID()])));
  return { method: endpoint.method, url, ...(endpoint.method === 'GET' ? {} : { payload: {} }) };
}

describe.each(databaseKinds)('access rules for every endpoint (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('registers every endpoint of the contract', () => {
    for (const [name, endpoint] of endpoints) {
      expect(server.app.hasRoute({ method: endpoint.method, url: endpoint.path }), `${name}: ${endpoint.method} ${endpoint.path}`).toBe(
        true,
      );
    }
  });

  it.each(guarded)('%s: 401 without a token', async (_, endpoint) => {
    const res = await server.app.inject(requestFor(endpoint));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  const denied = guarded.flatMap(([name, endpoint]) =>
    roles.filter((r) => !allowedRoles(endpoint).includes(r)).map((role) => [name, role, endpoint] as const),
  );
  it.each(denied)('%s: 403 for %s', async (_, role, endpoint) => {
    const res = await server.as(demoUserOf[role], { ...requestFor(endpoint), schoolId: ownSchoolOf[role] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  const schoolScoped = guarded.filter(([, e]) => e.school);
  const foreign = schoolScoped.flatMap(([name, endpoint]) =>
    allowedRoles(endpoint)
      .filter((r) => foreignSchoolOf[r])
      .map((role) => [name, role, endpoint] as const),
  );
  it.each(foreign)("%s: 403 for %s with another school's schoolid", async (_, role, endpoint) => {
    const res = await server.as(demoUserOf[role], { ...requestFor(endpoint), schoolId: foreignSchoolOf[role]! });
    expect(res.statusCode).toBe(403);
  });

  // `school: 'optional'` answers for the user's first school without the header (teacher-dashboard.test.ts).
  const missing = schoolScoped
    .filter(([, endpoint]) => endpoint.school === true)
    .map(([name, endpoint]) => [name, allowedRoles(endpoint)[0]!, endpoint] as const);
  it.each(missing)('%s: 400 without the schoolid header (as %s)', async (_, role, endpoint) => {
    const res = await server.as(demoUserOf[role], requestFor(endpoint));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'headers.schoolid', message: 'is required' }]);
    const malformed = await server.as(demoUserOf[role], { ...requestFor(endpoint), schoolId: 'not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
  });

  it('covers a meaningful part of the contract', () => {
    // Guards against the generic cases silently becoming empty (e.g. a broken import of `api`).
    expect(guarded.length).toBeGreaterThan(10);
    expect(denied.length).toBeGreaterThan(10);
    expect(schoolScoped.length).toBeGreaterThan(0);
  });
});
