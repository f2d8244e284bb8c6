/**
 * What the route guard costs in SQL: the session statement also reads a teacher's or school
 * admin's schools, so their `schoolid` header is checked without a statement of its own. (Only
 * those two roles call school-scoped endpoints today; another role's header would be asked of the
 * database with `mayReach`.)
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findActiveUser, schoolsOf } from '../auth/users';
import { id } from '../seed/rng';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';

/** Counts the statements sent to the database (both drivers) while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const spies = [vi.spyOn(pg.Pool.prototype, 'query'), vi.spyOn(PGlite.prototype, 'query')];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe.each(databaseKinds)('route guard statements (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    // Sign in first: the sign-in's own statements are not the guard's.
    await server.tokenFor('teacher@demo.test');
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  const usersCount = { method: 'GET' as const, url: '/api/v1/teacher/users/count' };

  it("refuses a teacher's foreign schoolid in the session statement alone", async () => {
    let status = 0;
    const count = await statementsOf(async () => {
      status = (await server.as('teacher@demo.test', { ...usersCount, schoolId: id('school/C') })).statusCode;
    });
    expect(status).toBe(403);
    expect(count).toBe(1);
  });

  it("answers a teacher's current_user and my/schools from the session statement alone, as schoolsOf answers them", async () => {
    const teacher = await findActiveUser(server.database.db, id('user/teacher'));
    const expected = await schoolsOf(server.database.db, teacher!);
    expect(expected.length).toBeGreaterThan(1);
    for (const url of ['/api/v1/teacher/current_user', '/api/v1/teacher/my/schools']) {
      let body: { data: unknown } = { data: null };
      const count = await statementsOf(async () => {
        body = (await server.as('teacher@demo.test', { method: 'GET', url })).json();
      });
      expect(count, url).toBe(1);
      const schools = url.endsWith('current_user') ? (body.data as { schools: unknown }).schools : body.data;
      expect(schools, url).toEqual(expected);
    }
  });

  it("accepts a teacher's own school however its id is cased, as PostgreSQL compares uuids", async () => {
    for (const schoolId of [id('school/A'), id('school/A').toUpperCase()]) {
      const res = await server.as('teacher@demo.test', { ...usersCount, schoolId });
      expect(res.statusCode, schoolId).toBe(200);
    }
  });
});
