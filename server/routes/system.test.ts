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
});
