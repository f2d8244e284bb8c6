import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import type { ClassGradebook, TemplateAttribute } from '@/contract/schemas/gradebook';
import { demoEmails } from '../seed/people';
import { userIdOf } from '../test/accounts';
import { notificationsOf } from '../test/communication-fixtures';
import { saveAs, templatesAs } from '../test/gradebook-fixtures';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import {
  addNotifications,
  newestSeq,
  notificationsSince,
  openStream,
  orphanInClass,
  parentChildInTeachersClass,
  teacherEmailsOfCourse,
} from '../test/notifications-fixtures';

describe.each(databaseKinds)('notifications endpoints (%s)', (kind) => {
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    // A short heartbeat so a test can wait for one; a real port, since a stream never ends for inject to return.
    server = await startTestServer({ kind, env: { SSE_HEARTBEAT_SECONDS: '0.05' } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;
  const userId = (email: string) => userIdOf(db(), email);
  const post = (email: string, url: string, payload?: object) => server.as(email, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const page = (email: string, body: object) => post(email, api.notificationsReceived.path, body);
  const readOne = (email: string, id: string) => post(email, api.notificationRead.path.replace(':id', id));
  const readAll = (email: string) => post(email, api.notificationsReadAll.path);
  const streamAs = async (email: string, lastEventId?: number) =>
    openStream(`${origin}${api.notificationStream.path}`, await server.tokenFor(email), lastEventId);

  describe('POST /api/v1/teacher/notification/received', () => {
    it('pages newest first with the total, unread count and newest seq', async () => {
      const mine = await notificationsOf(db(), await userId(demoEmails.teacher));
      const first = endpoints.notificationsReceived.response.parse((await page(demoEmails.teacher, { page: 0, pageSize: 20 })).json().data);
      expect(first.total).toBe(mine.length);
      expect(first.total).toBeGreaterThan(20);
      expect(first.unread).toBe(mine.filter((n) => n.readAt === null).length);
      expect(first.unread).toBeGreaterThan(0);
      expect(first.lastSeq).toBe(Math.max(...mine.map((n) => n.seq)));
      expect(first.items).toHaveLength(20);
      const second = endpoints.notificationsReceived.response.parse(
        (await page(demoEmails.teacher, { page: 1, pageSize: 20 })).json().data,
      );
      expect(second.items).toHaveLength(mine.length - 20);
      const dates = [...first.items, ...second.items].map((n) => n.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set([...first.items, ...second.items].map((n) => n._id))).toEqual(new Set(mine.map((n) => n.id)));
      const beyond = (await page(demoEmails.teacher, { page: 5, pageSize: 20 })).json().data;
      expect(beyond).toMatchObject({ items: [], total: mine.length, page: 5, pageSize: 20 });
    });

    it('defaults to page 0 of 20 and refuses bad paging', async () => {
      const res = await page(demoEmails.parent, {});
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ page: 0, pageSize: 20 });
      for (const [body, path] of [
        [{ page: -1 }, 'body.page'],
        [{ pageSize: 0 }, 'body.pageSize'],
        [{ pageSize: 501 }, 'body.pageSize'],
        [{ page: 'x' }, 'body.page'],
        [{ page: 0, extra: 1 }, 'body.extra'],
      ] as const) {
        const bad = await page(demoEmails.teacher, body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual([path]);
      }
    });

    it('answers 401 without a valid token, on every notification call', async () => {
      for (const [method, url] of [
        ['POST', api.notificationsReceived.path],
        ['POST', api.notificationRead.path.replace(':id', randomUUID())],
        ['POST', api.notificationsReadAll.path],
        ['GET', api.notificationStream.path],
      ] as const) {
        const res = await server.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, url).toBe(401);
        const expired = await server.app.inject({ method, url, headers: { authorization: 'Bearer not.a.token' } });
        expect(expired.statusCode, url).toBe(401);
      }
    });
  });

  describe('mark read', () => {
    it("marks one of the user's own notifications read, and answers the unread count", async () => {
      const [created] = await addNotifications(db(), await userId(demoEmails.teacher2), 1, 'Mark me');
      const before = (await page(demoEmails.teacher2, {})).json().data.unread;
      const res = await readOne(demoEmails.teacher2, created!.id);
      expect(res.statusCode).toBe(200);
      expect(endpoints.notificationRead.response.parse(res.json().data)).toEqual({ unread: before - 1 });
      const listed = (await page(demoEmails.teacher2, { pageSize: 500 }))
        .json()
        .data.items.find((n: { _id: string }) => n._id === created!.id);
      expect(listed.read).toBe(true);
      // Again: harmless, same count.
      expect((await readOne(demoEmails.teacher2, created!.id)).json().data).toEqual({ unread: before - 1 });
    });

    it("answers 404 for another user's notification (leaving it unread), 404 for an unknown id, 400 for a malformed one", async () => {
      const [theirs] = await addNotifications(db(), await userId(demoEmails.parent), 1, 'Not yours');
      const res = await readOne(demoEmails.teacher, theirs!.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      const [stored] = (await notificationsOf(db(), await userId(demoEmails.parent))).filter((n) => n.id === theirs!.id);
      expect(stored!.readAt).toBeNull();
      expect((await readOne(demoEmails.teacher, randomUUID())).statusCode).toBe(404);
      const bad = await readOne(demoEmails.teacher, 'not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
    });

    it("marks all of the user's notifications read and nobody else's", async () => {
      const parentId = await userId(demoEmails.parent);
      await addNotifications(db(), parentId, 2, 'Still unread');
      const parentUnread = (await notificationsOf(db(), parentId)).filter((n) => n.readAt === null).length;
      await addNotifications(db(), await userId(demoEmails.admin), 3, 'Read them all');
      const res = await readAll(demoEmails.admin);
      expect(res.statusCode).toBe(200);
      expect(endpoints.notificationsReadAll.response.parse(res.json().data)).toEqual({ unread: 0 });
      expect((await page(demoEmails.admin, {})).json().data.unread).toBe(0);
      expect((await notificationsOf(db(), parentId)).filter((n) => n.readAt === null)).toHaveLength(parentUnread);
    });
  });

  describe('producers', () => {
    const classOf = async (instanceId: string): Promise<ClassGradebook> =>
      (await server.as(demoEmails.teacher, { method: 'GET', url: `/api/v1/gradebook/scores/instance/${instanceId}` })).json().data;
    const manualOf = (book: ClassGradebook): TemplateAttribute =>
      book.template.gradings.flatMap((d) => d.attributes).find((a) => a._attribute?.value === 'manual')!;
    const saveScore = (payload: object) => post(demoEmails.teacher, '/api/v1/gradebook/scores/save', payload);

    it("a grade saved for a student notifies that student's parents only, linking to the parent page with the child", async () => {
      const { studentId, instanceId } = await parentChildInTeachersClass(db());
      const book = await classOf(instanceId);
      const attribute = manualOf(book);
      const student = book.students.find((s) => s._id === studentId)!;
      const since = await newestSeq(db());
      const res = await saveScore({ courseInstanceId: instanceId, studentId, attributeId: attribute._id, value: 1, state: 'graded' });
      expect(res.statusCode).toBe(200);
      const parentId = await userId(demoEmails.parent);
      const created = await notificationsSince(db(), parentId, since);
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({
        kind: 'grade',
        title: `New grade for ${student.firstName} in ${book.courseInstance._course.name}`,
        link: `/parent?child=${studentId}`,
        readAt: null,
      });
      expect(created[0]!.body).toContain(attribute.name);
      // Nobody else heard of it.
      const all = await Promise.all(
        [demoEmails.teacher, demoEmails.teacher2, demoEmails.admin, demoEmails.super].map(async (e) =>
          notificationsSince(db(), await userId(e), since),
        ),
      );
      expect(all.flat()).toEqual([]);
    });

    it('a cleared cell, or a student without a parent account, notifies no one', async () => {
      const { studentId, instanceId } = await parentChildInTeachersClass(db());
      const attribute = manualOf(await classOf(instanceId));
      const since = await newestSeq(db());
      const cleared = await saveScore({
        courseInstanceId: instanceId,
        studentId,
        attributeId: attribute._id,
        value: null,
        state: 'graded',
      });
      expect(cleared.statusCode).toBe(200);
      const orphan = await orphanInClass(db(), instanceId);
      const saved = await saveScore({
        courseInstanceId: instanceId,
        studentId: orphan,
        attributeId: attribute._id,
        value: 1,
        state: 'graded',
      });
      expect(saved.statusCode).toBe(200);
      expect(await newestSeq(db())).toBe(since);
    });

    it('a template saved notifies the other teachers of the course, not its editor', async () => {
      const { courseId } = await parentChildInTeachersClass(db());
      const teachers = await teacherEmailsOfCourse(db(), courseId);
      expect(teachers).toContain(demoEmails.teacher);
      const template = (await templatesAs(server, demoEmails.super)).find((t) => t._course?._id === courseId)!;
      const since = await newestSeq(db());
      const res = await saveAs(server, demoEmails.super, template);
      expect(res.statusCode).toBe(200);
      for (const email of teachers) {
        const created = await notificationsSince(db(), await userId(email), since);
        expect(created, email).toHaveLength(1);
        expect(created[0]).toMatchObject({ kind: 'gradebook-template', link: `/gradebook?course=${courseId}` });
        expect(created[0]!.title).toContain(template._course!.name);
      }
      expect(await notificationsSince(db(), await userId(demoEmails.super), since)).toEqual([]);
      expect(await notificationsSince(db(), await userId(demoEmails.parent), since)).toEqual([]);
      // The editor, when a teacher of the course, is left out.
      const again = (await templatesAs(server, demoEmails.teacher)).find((t) => t._course?._id === courseId)!;
      const since2 = await newestSeq(db());
      expect((await saveAs(server, demoEmails.teacher, again)).statusCode).toBe(200);
      expect(await notificationsSince(db(), await userId(demoEmails.teacher), since2)).toEqual([]);
      const others = teachers.filter((t) => t !== demoEmails.teacher);
      for (const email of others) expect(await notificationsSince(db(), await userId(email), since2), email).toHaveLength(1);
    });
  });

  describe('GET /api/v1/teacher/notification/stream', () => {
    it('refuses a missing or bad token with 401, before opening a stream', async () => {
      const anonymous = await openStream(`${origin}${api.notificationStream.path}`, null);
      expect(anonymous.status).toBe(401);
      const bad = await openStream(`${origin}${api.notificationStream.path}`, 'bad.token.here');
      expect(bad.status).toBe(401);
    });

    it('pushes a grade saved in another session to the parent at once, with the seq as event id, and heartbeats', async () => {
      const stream = await streamAs(demoEmails.parent);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toContain('text/event-stream');
        expect(await stream.comment()).toBe('open');
        expect(await stream.comment()).toBe('heartbeat');
        const { studentId, instanceId } = await parentChildInTeachersClass(db());
        const attribute = (await server.as(demoEmails.teacher, { method: 'GET', url: `/api/v1/gradebook/scores/instance/${instanceId}` }))
          .json()
          .data.template.gradings.flatMap((d: ClassGradebook['template']['gradings'][number]) => d.attributes)
          .find((a: TemplateAttribute) => a._attribute?.value === 'manual');
        const since = await newestSeq(db());
        await post(demoEmails.teacher, '/api/v1/gradebook/scores/save', {
          courseInstanceId: instanceId,
          studentId,
          attributeId: attribute._id,
          value: 2,
          state: 'graded',
        });
        const event = await stream.next();
        const [stored] = await notificationsSince(db(), await userId(demoEmails.parent), since);
        expect(event.id).toBe(String(stored!.seq));
        expect(endpoints.notificationStream.response.parse(event)).toEqual({
          seq: stored!.seq,
          notification: {
            _id: stored!.id,
            kind: 'grade',
            title: stored!.title,
            body: stored!.body,
            link: `/parent?child=${studentId}`,
            read: false,
            createdAt: stored!.createdAt.toISOString(),
          },
        });
      } finally {
        stream.close();
      }
    });

    it('replays a long absence in full, past one batch', async () => {
      const since = await newestSeq(db());
      const missed = await addNotifications(db(), await userId(demoEmails.district), 205, 'Long away');
      const stream = await streamAs(demoEmails.district, since);
      try {
        const ids: string[] = [];
        for (let i = 0; i < missed.length; i++) ids.push((await stream.next()).notification._id);
        expect(ids).toEqual(missed.map((n) => n.id));
      } finally {
        stream.close();
      }
    });

    it('replays what came after Last-Event-ID from the database, oldest first, then goes on live without duplicates', async () => {
      const parentId = await userId(demoEmails.parent);
      const since = await newestSeq(db());
      // Stored while the tab was away (not published: only the database knows them).
      const missed = await addNotifications(db(), parentId, 3, 'While away');
      await addNotifications(db(), await userId(demoEmails.teacher), 1, 'Someone else');
      const stream = await streamAs(demoEmails.parent, since);
      try {
        const replayed = [await stream.next(), await stream.next(), await stream.next()];
        expect(replayed.map((e) => e.notification._id)).toEqual(missed.map((n) => n.id));
        expect(replayed.map((e) => e.seq)).toEqual([...replayed.map((e) => e.seq)].sort((a, b) => a - b));
        // A later reconnect from the last one replays only what came after it.
        const resumed = await streamAs(demoEmails.parent, replayed[1]!.seq);
        try {
          expect((await resumed.next()).notification._id).toBe(missed[2]!.id);
        } finally {
          resumed.close();
        }
        // Then live: a grade saved now comes once.
        const { studentId, instanceId } = await parentChildInTeachersClass(db());
        const book = (await server.as(demoEmails.teacher, { method: 'GET', url: `/api/v1/gradebook/scores/instance/${instanceId}` })).json()
          .data as ClassGradebook;
        const attribute = book.template.gradings.flatMap((d) => d.attributes).find((a) => a._attribute?.value === 'manual')!;
        await post(demoEmails.teacher, '/api/v1/gradebook/scores/save', {
          courseInstanceId: instanceId,
          studentId,
          attributeId: attribute._id,
          value: 3,
          state: 'graded',
        });
        const live = await stream.next();
        expect(live.notification.kind).toBe('grade');
        expect(live.seq).toBeGreaterThan(replayed[2]!.seq);
        await expect(stream.next(300)).rejects.toThrow('no event');
      } finally {
        stream.close();
      }
    });

    it('ends the open streams when the server closes, so shutting down does not wait for the tabs', async () => {
      const other = await startTestServer({ kind });
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}${api.notificationStream.path}`;
      const stream = await openStream(url, await other.tokenFor(demoEmails.parent));
      await stream.comment();
      await other.close();
      await stream.ended();
    });
  });
});
