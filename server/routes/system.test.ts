import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { errorReportById } from '../test/system-fixtures';

describe.each(databaseKinds)('system endpoints (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('answers health with the database in use', async () => {
    const res = await server.app.inject({ method: 'GET', url: api.health.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', database: kind } });
  });

  it('stores an error report with its author when signed in, without one otherwise', async () => {
    const payload = { error: 'TypeError: x is undefined', path: '/teacher/students' };
    const signedIn = await server.as(demoEmails.teacher, {
      method: 'POST',
      url: api.errorReport.path,
      payload,
      headers: { 'user-agent': 'test-agent' },
    });
    expect(signedIn.statusCode).toBe(201);
    expect(await errorReportById(server.database.db, signedIn.json().data._id)).toEqual({
      ...payload,
      userId: await userIdOf(server.database.db, demoEmails.teacher),
      userAgent: 'test-agent',
    });

    const anonymous = await server.app.inject({ method: 'POST', url: api.errorReport.path, payload });
    expect(anonymous.statusCode).toBe(201);
    expect((await errorReportById(server.database.db, anonymous.json().data._id))?.userId).toBeNull();

    const bad = await server.app.inject({ method: 'POST', url: api.errorReport.path, payload: { ...payload, extra: 1 } });
    expect(bad.statusCode).toBe(400);
  });

  describe('error report limits', () => {
    const payload = { error: 'TypeError: x is undefined', path: '/teacher' };
    const fromAddress = (remoteAddress: string, body: object = payload) =>
      server.app.inject({ method: 'POST', url: api.errorReport.path, payload: body, remoteAddress });

    it('answers 400 past the field lengths and 413 past the body limit', async () => {
      const long = await fromAddress('10.0.1.1', { error: 'e'.repeat(20_001), path: 'p'.repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(
        long
          .json()
          .details.map((d: { path: string }) => d.path)
          .sort(),
      ).toEqual(['body.error', 'body.path']);
      const huge = await fromAddress('10.0.1.2', { error: 'é'.repeat(60_000), path: '/' });
      expect(huge.statusCode).toBe(413);
      // The longest valid report, even in three-byte characters, is under the limit.
      expect((await fromAddress('10.0.1.3', { error: '€'.repeat(20_000), path: '€'.repeat(2000) })).statusCode).toBe(201);
    });

    it('answers 429 past 30 reports per address in 10 minutes, other addresses unaffected', async () => {
      for (let i = 0; i < 30; i++) expect((await fromAddress('10.0.2.1')).statusCode).toBe(201);
      const limited = await fromAddress('10.0.2.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await fromAddress('10.0.2.2')).statusCode).toBe(201);
    });

    it('answers 429 past 10 reports per signed-in user, whatever the address', async () => {
      const token = await server.tokenFor(demoEmails.parent);
      const asParent = (i: number) =>
        server.app.inject({
          method: 'POST',
          url: api.errorReport.path,
          payload,
          remoteAddress: `10.0.3.${i}`,
          headers: { authorization: `Bearer ${token}` },
        });
      for (let i = 0; i < 10; i++) expect((await asParent(i)).statusCode).toBe(201);
      expect((await asParent(99)).statusCode).toBe(429);
      // Signed out from a fresh address: still accepted.
      expect((await fromAddress('10.0.3.200')).statusCode).toBe(201);
    });
  });
});
