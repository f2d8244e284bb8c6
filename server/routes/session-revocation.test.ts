/**
 * Issue 18, finding 4: a live notification stream outlived the session it was opened in. Ending
 * a session — sign-out, refresh-token reuse, an admin deactivating or deleting the account, an
 * organisation's deactivation — ends its streams at once (ARCHITECTURE.md §17.5).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { ClassGradebook, TemplateAttribute } from '@/contract/schemas/gradebook';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from '../test/harness';
import { newestSeq, notificationsSince, openStream, parentChildInTeachersClass } from '../test/notifications-fixtures';

describe.each(databaseKinds)('session revocation ends live streams (%s)', (kind) => {
  let server: TestServer;
  let streamUrl: string;
  beforeAll(async () => {
    // A real port: a stream never ends for inject to return.
    server = await startTestServer({ kind });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    streamUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${api.notificationStream.path}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, ...(payload ? { payload } : {}) });
  /** A sign-in of its own (a refresh family of its own), not the harness's cached one. */
  async function signIn(email: string) {
    const res = await inject('POST', api.login.path, { email, password: demoPassword });
    expect(res.statusCode).toBe(200);
    return res.json().data as { token: string; refreshToken: string };
  }
  /** A stream that is open and subscribed (its first comment came). */
  async function streamOf(token: string) {
    const stream = await openStream(streamUrl, token);
    expect(stream.status).toBe(200);
    expect(await stream.comment()).toBe('open');
    return stream;
  }
  /** teacher@ saves a grade for a child of parent@: the producer notifies parent@. */
  async function gradeParentsChild(value: number) {
    const { studentId, instanceId } = await parentChildInTeachersClass(db());
    const book: ClassGradebook = (
      await server.as(demoEmails.teacher, { method: 'GET', url: `/api/v1/gradebook/scores/instance/${instanceId}` })
    ).json().data;
    const attribute = book.template.gradings.flatMap((d) => d.attributes).find((a: TemplateAttribute) => a._attribute?.value === 'manual')!;
    const res = await server.as(demoEmails.teacher, {
      method: 'POST',
      url: '/api/v1/gradebook/scores/save',
      payload: { courseInstanceId: instanceId, studentId, attributeId: attribute._id, value, state: 'graded' },
    });
    expect(res.statusCode).toBe(200);
  }
  const setParentActive = (parentId: string, active: boolean) =>
    server.as(demoEmails.super, { method: 'POST', url: api.adminParentStatus.path.replace(':id', parentId), payload: { active } });

  it('logout ends the streams of that sign-in only; another sign-in of the user keeps receiving', async () => {
    const a = await signIn(demoEmails.parent);
    const b = await signIn(demoEmails.parent);
    const [streamA, streamB] = [await streamOf(a.token), await streamOf(b.token)];
    try {
      expect((await inject('POST', api.logout.path, { refreshToken: a.refreshToken })).statusCode).toBe(200);
      expect(await streamA.ended()).toBe(true);
      await gradeParentsChild(3);
      expect((await streamB.next()).notification.kind).toBe('grade');
      // Reconnecting with the signed-out token is refused like an expired one.
      expect((await openStream(streamUrl, a.token)).status).toBe(401);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('refresh-token reuse ends the streams of the revoked family', async () => {
    const stolen = await signIn(demoEmails.parent);
    const stream = await streamOf(stolen.token);
    try {
      expect((await inject('POST', api.refreshToken.path, { refreshToken: stolen.refreshToken })).statusCode).toBe(200);
      expect((await inject('POST', api.refreshToken.path, { refreshToken: stolen.refreshToken })).statusCode).toBe(401);
      expect(await stream.ended()).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('deactivating the parent through the admin API ends their stream; a notification produced after is never delivered', async () => {
    const parentId = await userIdOf(db(), demoEmails.parent);
    const session = await signIn(demoEmails.parent);
    const stream = await streamOf(session.token);
    try {
      expect((await setParentActive(parentId, false)).statusCode).toBe(200);
      expect(await stream.ended()).toBe(true);
      const since = await newestSeq(db());
      await gradeParentsChild(4);
      // Stored (the record stays), but the ended stream carries nothing more and no new one opens.
      expect(await notificationsSince(db(), parentId, since)).toHaveLength(1);
      await expect(stream.next(0)).rejects.toThrow(/no event/);
      expect((await openStream(streamUrl, session.token)).status).toBe(401);
    } finally {
      stream.close();
      expect((await setParentActive(parentId, true)).statusCode).toBe(200);
    }
  });

  it("deactivating a teacher's only school ends the teacher's streams", async () => {
    const session = await signIn(demoEmails.teacher2);
    const [school] = (await server.as(demoEmails.teacher2, { method: 'GET', url: api.mySchools.path })).json().data as { _id: string }[];
    const stream = await streamOf(session.token);
    const setActive = (active: boolean) =>
      server.as(demoEmails.super, { method: 'POST', url: api.schoolSetActive.path.replace(':id', school!._id), payload: { active } });
    try {
      expect((await setActive(false)).statusCode).toBe(200);
      expect(await stream.ended()).toBe(true);
    } finally {
      stream.close();
      expect((await setActive(true)).statusCode).toBe(200);
    }
  });
});
