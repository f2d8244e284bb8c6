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
import { GroupCommit } from './group-commit';

/** The text of a statement as either driver was handed it. */
const statementText = (args: unknown[]) => {
  const first = args[0];
  return typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? '');
};

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

  it('shares one session statement among requests that arrive together, each answered for its own session', async () => {
    const signIn = async (email: string) => {
      const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'demo1234' } });
      return res.json().data as { token: string; refreshToken: string };
    };
    const emails = ['teacher@demo.test', 'parent@demo.test', 'admin@demo.test', 'district@demo.test', 'super@demo.test'];
    const sessions = await Promise.all(emails.map(signIn));
    // A signed-out session in the same batches: refused, and its refusal is its own.
    const ended = await signIn('teacher2@demo.test');
    await server.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refreshToken: ended.refreshToken } });
    const asked = [...sessions, ended, ...sessions, ended, ...sessions];

    // The first session statement is held until every request has asked for its session: the rest queue behind it.
    const sessionStatement = /with ordinality as req\(user_id, family_id/;
    let statements = 0;
    let arrived = 0;
    let allArrived = () => {};
    const everyoneHere = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    const holding = <T extends object>(proto: T, method: keyof T) => {
      const original = proto[method] as (...args: unknown[]) => Promise<unknown>;
      vi.spyOn(proto, method as never).mockImplementation(async function (this: unknown, ...args: unknown[]) {
        if (sessionStatement.test(statementText(args)) && statements++ === 0) await everyoneHere;
        return original.apply(this, args);
      } as never);
    };
    holding(pg.Pool.prototype, 'query');
    holding(PGlite.prototype, 'query');
    const submit = GroupCommit.prototype.submit;
    vi.spyOn(GroupCommit.prototype, 'submit').mockImplementation(function (this: GroupCommit<unknown, unknown>, item: unknown) {
      const outcome = submit.call(this, item);
      if (typeof item === 'object' && item !== null && 'familyId' in item && ++arrived === asked.length) allArrived();
      return outcome;
    });
    const answers = await Promise.all(
      asked.map((session) =>
        server.app.inject({ method: 'GET', url: '/api/v1/teacher/current_user', headers: { authorization: `Bearer ${session.token}` } }),
      ),
    );
    expect(
      answers.map((res) => (res.statusCode === 200 ? (res.json().data as { email: string }).email : res.statusCode)),
      'each request its own account',
    ).toEqual(asked.map((session) => (session === ended ? 401 : emails[sessions.indexOf(session)])));
    // One statement a request without sharing; here the one held, then the rest together.
    expect(statements).toBe(2);
  });

  it("accepts a teacher's own school however its id is cased, as PostgreSQL compares uuids", async () => {
    for (const schoolId of [id('school/A'), id('school/A').toUpperCase()]) {
      const res = await server.as('teacher@demo.test', { ...usersCount, schoolId });
      expect(res.statusCode, schoolId).toBe(200);
    }
  });
});
